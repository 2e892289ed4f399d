"use client";
// What the entry form's pickers offer: the course-of-fire catalog and the athlete's own calendar
// events and equipment profiles.
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import type { calendarEventResponse, equipmentProfileResponse } from "@/lib/schemas/athlete-planning";
import type { courseOfFireResponse } from "@/lib/schemas/competitions";

export type CourseOfFire = z.output<typeof courseOfFireResponse>;
export type CalendarEvent = z.output<typeof calendarEventResponse>;
export type EquipmentProfile = z.output<typeof equipmentProfileResponse>;
type Page<T> = { items: T[]; nextCursor: string | null };

export function useCoursesOfFire() {
  return useQuery({ queryKey: ["courses-of-fire"], queryFn: () => apiFetch<Page<CourseOfFire>>("/api/courses-of-fire?limit=200"), staleTime: 300_000 });
}

export function useCalendarEvents(athleteId: string) {
  return useQuery({ queryKey: ["calendar-events", { athleteId }], queryFn: () => apiFetch<Page<CalendarEvent>>(`/api/athletes/${athleteId}/calendar-events?limit=200`) });
}

export function useEquipmentProfiles(athleteId: string) {
  return useQuery({ queryKey: ["equipment-profiles", { athleteId }], queryFn: () => apiFetch<Page<EquipmentProfile>>(`/api/athletes/${athleteId}/equipment-profiles?limit=200`) });
}
