"use client";
// A competition's overview and entries as its pages read and change them (API section 13).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch, apiFetchWithEtag } from "@/lib/client/api-fetch";
import { wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type {
  athleteFoundResponse,
  competitionEntryInput,
  competitionEntryResponse,
  entryImportResponse,
} from "@/lib/schemas/competitions";
import type { Competition } from "./get-competitions";

export type Entry = z.output<typeof competitionEntryResponse>;
export type EntryValues = z.input<typeof competitionEntryInput>;
export type EntryImport = z.output<typeof entryImportResponse>;
export type Entrant = z.output<typeof athleteFoundResponse>;

const entriesKey = (competitionId: string) => [...keys.competitions.one(competitionId), "entries"] as const;

export function useCompetition(competitionId: string) {
  return useQuery({
    queryKey: keys.competitions.one(competitionId),
    queryFn: () => apiFetch<Competition>(`/api/competitions/${competitionId}`),
  });
}

/** The entries the reader may see: all of them for the host's people, an athlete their own. */
export function useEntries(competitionId: string, enabled = true) {
  return useQuery({ ...wholeListQuery<Entry>(entriesKey(competitionId), `/api/competitions/${competitionId}/entries`), enabled });
}

function useInvalidate(competitionId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.competitions.one(competitionId) }),
      client.invalidateQueries({ queryKey: keys.classifications.of(competitionId) }),
    ]);
}

export function useCreateEntry(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (values: EntryValues) => apiFetch<Entry>(`/api/competitions/${competitionId}/entries`, { method: "POST", json: values }),
    onSettled: invalidate,
  });
}

/** Replaces an entry under the ETag read just before, so a change made meanwhile is not overwritten. */
export function useReplaceEntry(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: async ({ entry, values }: { entry: Entry; values: EntryValues }) => {
      const path = `/api/competitions/${competitionId}/entries/${entry.id}`;
      const { etag } = await apiFetchWithEtag<Entry>(path);
      return apiFetch<Entry>(path, { method: "PUT", json: values, headers: etag ? { "if-match": etag } : {} });
    },
    onSettled: invalidate,
  });
}

export function useWithdrawEntry(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (entryId: string) => apiFetch<void>(`/api/competitions/${competitionId}/entries/${entryId}`, { method: "DELETE" }),
    onSettled: invalidate,
  });
}

export function useImportEntries(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      apiFetch<EntryImport>(`/api/competitions/${competitionId}/entries/import`, { method: "POST", json: { csv, dryRun } }),
    onSuccess: (_data, { dryRun }) => (dryRun ? undefined : invalidate()),
  });
}

export function useEntrantSearch(competitionId: string, text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...keys.competitions.one(competitionId), "entrants", q],
    queryFn: () => apiFetch<{ items: Entrant[] }>(`/api/competitions/${competitionId}/entries/athletes?q=${encodeURIComponent(q)}`),
    enabled: q.length >= 2,
    staleTime: 30_000,
  });
}

/** Replaces the competition's fields as the overview changes one of them (freeze, registration). */
export function useChangeCompetition(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<{ classesFrozen: boolean; registrationOpen: boolean }>) => {
      const path = `/api/competitions/${competitionId}`;
      const { body, etag } = await apiFetchWithEtag<Competition>(path);
      const { organizationId, name, startDate, endDate, discipline } = body;
      return apiFetch<Competition>(path, {
        method: "PUT",
        json: { organizationId, name, startDate, endDate, discipline, ...change },
        headers: etag ? { "if-match": etag } : {},
      });
    },
    onSettled: () => Promise.all([invalidate(), client.invalidateQueries({ queryKey: keys.competitions.all() })]),
  });
}

type Entrants = { classifications: Array<{ name: string; entrants: Array<{ entryId: string }> }> };

/** Which classes each entry is in, for those who may read the classifications. */
export function useEntryClasses(competitionId: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.classifications.entrants(competitionId),
    queryFn: () => apiFetch<Entrants>(`/api/competitions/${competitionId}/classifications/entrants`),
    enabled,
  });
}
