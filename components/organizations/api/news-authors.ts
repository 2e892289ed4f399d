"use client";
// News authors: the list, adding one, and operation 4 (replace display name and bio) guarded by If-Match.
// Removing goes through the undo of components/ui/undo-delete.tsx.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch, apiFetchWithEtag } from "@/lib/client/api-fetch";
import { wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type { newsAuthorCreateInput, newsAuthorReplaceInput, newsAuthorResponse } from "@/lib/schemas/news-authors";

export type NewsAuthor = z.output<typeof newsAuthorResponse>;
export type NewsAuthorValues = z.input<typeof newsAuthorReplaceInput>;

export const authorsPath = (organizationId: string) => `/api/organizations/${organizationId}/news/authors`;

const newsAuthorsQuery = (organizationId: string) =>
  wholeListQuery<NewsAuthor>(keys.newsAuthors.of(organizationId), authorsPath(organizationId));

export function useNewsAuthors(organizationId: string) {
  return useQuery(newsAuthorsQuery(organizationId));
}

/** Reads the author's ETag when editing starts, so a change saved meanwhile by someone else is a 412. */
export function authorWithEtag(organizationId: string, authorId: string) {
  return apiFetchWithEtag<NewsAuthor>(`${authorsPath(organizationId)}/${authorId}`);
}

export function useReplaceNewsAuthor(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ authorId, etag, values }: { authorId: string; etag: string | null; values: NewsAuthorValues }) =>
      apiFetch<NewsAuthor>(`${authorsPath(organizationId)}/${authorId}`, {
        method: "PUT",
        json: values,
        headers: etag ? { "if-match": etag } : {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.newsAuthors.of(organizationId) }),
  });
}

export function useCreateNewsAuthor(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: z.input<typeof newsAuthorCreateInput>) =>
      apiFetch<NewsAuthor>(authorsPath(organizationId), { method: "POST", json: values }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.newsAuthors.of(organizationId) }),
  });
}
