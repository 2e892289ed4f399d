"use client";
// Operation 2 and the rest of an organization's addresses: list, read with ETag, create, replace, delete.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch, apiFetchWithEtag } from "@/lib/client/api-fetch";
import { wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type { addressInput, addressResponse } from "@/lib/schemas/addresses";

export type Address = z.output<typeof addressResponse>;
export type AddressValues = z.input<typeof addressInput>;

const base = (organizationId: string) => `/api/organizations/${organizationId}/addresses`;

const addressesQuery = (organizationId: string) => wholeListQuery<Address>(keys.addresses.of(organizationId), base(organizationId));

export function useAddresses(organizationId: string) {
  return useQuery(addressesQuery(organizationId));
}

/** Reads the address's ETag when editing starts, so a change saved meanwhile by someone else is a 412. */
export function addressWithEtag(organizationId: string, addressId: string) {
  return apiFetchWithEtag<Address>(`${base(organizationId)}/${addressId}`);
}

export function useSaveAddress(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ addressId, etag, values }: { addressId: string | null; etag: string | null; values: AddressValues }) =>
      addressId === null
        ? apiFetch<Address>(base(organizationId), { method: "POST", json: values })
        : apiFetch<Address>(`${base(organizationId)}/${addressId}`, {
            method: "PUT",
            json: values,
            headers: etag ? { "if-match": etag } : {},
          }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.addresses.of(organizationId) }),
  });
}
