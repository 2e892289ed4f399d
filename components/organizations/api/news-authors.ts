"use client";
// News authors: the list, and operation 4 (replace display name and bio) guarded by If-Match.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch, apiFetchWithEtag } from "@/lib/client/api-fetch";
import { wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type { newsAuthorReplaceInput, newsAuthorResponse } from "@/lib/schemas/news-authors";

export type NewsAuthor = z.output<typeof newsAuthorResponse>;
export type NewsAuthorValues = z.input<typeof newsAuthorReplaceInput>;

const base = (organizationId: string) => `/api/organizations/${organizationId}/news/authors`;

const newsAuthorsQuery = (organizationId: string) => wholeListQuery<NewsAuthor>(keys.newsAuthors.of(organizationId), base(organizationId));

export function useNewsAuthors(organizationId: string) {
  return useQuery(newsAuthorsQuery(organizationId));
}

/** Reads the author's ETag when editing starts, so a change saved meanwhile by someone else is a 412. */
export function authorWithEtag(organizationId: string, authorId: string) {
  return apiFetchWithEtag<NewsAuthor>(`${base(organizationId)}/${authorId}`);
}

export function useReplaceNewsAuthor(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ authorId, etag, values }: { authorId: string; etag: string | null; values: NewsAuthorValues }) =>
      apiFetch<NewsAuthor>(`${base(organizationId)}/${authorId}`, {
        method: "PUT",
        json: values,
        headers: etag ? { "if-match": etag } : {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.newsAuthors.of(organizationId) }),
  });
}
