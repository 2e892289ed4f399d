import "server-only";
import { qb } from "@/lib/db/client";
import { type FieldErrors, invalid } from "@/lib/errors";
import type { JournalEntryInput } from "@/lib/schemas/journal";
import type { EntryWithLinks } from "./serialize-entry";

export type Links = Pick<EntryWithLinks, "courseOfFire" | "linkedCalendarEvent" | "linkedCompetitionEntry">;
type LinkedIds = Pick<JournalEntryInput, "linkedCompetitionEntryId" | "courseOfFireId" | "linkedCalendarEventId" | "equipmentProfileId">;

const when = <T>(id: string | null | undefined, read: (id: string) => Promise<T>): Promise<T | null> | undefined =>
  id ? read(id).then((r) => r ?? null) : undefined;

/**
 * The linked records an entry names, each read once (a hot path: operation 1): they must exist,
 * and the competition entry, calendar event and equipment profile must be this athlete's own (a
 * course of fire is global). Each failure names its field. What is found is what the response shows.
 */
export async function linksOf(athleteId: string, input: LinkedIds): Promise<Links> {
  const [competitionEntry, course, event, equipment] = await Promise.all([
    when(input.linkedCompetitionEntryId, (id) =>
      qb
        .selectFrom("CompetitionEntry as ce")
        .innerJoin("Competition as c", "c.id", "ce.competitionId")
        .select(["ce.athleteId", "c.id", "c.name", "c.startDate"])
        .where("ce.id", "=", id)
        .executeTakeFirst(),
    ),
    when(input.courseOfFireId, (id) => qb.selectFrom("CourseOfFire").select(["name", "code"]).where("id", "=", id).executeTakeFirst()),
    when(input.linkedCalendarEventId, (id) =>
      qb.selectFrom("CalendarEvent").select(["athleteId", "title"]).where("id", "=", id).executeTakeFirst(),
    ),
    when(input.equipmentProfileId, (id) => qb.selectFrom("EquipmentProfile").select("athleteId").where("id", "=", id).executeTakeFirst()),
  ]);
  const errors: FieldErrors = {};
  const notOwn = (record: { athleteId: string } | null | undefined) => record !== undefined && record?.athleteId !== athleteId;
  if (notOwn(competitionEntry)) errors["/linkedCompetitionEntryId"] = "no competition entry of this athlete has this id";
  if (course === null) errors["/courseOfFireId"] = "no course of fire has this id";
  if (notOwn(event)) errors["/linkedCalendarEventId"] = "no calendar event of this athlete has this id";
  if (notOwn(equipment)) errors["/equipmentProfileId"] = "no equipment profile of this athlete has this id";
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    courseOfFire: course ?? null,
    linkedCalendarEvent: event ? { title: event.title } : null,
    linkedCompetitionEntry: competitionEntry
      ? { competition: { id: competitionEntry.id, name: competitionEntry.name, startDate: competitionEntry.startDate } }
      : null,
  };
}
