"use client";
// Staff change an athlete record's classifying facts (names, date of birth, gender, country).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import type { athleteInput } from "@/lib/schemas/organizations";

export function usePutAthleteRecord(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: z.output<typeof athleteInput> }) =>
      apiFetch<unknown>(`/api/athletes/${id}`, { method: "PUT", json: values }),
    onSuccess: async (_answer, { id }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.people.of(organizationId) }),
        client.invalidateQueries({ queryKey: keys.athletes.of(organizationId) }),
        client.invalidateQueries({ queryKey: keys.athletes.one(id) }),
      ]);
    },
  });
}
