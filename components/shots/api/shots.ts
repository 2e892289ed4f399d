"use client";
// An entry's shots with their groups, the replace guarded by the entry's ETag, and the course of
// fire whose layout and target face the shot pages draw.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { JournalEntry } from "@/components/journal/api/journal";
import { apiFetch } from "@/lib/client/api-fetch";
import type { OutboxStep } from "@/lib/client/outbox/core";
import { sendNow } from "@/lib/client/outbox/send";
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

/** The replace as one write, sent at once or kept in the outbox (`NoConnection`), with its Idempotency-Key. */
export const replaceShotsWrite = (
  athleteId: string,
  entryId: string,
  etag: string | null,
  shots: DraftShot[],
  idempotencyKey: string,
): OutboxStep => ({
  method: "PUT",
  path: path(athleteId, entryId),
  body: { shots },
  ifMatch: etag,
  idempotencyKey,
});

export function useReplaceShots(athleteId: string, entryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: OutboxStep) => sendNow<JournalEntry>(step),
    onSuccess: ({ body: entry }) => {
      client.setQueryData(keys.journal.entry(athleteId, entryId), entry);
      void client.invalidateQueries({ queryKey: keys.journal.of(athleteId) });
    },
  });
}
