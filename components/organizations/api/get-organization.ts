"use client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import type { organizationResponse } from "@/lib/schemas/organizations";

export type Organization = z.output<typeof organizationResponse>;

export const organizationQuery = (organizationId: string) =>
  queryOptions({ queryKey: ["organization", { organizationId }], queryFn: () => apiFetch<Organization>(`/api/organizations/${organizationId}`) });

export function useOrganization(organizationId: string) {
  return useQuery(organizationQuery(organizationId));
}
