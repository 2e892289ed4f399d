"use client";
// Operation 3 from the pages: read the profile with its ETag, create or replace it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { sessionQuery } from "@/components/session/api/get-session";
import { apiFetchWithEtag } from "@/lib/client/api-fetch";
import type { userProfileInput, userProfileResponse } from "@/lib/schemas/user-profiles";

export type UserProfile = z.output<typeof userProfileResponse>;
export type UserProfileValues = z.input<typeof userProfileInput>;

export function profileWithEtag(id: string) {
  return apiFetchWithEtag<UserProfile>(`/api/UserProfiles/${id}`);
}

export function usePutProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag, values }: { id: string; etag: string | null; values: UserProfileValues }) =>
      apiFetchWithEtag<UserProfile>(`/api/UserProfiles/${id}`, { method: "PUT", json: values, headers: etag ? { "if-match": etag } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
