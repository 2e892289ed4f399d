"use client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { codesResponse } from "@/lib/codes/publish";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";

export type Codes = z.output<typeof codesResponse>;

const codesQuery = queryOptions({
  queryKey: keys.codes(),
  queryFn: () => apiFetch<Codes>("/api/codes"),
  staleTime: Infinity,
});

export function useCodes() {
  return useQuery(codesQuery);
}
