import { athleteSeenBy, createAthlete, listAthletes, serializeAthlete } from "@/lib/athletes/athletes";
import { athletesOf, authorize, describePrincipal, organizationsOf } from "@/lib/auth/policy";
import { readJson } from "@/lib/http/body";
import { forbidden } from "@/lib/errors";
import { notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, list } from "@/lib/http/respond";
import { athleteInput, athleteListQuery } from "@/lib/schemas/organizations";

export const POST = route({}, async ({ request, principal }) => {
  authorize(principal, "athlete:create");
  const athlete = await createAthlete(await readJson(request, athleteInput));
  return created(serializeAthlete(athlete), `/api/athletes/${athlete.id}`);
});

/**
 * Admins list any organization's athletes; staff and competition admins their organization's; an
 * athlete themself, a coach the athletes they coach.
 */
export const GET = route({}, async ({ request, principal }) => {
  const query = readQuery(request, athleteListQuery);
  const organizations = organizationsOf(principal, ["staff", "competition-admin"]);
  const own = athletesOf(principal);
  if (!principal.admin && query.organizationId && !organizations.includes(query.organizationId) && own.length === 0) {
    throw forbidden(`${describePrincipal(principal)} may list only ${principal.personId ? "your" : "its"} own organization's athletes.`);
  }
  const among = principal.admin ? null : { organizationIds: organizations, athleteIds: own };
  const { items, nextCursor } = await listAthletes({ organizationId: query.organizationId, among }, query);
  return list(
    items.map((a) => athleteSeenBy(principal, serializeAthlete(a))),
    nextCursor,
  );
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
