"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import type { Competition, CompetitionValues } from "./get-competitions";

const createCompetition = (values: CompetitionValues) => apiFetch<Competition>("/api/competitions", { method: "POST", json: values });

export function useCreateCompetition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCompetition,
    onSettled: () => client.invalidateQueries({ queryKey: keys.competitions.all() }),
  });
}
