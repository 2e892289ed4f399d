"use client";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { wholeListQuery } from "@/lib/client/list-query";
import type { organizationResponse } from "@/lib/schemas/organizations";

export type Organization = z.output<typeof organizationResponse>;

/** The organizations this key may see (an admin all, others their own): what an organizationId rule can name. */
export function useOrganizations() {
  return useQuery({ ...wholeListQuery<Organization>(["organizations"], "/api/organizations"), staleTime: 300_000 });
}
