import { athletesOf, can, describePrincipal, mayEver } from "@/lib/auth/policy";
import { findCompetition } from "@/lib/competitions/competitions";
import {
  createCompetitionEntry,
  listCompetitionEntries,
  serializeCompetitionEntry,
  serializeListedEntry,
} from "@/lib/competitions/competition-entries";
import { forbidden } from "@/lib/errors";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, list } from "@/lib/http/respond";
import { listQuery } from "@/lib/schemas/common";
import { competitionEntryRequest } from "@/lib/schemas/competitions";

/** Creates the entry and reassigns the competition's classifications. */
export const POST = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  if (!mayEver(principal, "competition-entry:write"))
    throw forbidden(`${describePrincipal(principal)} may not enter athletes into competitions.`);
  const entry = await createCompetitionEntry(principal, competition, await readJson(request, competitionEntryRequest));
  return created(serializeCompetitionEntry(entry), `/api/competitions/${params.competitionId}/entries/${entry.id}`);
});

/** The host's staff see every entry; an athlete sees only their own. */
export const GET = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  const host = { organizationId: competition.organizationId };
  const everything = can(principal, "competition-entry:read", host);
  const own = athletesOf(principal, ["athlete"]);
  if (!everything && own.length === 0) throw forbidden(`${describePrincipal(principal)} may not read this competition's entries.`);
  const { items, nextCursor } = await listCompetitionEntries(competition.id, everything ? null : own, readQuery(request, listQuery));
  return list(items.map(serializeListedEntry), nextCursor);
});

export const { PUT, PATCH, DELETE } = notAllowed("POST", "GET");
