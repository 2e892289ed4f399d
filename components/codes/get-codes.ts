"use client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { codesResponse } from "@/lib/codes/publish";
import { apiFetch } from "@/lib/client/api-fetch";

export type Codes = z.output<typeof codesResponse>;

export const codesQuery = queryOptions({
  queryKey: ["codes"],
  queryFn: () => apiFetch<Codes>("/api/codes"),
  staleTime: Infinity,
});

export function useCodes() {
  return useQuery(codesQuery);
}
