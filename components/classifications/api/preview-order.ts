"use client";
// What a new order of the classifications would move, asked before the order is saved.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import type { orderPreviewResponse } from "@/lib/schemas/classifications";

export type OrderPreview = z.output<typeof orderPreviewResponse>;

const previewOrder = (competitionId: string, order: string[], signal?: AbortSignal) =>
  apiFetch<OrderPreview>(`/api/competitions/${competitionId}/classifications/preview-order`, { method: "POST", json: { order }, signal });

const orderPreviewQuery = (competitionId: string, order: string[]) =>
  queryOptions({
    queryKey: [...keys.classifications.of(competitionId), "preview-order", order] as const,
    queryFn: ({ signal }) => previewOrder(competitionId, order, signal),
    staleTime: 5_000,
  });

/** Null order: nothing is being reordered. */
export function useOrderPreview(competitionId: string, order: string[] | null) {
  return useQuery({ ...orderPreviewQuery(competitionId, order ?? []), enabled: order !== null });
}
