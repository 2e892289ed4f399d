import { authorize, describePrincipal, mayEver } from "@/lib/auth/policy";
import { createCompetition, listCompetitions, serializeCompetition } from "@/lib/competitions/competitions";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, list } from "@/lib/http/respond";
import { forbidden } from "@/lib/errors";
import { competitionInput, competitionListQuery } from "@/lib/schemas/competitions";

/** Admins, and competition admins for the organization they hold the role in. */
export const POST = route({}, async ({ request, principal }) => {
  if (!mayEver(principal, "competition:create")) throw forbidden(`${describePrincipal(principal)} may not create competitions.`);
  const input = await readJson(request, competitionInput);
  authorize(principal, "competition:create", { organizationId: input.organizationId });
  const competition = await createCompetition(input);
  return created(serializeCompetition(competition), `/api/competitions/${competition.id}`);
});

/** Every key may read competitions; ?organizationId= narrows to one host. Latest first. */
export const GET = route({}, async ({ request, principal }) => {
  authorize(principal, "catalog:read");
  const query = readQuery(request, competitionListQuery);
  const { items, nextCursor } = await listCompetitions(query.organizationId ?? null, query);
  return list(items.map(serializeCompetition), nextCursor);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
