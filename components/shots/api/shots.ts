"use client";
// An entry's shots with their groups, the replace guarded by the entry's ETag, and the course of
// fire whose layout and target face the shot pages draw.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { JournalEntry } from "@/components/journal/api/journal";
import { apiFetch, apiFetchWithEtag } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import type { courseOfFireResponse } from "@/lib/schemas/competitions";
import type { shotsInput, shotsResponse } from "@/lib/schemas/shots";

export type Shots = z.output<typeof shotsResponse>;
export type Shot = Shots["shots"][number];
export type CourseOfFire = z.output<typeof courseOfFireResponse>;
type ShotInput = z.input<typeof shotsInput>["shots"][number];
/** A shot as the pages hold it before saving: every field present but what only a target measures. */
export type DraftShot = Required<Omit<ShotInput, "velocity" | "yaw" | "pitch">> & Pick<ShotInput, "velocity" | "yaw" | "pitch">;

const path = (athleteId: string, entryId: string) => `/api/athletes/${athleteId}/journal/${entryId}/shots`;

export function useShots(athleteId: string, entryId: string) {
  return useQuery({ queryKey: keys.journal.shots(athleteId, entryId), queryFn: () => apiFetch<Shots>(path(athleteId, entryId)) });
}

export function useCourseOfFire(id: string | null) {
  return useQuery({
    queryKey: keys.coursesOfFire.one(id ?? ""),
    queryFn: () => apiFetch<CourseOfFire>(`/api/courses-of-fire/${id}`),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

export function useReplaceShots(athleteId: string, entryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ etag, shots }: { etag: string | null; shots: DraftShot[] }) =>
      apiFetchWithEtag<JournalEntry>(path(athleteId, entryId), {
        method: "PUT",
        json: { shots },
        headers: etag ? { "if-match": etag } : {},
      }),
    onSuccess: (entry) => {
      client.setQueryData(keys.journal.entry(athleteId, entryId), entry);
      void client.invalidateQueries({ queryKey: keys.journal.of(athleteId) });
    },
  });
}
