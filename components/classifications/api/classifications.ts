"use client";
// A competition's classifications from the pages: the list in display order, one with its ETag,
// operation 6 (replace, guarded by If-Match), create, delete, reorder, and the live preview.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch, apiFetchWithEtag } from "@/lib/client/api-fetch";
import { wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type {
  assignmentResponse,
  classificationInput,
  classificationResponse,
  entrantsResponse,
  previewResponse,
} from "@/lib/schemas/classifications";
import type { competitionResponse } from "@/lib/schemas/competitions";

export type Classification = z.output<typeof classificationResponse>;
export type ClassificationValues = z.output<typeof classificationInput>;
export type Preview = z.output<typeof previewResponse>;
export type Entrants = z.output<typeof entrantsResponse>;
export type Assignment = z.output<typeof assignmentResponse>;
export type Competition = z.output<typeof competitionResponse>;

const base = (competitionId: string) => `/api/competitions/${competitionId}/classifications`;

const competitionQuery = (competitionId: string) =>
  queryOptions({
    queryKey: keys.competitions.one(competitionId),
    queryFn: () => apiFetch<Competition>(`/api/competitions/${competitionId}`),
  });

const classificationsQuery = (competitionId: string) =>
  wholeListQuery<Classification>(keys.classifications.of(competitionId), base(competitionId));

export function useCompetition(competitionId: string) {
  return useQuery(competitionQuery(competitionId));
}

export function useClassifications(competitionId: string) {
  return useQuery(classificationsQuery(competitionId));
}

/** Read when editing starts: the ETag that a save must match. */
export function classificationWithEtag(competitionId: string, classificationId: string) {
  return apiFetchWithEtag<Classification>(`${base(competitionId)}/${classificationId}`);
}

export function useSaveClassification(competitionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      classificationId,
      etag,
      values,
    }: {
      classificationId: string | null;
      etag: string | null;
      values: ClassificationValues;
    }) =>
      classificationId === null
        ? apiFetchWithEtag<Classification>(base(competitionId), { method: "POST", json: values })
        : apiFetchWithEtag<Classification>(`${base(competitionId)}/${classificationId}`, {
            method: "PUT",
            json: values,
            headers: etag ? { "if-match": etag } : {},
          }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.classifications.of(competitionId) }),
  });
}

export function useDeleteClassification(competitionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ classificationId, etag }: { classificationId: string; etag: string | null }) =>
      apiFetch<void>(`${base(competitionId)}/${classificationId}`, { method: "DELETE", headers: etag ? { "if-match": etag } : {} }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.classifications.of(competitionId) }),
  });
}

/**
 * Puts the classifications in the given order by renumbering displayOrder 10, 20, 30, ... Each
 * changed one is read fresh and replaced with only its displayOrder changed, under that read's
 * ETag, so a concurrent edit of its rules is never overwritten.
 */
export function useReorderClassifications(competitionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ordered: Classification[]) => {
      for (const [index, listed] of ordered.entries()) {
        const displayOrder = (index + 1) * 10;
        if (listed.displayOrder === displayOrder) continue;
        const { body, etag } = await classificationWithEtag(competitionId, listed.id);
        await apiFetch<Classification>(`${base(competitionId)}/${listed.id}`, {
          method: "PUT",
          json: { ...body, displayOrder },
          headers: etag ? { "if-match": etag } : {},
        });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.classifications.of(competitionId) }),
  });
}

/**
 * Which entries the rules as they stand in the form would qualify, and what saving would move
 * (compared with the saved `classificationId`); null values mean the form does not parse yet.
 */
export function usePreview(competitionId: string, values: ClassificationValues | null, classificationId: string | null) {
  const query = classificationId ? `?classificationId=${encodeURIComponent(classificationId)}` : "";
  return useQuery({
    queryKey: keys.classifications.preview(competitionId, values, classificationId),
    queryFn: ({ signal }) => apiFetch<Preview>(`${base(competitionId)}/preview${query}`, { method: "POST", json: values, signal }),
    enabled: values !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** Who is in each classification, pinned or placed by the rules, and who is kept out. */
export function useEntrants(competitionId: string) {
  return useQuery({
    queryKey: keys.classifications.entrants(competitionId),
    queryFn: () => apiFetch<Entrants>(`${base(competitionId)}/entrants`),
  });
}

/** Pins an entry to a classification, keeps it out, or (null) lets the rules decide again. */
export function usePlaceEntrant(competitionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      classificationId,
      entryId,
      placement,
    }: {
      classificationId: string;
      entryId: string;
      placement: "pinned" | "keptOut" | null;
    }) =>
      apiFetch<Assignment>(`${base(competitionId)}/${classificationId}/placements/${entryId}`, {
        method: placement ? "PUT" : "DELETE",
        ...(placement ? { json: { placement } } : {}),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.classifications.of(competitionId) }),
  });
}
