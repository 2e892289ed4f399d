"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-fetch";
import { clearPrivateCaches } from "@/lib/client/offline-caches";
import { sessionQuery } from "./get-session";

function signOut(): Promise<void> {
  return apiFetch<void>("/api/session", { method: "DELETE" });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // What this person read stays with them: the next person on this device starts with no cached pages or answers.
    onSuccess: async () => {
      await clearPrivateCaches();
      client.clear();
      client.setQueryData(sessionQuery.queryKey, null);
    },
  });
}
