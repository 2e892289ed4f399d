"use client";
// One journal entry with its ETag, and the series PUT guarded by If-Match.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetchWithEtag } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import type { scoreSeriesListInput } from "@/lib/schemas/journal";
import type { JournalEntry } from "./journal";

export type SeriesValues = z.input<typeof scoreSeriesListInput>;

const path = (athleteId: string, entryId: string) => `/api/athletes/${athleteId}/journal/${entryId}`;

/** The entry with its ETag. */
export function readEntry(athleteId: string, entryId: string) {
  return apiFetchWithEtag<JournalEntry>(path(athleteId, entryId));
}

const entryQuery = (athleteId: string, entryId: string) =>
  queryOptions({ queryKey: keys.journal.entry(athleteId, entryId), queryFn: () => readEntry(athleteId, entryId) });

export function useEntry(athleteId: string, entryId: string) {
  return useQuery(entryQuery(athleteId, entryId));
}

export function useReplaceSeries(athleteId: string, entryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ etag, values }: { etag: string | null; values: SeriesValues }) =>
      apiFetchWithEtag<JournalEntry>(`${path(athleteId, entryId)}/series`, {
        method: "PUT",
        json: values,
        headers: etag ? { "if-match": etag } : {},
      }),
    onSuccess: (result) => {
      client.setQueryData(entryQuery(athleteId, entryId).queryKey, result);
      void client.invalidateQueries({ queryKey: keys.journal.of(athleteId) });
    },
  });
}
