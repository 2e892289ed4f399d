// Editing and withdrawing a competition entry (API section 13): the host's competition admins (and
// admins) edit, mark DNS/DNF/DSQ and withdraw any entry of their competitions; an athlete withdraws
// their own. Nothing changes once the results are official (409) until they are reopened.
import "server-only";
import { assignWithin, competitionFacts } from "@/lib/classifications/assign";
import { authorize, type Principal } from "@/lib/auth/policy";
import { transaction, type Trx } from "@/lib/db/client";
import { found, invalid } from "@/lib/errors";
import { checkIfMatch } from "@/lib/preconditions";
import type { CompetitionEntryInput } from "@/lib/schemas/competitions";
import {
  entryFacts,
  managesEntries,
  refuseBadPlace,
  refuseSecondEntry,
  refuseWhenOfficial,
  serializeCompetitionEntry,
} from "./competition-entries";
import type { Competition } from "./competition-repository";
import { type CompetitionEntry, deleteEntry, entryOf, updateEntry } from "./competition-entry-repository";

/** The entry, locked with its competition for the change (404 when it is not this competition's). */
async function lockedEntry(trx: Trx, competition: Competition, entryId: string): Promise<CompetitionEntry> {
  await competitionFacts(competition.id, trx);
  return found(await entryOf(competition.id, entryId, trx), `Entry ${entryId} of competition ${competition.id}`);
}

/** PUT: replaces the entry's athlete, course of fire, score, start number, place and status; `ifMatch` is the If-Match header's text (null when absent). */
export async function replaceCompetitionEntry(
  ifMatch: string | null,
  principal: Principal,
  competition: Competition,
  entryId: string,
  input: CompetitionEntryInput,
): Promise<CompetitionEntry> {
  const { errors } = await entryFacts(input, competition);
  return transaction(async (trx) => {
    const entry = await lockedEntry(trx, competition, entryId);
    authorize(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    checkIfMatch(ifMatch, serializeCompetitionEntry(entry));
    refuseWhenOfficial(competition, "changing an entry");
    await refuseSecondEntry(trx, competition.id, input, entry.id);
    await refuseBadPlace(trx, competition.id, input, entry.id);
    const changed = await updateEntry(entry.id, input, trx);
    await assignWithin(trx, competition.id);
    return changed;
  });
}

/** DELETE: withdraws the entry, by the host's officials or the athlete entered; classifications are reassigned. */
export async function withdrawCompetitionEntry(ifMatch: string | null, principal: Principal, competition: Competition, entryId: string) {
  await transaction(async (trx) => {
    const entry = await lockedEntry(trx, competition, entryId);
    if (!managesEntries(principal, competition)) {
      authorize(principal, "competition-entry:write", { athleteId: entry.athleteId });
    }
    checkIfMatch(ifMatch, serializeCompetitionEntry(entry));
    refuseWhenOfficial(competition, "withdrawing");
    await deleteEntry(entry.id, trx);
    await assignWithin(trx, competition.id);
  });
}
