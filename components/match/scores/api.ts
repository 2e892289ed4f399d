"use client";
// The scores grid's reads: the officials' sheet of a competition, one entry's score with its shots,
// and the history of its changes.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import type { entryScoreResponse, scoreChangeResponse, scoreSheetResponse } from "@/lib/schemas/scores";

export type ScoreSheet = z.output<typeof scoreSheetResponse>;
export type SheetRow = ScoreSheet["rows"][number];
export type SheetCourse = ScoreSheet["courses"][number];
export type EntryScore = z.output<typeof entryScoreResponse>;
export type ScoreChange = z.output<typeof scoreChangeResponse>;

export const scoreKeys = {
  sheet: (competitionId: string) => ["scores", { competitionId }] as const,
  history: (competitionId: string, entryId: string) => ["scores", { competitionId }, "history", entryId] as const,
  entry: (competitionId: string, entryId: string) => ["scores", { competitionId }, "entry", entryId] as const,
};

export const scorePath = (competitionId: string, entryId: string) => `/api/competitions/${competitionId}/entries/${entryId}/score`;

const sheetQuery = (competitionId: string) =>
  queryOptions({
    queryKey: scoreKeys.sheet(competitionId),
    queryFn: () => apiFetch<ScoreSheet>(`/api/competitions/${competitionId}/scores`),
  });

export function useScoreSheet(competitionId: string) {
  return useQuery(sheetQuery(competitionId));
}

export function useScoreHistory(competitionId: string, entryId: string | null) {
  return useQuery({
    queryKey: scoreKeys.history(competitionId, entryId ?? ""),
    queryFn: () => apiFetch<{ items: ScoreChange[] }>(`${scorePath(competitionId, entryId ?? "")}/history?limit=200`),
    enabled: entryId !== null,
  });
}

export function useEntryScore(competitionId: string, entryId: string) {
  return useQuery({
    queryKey: scoreKeys.entry(competitionId, entryId),
    queryFn: () => apiFetch<EntryScore>(scorePath(competitionId, entryId)),
  });
}
