"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";

const deleteCompetition = (competitionId: string) => apiFetch<void>(`/api/competitions/${competitionId}`, { method: "DELETE" });

export function useDeleteCompetition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCompetition,
    onSettled: () => client.invalidateQueries({ queryKey: keys.competitions.all() }),
  });
}
