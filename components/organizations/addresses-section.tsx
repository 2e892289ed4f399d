"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useWordedCodes } from "@/components/codes/code-labels";
import type { Codes } from "@/components/codes/get-codes";
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
  const t = useTranslations("organizations");
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
        <ConfirmDelete
          label={t("address.deleteQuestion", { name: address.addressLine1 })}
          confirm={t("delete")}
          keep={t("keepIt")}
          onConfirm={onDelete}
          onKeep={() => setAsking(false)}
        >
          <p>{t("address.deleteThis")}</p>
        </ConfirmDelete>
      ) : (
        <div className="mt-3 flex gap-3">
          <Button variant="secondary" onClick={onEdit} aria-label={t("editName", { name: address.addressLine1 })}>
            {t("edit")}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)} aria-label={t("deleteName", { name: address.addressLine1 })}>
            {t("delete")}
          </Button>
        </div>
      )}
    </li>
  );
}

export function AddressesSection({ organizationId }: { organizationId: string }) {
  const t = useTranslations("organizations");
  const codes = useWordedCodes();
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
          {t("address.heading")}
        </h2>
        {editing === null ? <Button onClick={() => setEditing({ address: null, etag: null })}>{t("address.add")}</Button> : null}
      </div>
      {editing && codes.data ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="mb-3 font-medium">{editing.address ? t("address.edit") : t("address.new")}</h3>
          <AddressForm
            organizationId={organizationId}
            codes={codes.data}
            address={editing.address}
            etag={editing.etag}
            onDone={() => setEditing(null)}
          />
        </div>
      ) : null}
      {addresses.isPending || codes.isPending ? <p className="mt-4 text-slate-600">{t("address.loading")}</p> : null}
      {addresses.isError ? (
        <div className="mt-4">
          <Alert>{addresses.error.message}</Alert>
        </div>
      ) : null}
      {addresses.data && codes.data ? (
        addresses.data.items.length === 0 ? (
          <p className="mt-4 text-slate-600">{t("address.none")}</p>
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
