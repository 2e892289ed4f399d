"use client";
// What the entry form's pickers offer: the course-of-fire catalog and the athlete's own calendar
// events, equipment profiles and competition entries.
import { useQueries, useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { z } from "zod";
import { type Page, wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type { calendarEventResponse, equipmentProfileResponse } from "@/lib/schemas/athlete-planning";
import type { athleteCompetitionEntryResponse, courseOfFireResponse } from "@/lib/schemas/competitions";

export type CourseOfFire = z.output<typeof courseOfFireResponse>;
export type CalendarEvent = z.output<typeof calendarEventResponse>;
export type EquipmentProfile = z.output<typeof equipmentProfileResponse>;
export type AthleteCompetitionEntry = z.output<typeof athleteCompetitionEntryResponse>;

const courses = () => ({ ...wholeListQuery<CourseOfFire>(keys.coursesOfFire.all(), "/api/courses-of-fire"), staleTime: 300_000 });
const calendarEvents = (athleteId: string) =>
  wholeListQuery<CalendarEvent>(keys.planning.calendarEvents(athleteId), `/api/athletes/${athleteId}/calendar-events`);
const equipmentProfiles = (athleteId: string) =>
  wholeListQuery<EquipmentProfile>(keys.planning.equipmentProfiles(athleteId), `/api/athletes/${athleteId}/equipment-profiles`);
const competitionEntries = (athleteId: string) =>
  wholeListQuery<AthleteCompetitionEntry>(keys.planning.competitionEntries(athleteId), `/api/athletes/${athleteId}/competition-entries`);

export const useCoursesOfFire = () => useQuery(courses());
export const useCompetitionEntries = (athleteId: string) => useQuery(competitionEntries(athleteId));

/** The entry form's four lists; each undefined while they load (or when its read failed). */
export type EntryPickers = {
  courses?: CourseOfFire[];
  events?: CalendarEvent[];
  equipment?: EquipmentProfile[];
  competitionEntries?: AthleteCompetitionEntry[];
};

const WAITING: EntryPickers = {};

type Lists = [
  UseQueryResult<Page<CourseOfFire>>,
  UseQueryResult<Page<CalendarEvent>>,
  UseQueryResult<Page<EquipmentProfile>>,
  UseQueryResult<Page<AthleteCompetitionEntry>>,
];

/**
 * Nothing until every list has come (or failed), then all four: each answer arriving on its own drew
 * the whole form again in one long task, four times over a page's first second (decision 025).
 */
function together([c, e, q, s]: Lists): EntryPickers {
  if (c.isPending || e.isPending || q.isPending || s.isPending) return WAITING;
  return { courses: c.data?.items, events: e.data?.items, equipment: q.data?.items, competitionEntries: s.data?.items };
}

export function useEntryPickers(athleteId: string): EntryPickers {
  return useQueries({
    queries: [courses(), calendarEvents(athleteId), equipmentProfiles(athleteId), competitionEntries(athleteId)],
    combine: together,
  });
}
