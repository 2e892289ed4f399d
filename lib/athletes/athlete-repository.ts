// Every query of athletes, and of the calendar feed kept on their row.
import "server-only";
import type { Selectable } from "kysely";
import { type QueryBuilder, qb } from "@/lib/db/client";
import { ascending, inKeyOrder, page } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
import type { Athlete } from "@/lib/generated/kysely/types";
import type { AthleteInput } from "@/lib/schemas/organizations";

export type AthleteRow = Selectable<Athlete>;

/** Which athletes a list may hold: those of one organization, and (unless null) only those of these organizations or these athletes. */
export type AthleteFilter = {
  organizationId?: string;
  among: { organizationIds: string[]; athleteIds: string[] } | null;
};

/** On the path of every request under an athlete (with its journalRevision): a hot path. */
export function selectAthlete(id: string, executor: QueryBuilder = qb): Promise<AthleteRow | undefined> {
  return executor.selectFrom("Athlete").selectAll().where("id", "=", id).executeTakeFirst();
}

export function insertAthlete(input: AthleteInput, executor: QueryBuilder = qb): Promise<AthleteRow> {
  const now = new Date();
  return executor
    .insertInto("Athlete")
    .values({ id: newId(), ...input, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAthlete(id: string, input: AthleteInput, executor: QueryBuilder = qb): Promise<AthleteRow> {
  return executor
    .updateTable("Athlete")
    .set({ ...input, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

const byName = ascending<AthleteRow>(
  { field: "lastName", kind: "string", value: (a) => a.lastName },
  { field: "firstName", kind: "string", value: (a) => a.firstName },
);

/** Alphabetical by last, then first name. */
export function selectAthletePage(filter: AthleteFilter, query: { limit: number; cursor?: string }, executor: QueryBuilder = qb) {
  return page(byName, query, async ({ after, take }) => {
    let select = executor.selectFrom("Athlete").selectAll();
    if (filter.organizationId !== undefined) select = select.where("organizationId", "=", filter.organizationId);
    if (filter.among !== null) {
      const { organizationIds, athleteIds } = filter.among;
      if (organizationIds.length === 0 && athleteIds.length === 0) return [];
      select = select.where((eb) =>
        eb.or([
          ...(organizationIds.length > 0 ? [eb("organizationId", "in", organizationIds)] : []),
          ...(athleteIds.length > 0 ? [eb("id", "in", athleteIds)] : []),
        ]),
      );
    }
    return select.$call((q) => inKeyOrder(q, byName, { after, take }, ["lastName", "firstName", "id"])).execute();
  });
}

export async function setCalendarFeedHash(athleteId: string, hash: string | null, executor: QueryBuilder = qb): Promise<void> {
  await executor.updateTable("Athlete").set({ calendarFeedHash: hash, updatedAt: new Date() }).where("id", "=", athleteId).execute();
}

export function selectAthleteByFeedHash(hash: string, executor: QueryBuilder = qb): Promise<AthleteRow | undefined> {
  return executor.selectFrom("Athlete").selectAll().where("calendarFeedHash", "=", hash).executeTakeFirst();
}

/** The competitions the athlete entered, for their calendar feed (in no particular order, as before). */
export function selectEnteredCompetitions(athleteId: string, executor: QueryBuilder = qb) {
  return executor
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Competition as c", "c.id", "e.competitionId")
    .select(["e.id as entryId", "e.updatedAt as entryUpdatedAt", "c.name", "c.startDate", "c.endDate", "c.discipline"])
    .where("e.athleteId", "=", athleteId)
    .execute();
}
