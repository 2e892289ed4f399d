"use client";
import { useState } from "react";
import { type Codes, useCodes } from "@/components/codes/get-codes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { AddressForm } from "./address-form";
import { localityLines, stateOnAddress } from "./address-lines";
import { deleteLater, usePendingDelete } from "@/components/ui/undo-delete";
import { keys } from "@/lib/client/query-keys";
import { type Address, addressWithEtag, useAddresses } from "./api/addresses";

type Editing = { address: Address | null; etag: string | null } | null;

function label(list: ReadonlyArray<{ code: number; label: string }> | undefined, code: number): string {
  return list?.find((c) => c.code === code)?.label ?? String(code);
}

function AddressCard({ address, codes, onEdit, onDelete }: { address: Address; codes: Codes; onEdit: () => void; onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  const state = address.state
    ? stateOnAddress(address.country, address.state, label(codes.state.byCountry[String(address.country)], address.state))
    : null;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label(codes.addressType, address.addressType)}</p>
      <address className="mt-1 not-italic leading-relaxed">
        {address.addressLine1}
        <br />
        {address.addressLine2 ? (
          <>
            {address.addressLine2}
            <br />
          </>
        ) : null}
        {localityLines({ ...address, state }).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
        {label(codes.country, address.country)}
      </address>
      {asking ? (
        <ConfirmDelete label={`Delete ${address.addressLine1}?`} onConfirm={onDelete} onKeep={() => setAsking(false)}>
          <p>Delete this address? You can undo it for ten seconds.</p>
        </ConfirmDelete>
      ) : (
        <div className="mt-3 flex gap-3">
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${address.addressLine1}`}>
            Edit
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)} aria-label={`Delete ${address.addressLine1}`}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}

export function AddressesSection({ organizationId }: { organizationId: string }) {
  const codes = useCodes();
  const addresses = useAddresses(organizationId);
  const removing = usePendingDelete();
  const [editing, setEditing] = useState<Editing>(null);

  const edit = async (address: Address) => {
    const { body, etag } = await addressWithEtag(organizationId, address.id);
    setEditing({ address: body, etag });
  };

  return (
    <section aria-labelledby="addresses-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="text-xl font-semibold">
          Addresses
        </h2>
        {editing === null ? <Button onClick={() => setEditing({ address: null, etag: null })}>Add address</Button> : null}
      </div>
      {editing && codes.data ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="mb-3 font-medium">{editing.address ? "Edit address" : "New address"}</h3>
          <AddressForm
            organizationId={organizationId}
            codes={codes.data}
            address={editing.address}
            etag={editing.etag}
            onDone={() => setEditing(null)}
          />
        </div>
      ) : null}
      {addresses.isPending || codes.isPending ? <p className="mt-4 text-slate-600">Loading addresses…</p> : null}
      {addresses.isError ? (
        <div className="mt-4">
          <Alert>{addresses.error.message}</Alert>
        </div>
      ) : null}
      {addresses.data && codes.data ? (
        addresses.data.items.length === 0 ? (
          <p className="mt-4 text-slate-600">No addresses yet. Add the range or club house first.</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {addresses.data.items
              .filter((address) => address.id !== removing?.id)
              .map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  codes={codes.data}
                  onEdit={() => void edit(address)}
                  onDelete={() =>
                    deleteLater({
                      path: `/api/organizations/${organizationId}/addresses/${address.id}`,
                      id: address.id,
                      label: address.addressLine1,
                      queryKey: keys.addresses.of(organizationId),
                    })
                  }
                />
              ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
