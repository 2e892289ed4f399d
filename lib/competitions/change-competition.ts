// Editing and deleting a competition from its hosts' pages. A new first day or discipline changes
// the facts the classification rules read, so the competition is reassigned in the same transaction.
import "server-only";
import { assignWithin } from "@/lib/classifications/assign";
import { db, qb } from "@/lib/db/client";
import { conflict, found, invalid } from "@/lib/errors";
import type { Competition } from "@/lib/generated/prisma/client";
import type { CompetitionInput } from "@/lib/schemas/competitions";

/** Replaces the competition's fields; `check` sees the stored one first (the If-Match check). */
export async function updateCompetition(id: string, input: CompetitionInput, check: (current: Competition) => void): Promise<Competition> {
  const organization = await db.organization.findUnique({ where: { id: input.organizationId }, select: { id: true } });
  if (!organization) throw invalid({ "/organizationId": "no organization has this id" });
  await qb.transaction().execute(async (trx) => {
    check(found(await trx.selectFrom("Competition").selectAll().where("id", "=", id).executeTakeFirst(), `Competition ${id}`));
    await trx
      .updateTable("Competition")
      .set({ ...input, updatedAt: new Date() })
      .where("id", "=", id)
      .execute();
    await assignWithin(trx, id);
  });
  return found(await db.competition.findUnique({ where: { id } }), `Competition ${id}`);
}

/** Deletes a competition and its classifications; one with entries stays, as its entries would go with it. */
export async function deleteCompetition(competition: Competition): Promise<void> {
  const entries = await db.competitionEntry.count({ where: { competitionId: competition.id } });
  if (entries > 0) {
    const count = entries === 1 ? "1 entry" : `${entries.toLocaleString("en")} entries`;
    throw conflict(`“${competition.name}” has ${count}; a competition with entries cannot be deleted, as its entries would go with it.`);
  }
  await db.competition.delete({ where: { id: competition.id } });
}
