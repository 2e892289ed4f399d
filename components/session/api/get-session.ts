"use client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiProblem, apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import type { WhoAmI } from "@/lib/schemas/people";

/** Who is signed in; null when nobody is. */
async function getSession(): Promise<WhoAmI | null> {
  try {
    return await apiFetch<WhoAmI>("/api/session");
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({ queryKey: keys.session(), queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery);
}
