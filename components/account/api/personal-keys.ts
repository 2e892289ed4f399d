"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import type { personalKeyResponse } from "@/lib/schemas/people";

export type PersonalKey = z.output<typeof personalKeyResponse>;

export function usePersonalKeys() {
  return useQuery({ queryKey: keys.me.keys(), queryFn: async () => (await apiFetch<{ items: PersonalKey[] }>("/api/me/keys")).items });
}

export function useCreateKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<PersonalKey>("/api/me/keys", { method: "POST", json: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.me.keys() }),
  });
}

export function useRevokeKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/me/keys/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.me.keys() }),
  });
}
