import "server-only";
import { db } from "@/lib/db";
import { type FieldErrors, invalid } from "@/lib/http/errors";
import type { JournalEntryInput } from "@/lib/schemas/journal";
import { entryInclude, type EntryWithLinks } from "./serialize-entry";
import { derivedColumns } from "./totals";

/**
 * Linked records must exist; the competition entry, calendar event and equipment profile must also
 * be this athlete's own (a course of fire is global). Each failure names its field.
 */
export async function checkLinks(athleteId: string, input: JournalEntryInput): Promise<void> {
  const [competitionEntry, course, event, equipment] = await Promise.all([
    input.linkedCompetitionEntryId
      ? db.competitionEntry.findUnique({ where: { id: input.linkedCompetitionEntryId }, select: { athleteId: true } })
      : undefined,
    input.courseOfFireId ? db.courseOfFire.findUnique({ where: { id: input.courseOfFireId }, select: { id: true } }) : undefined,
    input.linkedCalendarEventId
      ? db.calendarEvent.findUnique({ where: { id: input.linkedCalendarEventId }, select: { athleteId: true } })
      : undefined,
    input.equipmentProfileId
      ? db.equipmentProfile.findUnique({ where: { id: input.equipmentProfileId }, select: { athleteId: true } })
      : undefined,
  ]);
  const errors: FieldErrors = {};
  const notOwn = (record: { athleteId: string } | null | undefined) => record !== undefined && record?.athleteId !== athleteId;
  if (notOwn(competitionEntry)) errors["/linkedCompetitionEntryId"] = "no competition entry of this athlete has this id";
  if (course === null) errors["/courseOfFireId"] = "no course of fire has this id";
  if (notOwn(event)) errors["/linkedCalendarEventId"] = "no calendar event of this athlete has this id";
  if (notOwn(equipment)) errors["/equipmentProfileId"] = "no equipment profile of this athlete has this id";
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function createEntry(athleteId: string, input: JournalEntryInput): Promise<EntryWithLinks> {
  await checkLinks(athleteId, input);
  return db.journalEntry.create({ data: { ...input, athleteId, ...derivedColumns(input, []) }, include: entryInclude });
}
