"use client";
// Organizations from the pages: the ones this person may see (an admin all, others their own),
// and one by id.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import { wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type { organizationResponse } from "@/lib/schemas/organizations";

export type Organization = z.output<typeof organizationResponse>;

const organizationQuery = (organizationId: string) =>
  queryOptions({
    queryKey: keys.organizations.one(organizationId),
    queryFn: () => apiFetch<Organization>(`/api/organizations/${organizationId}`),
  });

export function useOrganization(organizationId: string) {
  return useQuery(organizationQuery(organizationId));
}

/** What an organizationId classification rule can name. */
export function useOrganizations() {
  return useQuery({ ...wholeListQuery<Organization>(keys.organizations.all(), "/api/organizations"), staleTime: 300_000 });
}
