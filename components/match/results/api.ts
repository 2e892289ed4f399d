"use client";
// The result lists from the pages: the officials' list (any time), the public's (refreshing itself),
// team results, and publishing or reopening.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-fetch";
import type { Publication, ResultList, TeamResultsResponse } from "@/lib/schemas/results";
import { type Choice, resultKeys } from "./keys";

export type { Publication, ResultList, TeamResultsResponse };
export type { Choice } from "./keys";

export function resultsPath(competitionId: string, choice: Choice, audience: "officials" | "public", format?: "csv" | "pdf"): string {
  const query = new URLSearchParams();
  if (choice.courseOfFireId) query.set("courseOfFireId", choice.courseOfFireId);
  if (choice.classificationId) query.set("classificationId", choice.classificationId);
  if (format) query.set("format", format);
  const base = audience === "public" ? `/api/public/competitions/${competitionId}/results` : `/api/competitions/${competitionId}/results`;
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

export function useResults(competitionId: string, choice: Choice, audience: "officials" | "public", refreshEveryMs?: number) {
  return useQuery({
    queryKey: resultKeys.list(competitionId, choice, audience),
    queryFn: () => apiFetch<ResultList>(resultsPath(competitionId, choice, audience)),
    placeholderData: keepPreviousData,
    refetchInterval: refreshEveryMs,
    refetchIntervalInBackground: false,
    // Before publishing the public list is a 404: asking again at once would not change that.
    retry: audience === "public" ? false : 2,
  });
}

export function usePublication(competitionId: string) {
  return useQuery({
    queryKey: resultKeys.publication(competitionId),
    queryFn: () => apiFetch<Publication>(`/api/competitions/${competitionId}/results/publish`),
  });
}

export function useTeamResults(competitionId: string, courseOfFireId: string | undefined) {
  return useQuery({
    queryKey: resultKeys.teams(competitionId, courseOfFireId),
    queryFn: () =>
      apiFetch<TeamResultsResponse>(
        `/api/competitions/${competitionId}/results/teams${courseOfFireId ? `?courseOfFireId=${courseOfFireId}` : ""}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Publishes (reason null) or reopens (with the reason). */
export function usePublish(competitionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reopenReason: string | null) =>
      apiFetch<Publication>(`/api/competitions/${competitionId}/results/publish`, {
        method: reopenReason === null ? "POST" : "DELETE",
        ...(reopenReason === null ? {} : { json: { reason: reopenReason } }),
      }),
    onSuccess: (publication) => {
      client.setQueryData(resultKeys.publication(competitionId), publication);
      return client.invalidateQueries({ queryKey: resultKeys.all(competitionId) });
    },
  });
}
