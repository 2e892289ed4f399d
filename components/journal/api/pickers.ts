"use client";
// What the entry form's pickers offer: the course-of-fire catalog and the athlete's own calendar
// events, equipment profiles and competition entries.
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type { calendarEventResponse, equipmentProfileResponse } from "@/lib/schemas/athlete-planning";
import type { athleteCompetitionEntryResponse, courseOfFireResponse } from "@/lib/schemas/competitions";

export type CourseOfFire = z.output<typeof courseOfFireResponse>;
export type CalendarEvent = z.output<typeof calendarEventResponse>;
export type EquipmentProfile = z.output<typeof equipmentProfileResponse>;
export type AthleteCompetitionEntry = z.output<typeof athleteCompetitionEntryResponse>;

export function useCoursesOfFire() {
  return useQuery({ ...wholeListQuery<CourseOfFire>(keys.coursesOfFire.all(), "/api/courses-of-fire"), staleTime: 300_000 });
}

export function useCalendarEvents(athleteId: string) {
  return useQuery(wholeListQuery<CalendarEvent>(keys.planning.calendarEvents(athleteId), `/api/athletes/${athleteId}/calendar-events`));
}

export function useEquipmentProfiles(athleteId: string) {
  return useQuery(
    wholeListQuery<EquipmentProfile>(keys.planning.equipmentProfiles(athleteId), `/api/athletes/${athleteId}/equipment-profiles`),
  );
}

export function useCompetitionEntries(athleteId: string) {
  return useQuery(
    wholeListQuery<AthleteCompetitionEntry>(keys.planning.competitionEntries(athleteId), `/api/athletes/${athleteId}/competition-entries`),
  );
}
