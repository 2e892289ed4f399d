"use client";
// What the plan page reads and writes: the plan of a range, goals and the day's check-in. Every write
// carries an Idempotency-Key made when the person acted; without signal it waits in the outbox and
// the page shows it as planned already.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { useKeepWrite } from "@/components/outbox/use-outbox";
import { apiFetch } from "@/lib/client/api-fetch";
import { wholeListQuery } from "@/lib/client/list-query";
import type { OutboxKind } from "@/lib/client/outbox/core";
import { NoConnection, sendNow, withKey } from "@/lib/client/outbox/send";
import { keys } from "@/lib/client/query-keys";
// The browser's zone, so a session at 21:00 falls on the day the athlete lived it.
import { browserTimeZone } from "@/lib/client/reader-cookie";
import type { checkInResponse, goalResponse, planResponse } from "@/lib/schemas/planning";

export type Plan = z.output<typeof planResponse>;
export type PlannedInPlan = Plan["sessions"][number];
export type Goal = z.output<typeof goalResponse>;
export type CheckIn = z.output<typeof checkInResponse>;

export function usePlan(athleteId: string, from: string, to: string) {
  return useQuery({
    queryKey: keys.planning.plan(athleteId, from, to),
    queryFn: () =>
      apiFetch<Plan>(`/api/athletes/${athleteId}/plan?from=${from}&to=${to}&timeZone=${encodeURIComponent(browserTimeZone())}`),
  });
}

/** The athlete's goals; only the athlete and their coaches may read them. */
export function useGoals(athleteId: string, enabled = true) {
  return useQuery({ ...wholeListQuery<Goal>(keys.planning.goals(athleteId), `/api/athletes/${athleteId}/goals`), enabled });
}

/** The day's check-in, or null when there is none; not asked while `date` is null (not known yet). */
export function useCheckIn(athleteId: string, date: string | null) {
  return useQuery({
    queryKey: keys.planning.checkIn(athleteId, date ?? ""),
    enabled: date !== null,
    // The day's list, not the day's own address: a day without a check-in is an empty list, where
    // the single read is a 404 that the browser logs as an error on every session page.
    queryFn: () =>
      apiFetch<{ items: CheckIn[] }>(`/api/athletes/${athleteId}/check-ins?from=${date}&to=${date}&limit=1`)
        .then((list) => list.items[0] ?? null)
        .catch(() => null),
  });
}

type Write = { kind: OutboxKind; title: string; method: "POST" | "PUT" | "DELETE"; path: string; body?: unknown };

/**
 * A write sent now, or kept in the outbox when there is no signal: answers "sent" or "kept". A
 * problem the server states is thrown for the form to show.
 */
export function useWrite(invalidate: readonly unknown[]) {
  const client = useQueryClient();
  const keepWrite = useKeepWrite();
  return useMutation({
    mutationFn: async (write: Write): Promise<"sent" | "kept"> => {
      const step = withKey({ method: write.method, path: write.path, body: write.body });
      try {
        await sendNow(step);
        return "sent";
      } catch (problem) {
        if (!(problem instanceof NoConnection)) throw problem;
        await keepWrite({ kind: write.kind, title: write.title, steps: [step] });
        return "kept";
      }
    },
    // Not awaited: offline, the refetch waits for the signal, and the save must not wait with it.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: invalidate });
    },
  });
}
