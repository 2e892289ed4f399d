"use client";
// Replaces a competition's name, days and discipline under the ETag read when editing began.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import type { Competition, CompetitionValues } from "./get-competitions";

const replaceCompetition = ({ competitionId, etag, values }: { competitionId: string; etag: string | null; values: CompetitionValues }) =>
  apiFetch<Competition>(`/api/competitions/${competitionId}`, { method: "PUT", json: values, headers: etag ? { "if-match": etag } : {} });

export function useReplaceCompetition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replaceCompetition,
    // The first day counts ages, so the classifications may have moved too.
    onSettled: (_data, _error, { competitionId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.competitions.all() }),
        client.invalidateQueries({ queryKey: keys.classifications.of(competitionId) }),
      ]),
  });
}
