// Editing and withdrawing a competition entry (API section 13): the host's competition admins (and
// admins) edit and withdraw any entry of their competitions; an athlete withdraws their own.
import "server-only";
import { assignWithin, competitionFacts } from "@/lib/classifications/assign";
import { authorize, can, type Principal } from "@/lib/auth/policy";
import { qb, type QueryBuilder } from "@/lib/db/client";
import { found, invalid } from "@/lib/errors";
import type { Competition, CompetitionEntry } from "@/lib/generated/prisma/client";
import { checkIfMatch } from "@/lib/http/respond";
import type { CompetitionEntryInput } from "@/lib/schemas/competitions";
import { entryFacts, refuseSecondEntry, serializeCompetitionEntry } from "./competition-entries";

/** The entry, locked with its competition for the change (404 when it is not this competition's). */
async function lockedEntry(trx: QueryBuilder, competition: Competition, entryId: string): Promise<CompetitionEntry> {
  await competitionFacts(trx, competition.id, true);
  const entry = await trx
    .selectFrom("CompetitionEntry")
    .selectAll()
    .where("id", "=", entryId)
    .where("competitionId", "=", competition.id)
    .executeTakeFirst();
  return found(entry, `Entry ${entryId} of competition ${competition.id}`);
}

/** PUT: replaces the entry's athlete, course of fire and score; If-Match as everywhere. */
export async function replaceCompetitionEntry(
  request: Request,
  principal: Principal,
  competition: Competition,
  entryId: string,
  input: CompetitionEntryInput,
): Promise<CompetitionEntry> {
  const { errors } = await entryFacts(input);
  return qb.transaction().execute(async (trx) => {
    const entry = await lockedEntry(trx, competition, entryId);
    authorize(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    checkIfMatch(request, serializeCompetitionEntry(entry));
    await refuseSecondEntry(trx, competition.id, input, entry.id);
    const changed = await trx
      .updateTable("CompetitionEntry")
      .set({ ...input, updatedAt: new Date() })
      .where("id", "=", entry.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await assignWithin(trx, competition.id);
    return changed;
  });
}

/** DELETE: withdraws the entry, by the host's officials or the athlete entered; classifications are reassigned. */
export async function withdrawCompetitionEntry(request: Request, principal: Principal, competition: Competition, entryId: string) {
  await qb.transaction().execute(async (trx) => {
    const entry = await lockedEntry(trx, competition, entryId);
    if (!can(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId })) {
      authorize(principal, "competition-entry:write", { athleteId: entry.athleteId });
    }
    checkIfMatch(request, serializeCompetitionEntry(entry));
    await trx.deleteFrom("CompetitionEntry").where("id", "=", entry.id).execute();
    await assignWithin(trx, competition.id);
  });
}
