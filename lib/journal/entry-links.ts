import "server-only";
import { type FieldErrors, invalid } from "@/lib/errors";
import type { JournalEntryInput } from "@/lib/schemas/journal";
import { type EntryLinks, selectLinkedRecords } from "./entry-repository";

type LinkedIds = Pick<JournalEntryInput, "linkedCompetitionEntryId" | "courseOfFireId" | "linkedCalendarEventId" | "equipmentProfileId">;

/**
 * The linked records an entry names (a hot path: operation 1): they must exist, and the
 * competition entry, calendar event and equipment profile must be this athlete's own (a course of
 * fire is global). Each failure names its field. What is found is what the response shows.
 */
export async function linksOf(athleteId: string, input: LinkedIds): Promise<EntryLinks> {
  const { competitionEntry, course, event, equipment } = await selectLinkedRecords(input);
  const errors: FieldErrors = {};
  const notOwn = (record: { athleteId: string | null } | null | undefined) => record !== undefined && record?.athleteId !== athleteId;
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
