"use client";
// The journal from the pages: pages of entries (newest first, with filters) and the statistics. The
// entry form saves through apiFetchWithEtag itself, since each of its steps needs the last ETag.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import { type JournalFilters, keys } from "@/lib/client/query-keys";
import type { journalEntryResponse, journalStatsResponse } from "@/lib/schemas/journal";

export type JournalEntry = z.output<typeof journalEntryResponse>;
export type JournalStats = z.output<typeof journalStatsResponse>;
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

// The statistics read the same filters as the list, so the figures are those of the sessions shown.
const statsQuery = (athleteId: string, filters: JournalFilters) =>
  queryOptions({
    queryKey: keys.journal.stats(athleteId, filters),
    queryFn: () => apiFetch<JournalStats>(`${base(athleteId)}/stats${query(filters)}`),
  });

export function useStats(athleteId: string, filters: JournalFilters) {
  return useQuery(statsQuery(athleteId, filters));
}
