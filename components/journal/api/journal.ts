"use client";
// The journal from the pages: pages of entries (newest first, with filters), the statistics, and
// creating (operation 1) or replacing an entry.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import { type JournalFilters, keys } from "@/lib/client/query-keys";
import type { journalEntryInput, journalEntryResponse, journalStatsResponse } from "@/lib/schemas/journal";

export type JournalEntry = z.output<typeof journalEntryResponse>;
export type JournalStats = z.output<typeof journalStatsResponse>;
export type JournalEntryValues = z.input<typeof journalEntryInput>;
export type { JournalFilters };

const base = (athleteId: string) => `/api/athletes/${athleteId}/journal`;

function query(filters: JournalFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...extra });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const entriesQuery = (athleteId: string, filters: JournalFilters) =>
  infiniteQueryOptions({
    queryKey: keys.journal.entries(athleteId, filters),
    queryFn: ({ pageParam }) =>
      apiFetch<{ items: JournalEntry[]; nextCursor: string | null }>(
        `${base(athleteId)}${query(filters, { limit: "20", ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useEntries(athleteId: string, filters: JournalFilters) {
  return useInfiniteQuery(entriesQuery(athleteId, filters));
}

const statsQuery = (athleteId: string, filters: JournalFilters) =>
  queryOptions({
    queryKey: keys.journal.stats(athleteId, { from: filters.from, to: filters.to, discipline: filters.discipline }),
    queryFn: () =>
      apiFetch<JournalStats>(`${base(athleteId)}/stats${query({ from: filters.from, to: filters.to, discipline: filters.discipline })}`),
  });

export function useStats(athleteId: string, filters: JournalFilters) {
  return useQuery(statsQuery(athleteId, filters));
}

/** Creates an entry (operation 1), or replaces one guarded by the ETag read when editing started. */
export function useSaveEntry(athleteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, etag, values }: { entryId: string | null; etag: string | null; values: JournalEntryValues }) =>
      entryId === null
        ? apiFetch<JournalEntry>(base(athleteId), { method: "POST", json: values })
        : apiFetch<JournalEntry>(`${base(athleteId)}/${entryId}`, {
            method: "PUT",
            json: values,
            headers: etag ? { "if-match": etag } : {},
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.journal.of(athleteId) }),
  });
}
