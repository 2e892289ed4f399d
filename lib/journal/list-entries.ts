import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { after, orderBy, page, type SortKey } from "@/lib/http/pagination";
import type { journalListQuery } from "@/lib/schemas/journal";
import { entryInclude, type EntryWithLinks } from "./serialize-entry";

/** Newest session first. */
const sortKey: SortKey<EntryWithLinks> = [
  { field: "sessionDate", direction: "desc", value: (e) => e.sessionDate },
  { field: "id", direction: "desc", value: (e) => e.id },
];

export function listEntries(athleteId: string, query: z.output<typeof journalListQuery>) {
  const where: Prisma.JournalEntryWhereInput = {
    athleteId,
    sessionDate: { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lte: query.to } : {}) },
    ...(query.discipline !== undefined ? { discipline: query.discipline } : {}),
    ...(query.sessionType !== undefined ? { sessionType: query.sessionType } : {}),
  };
  return page(sortKey, query, ({ after: values, take }) =>
    db.journalEntry.findMany({
      where: { AND: [where, after<Prisma.JournalEntryWhereInput>(sortKey, values)] },
      orderBy: orderBy<Prisma.JournalEntryOrderByWithRelationInput>(sortKey),
      include: entryInclude,
      take,
    }),
  );
}
