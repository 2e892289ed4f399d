import { createAthlete, listAthletes, serializeAthlete } from "@/lib/athletes/athletes";
import { authorize } from "@/lib/auth/policy";
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

/** Admins list any organization's athletes; staff their own organization's; an athlete only themself. */
export const GET = route({}, async ({ request, principal }) => {
  const query = readQuery(request, athleteListQuery);
  const organizationId = query.organizationId ?? (principal.role === "admin" ? undefined : principal.organizationId ?? undefined);
  if (principal.role !== "admin" && principal.role !== "athlete" && organizationId !== principal.organizationId) {
    throw forbidden(`A ${principal.role} key may list only its own organization's athletes.`);
  }
  const where = principal.role === "athlete"
    ? { id: principal.athleteId ?? "", ...(organizationId ? { organizationId } : {}) }
    : organizationId ? { organizationId } : {};
  const { items, nextCursor } = await listAthletes(where, query);
  return list(items.map(serializeAthlete), nextCursor);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
