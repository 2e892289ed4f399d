import { authorize } from "@/lib/auth/policy";
import { createCompetition, listCompetitions, serializeCompetition } from "@/lib/competitions/competitions";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, list } from "@/lib/http/respond";
import { competitionInput, competitionListQuery } from "@/lib/schemas/competitions";

export const POST = route({}, async ({ request, principal }) => {
  authorize(principal, "competition:create");
  const competition = await createCompetition(await readJson(request, competitionInput));
  return created(serializeCompetition(competition), `/api/competitions/${competition.id}`);
});

/** Every key may read competitions; ?organizationId= narrows to one host. Latest first. */
export const GET = route({}, async ({ request, principal }) => {
  authorize(principal, "catalog:read");
  const query = readQuery(request, competitionListQuery);
  const { items, nextCursor } = await listCompetitions(query.organizationId ? { organizationId: query.organizationId } : {}, query);
  return list(items.map(serializeCompetition), nextCursor);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
