"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-fetch";
import type { WhoAmI } from "@/lib/schemas/people";
import { sessionQuery } from "./get-session";

function signIn(apiKey: string): Promise<WhoAmI> {
  return apiFetch<WhoAmI>("/api/session", { method: "POST", json: { apiKey } });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: (who) => client.setQueryData(sessionQuery.queryKey, who) });
}
