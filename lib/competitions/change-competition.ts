// Editing and deleting a competition from its hosts' pages. A new first day or discipline changes
// the facts the classification rules read, so the competition is reassigned in the same transaction.
import "server-only";
import { assignWithin } from "@/lib/classifications/assign";
import { guardedWrite } from "@/lib/db/guarded-write";
import { conflict, notFound } from "@/lib/errors";
import type { CompetitionInput } from "@/lib/schemas/competitions";
import { type Competition, competitionById, deleteCompetitionRow, updateCompetitionRow } from "./competition-repository";
import { countEntries } from "./competition-entry-repository";
import { refuseUnknownHost, serializeCompetition } from "./competitions";

/** Replaces the competition's fields; `ifMatch` (the If-Match header's text, null when absent) is compared with the stored one. */
export async function updateCompetition(id: string, input: CompetitionInput, ifMatch: string | null): Promise<Competition> {
  await refuseUnknownHost(input.organizationId);
  return guardedWrite(ifMatch, {
    what: `Competition ${id}`,
    lock: { table: "Competition", id },
    load: (trx) => competitionById(id, trx),
    represent: serializeCompetition,
    write: async (trx) => {
      const competition = await updateCompetitionRow(id, input, trx);
      await assignWithin(trx, id);
      return competition;
    },
  });
}

/** Deletes a competition and its classifications; one with entries stays, as its entries would go with it. */
export async function deleteCompetition(competition: Competition): Promise<void> {
  const entries = await countEntries(competition.id);
  if (entries > 0) {
    const count = entries === 1 ? "1 entry" : `${entries.toLocaleString("en")} entries`;
    throw conflict(`“${competition.name}” has ${count}; a competition with entries cannot be deleted, as its entries would go with it.`);
  }
  if (!(await deleteCompetitionRow(competition.id))) throw notFound(`Competition ${competition.id}`);
}
