"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import type { organizationInput } from "@/lib/schemas/organizations";
import type { Organization } from "./organizations";

const createOrganization = (values: z.output<typeof organizationInput>) =>
  apiFetch<Organization>("/api/organizations", { method: "POST", json: values });

export function useCreateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSettled: () => client.invalidateQueries({ queryKey: keys.organizations.all() }),
  });
}
