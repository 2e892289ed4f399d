"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { Codes } from "@/components/codes/get-codes";
import { Button } from "@/components/ui/button";
import { CountryField } from "@/components/ui/country-field";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { addressInput } from "@/lib/schemas/addresses";
import { type Address, useSaveAddress } from "./api/addresses";
import { numberOrNull, numberOrUndefined } from "@/lib/client/numbers";

type Input = z.input<typeof addressInput>;
type Output = z.output<typeof addressInput>;

const FIELDS = ["addressLine1", "addressLine2", "city", "state", "postalCode", "country", "addressType", "latitude", "longitude"];

export function AddressForm({
  organizationId,
  codes,
  address,
  etag,
  onDone,
}: {
  organizationId: string;
  codes: Codes;
  address: Address | null;
  etag: string | null;
  onDone: () => void;
}) {
  const t = useTranslations("organizations");
  const save = useSaveAddress(organizationId);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(addressInput),
    defaultValues: address
      ? { ...address, addressLine2: address.addressLine2 ?? "", postalCode: address.postalCode ?? "" }
      : {
          organizationId,
          addressLine1: "",
          addressLine2: "",
          city: "",
          country: 840,
          state: undefined,
          postalCode: "",
          addressType: 1,
          latitude: null,
          longitude: null,
        },
  });
  const country = useWatch({ control: form.control, name: "country" });
  const states = codes.state.byCountry[String(country)] ?? null;
  const field = fieldsOf(form);

  useEffect(() => {
    if (states === null) form.setValue("state", 0);
    else if (!states.some((s) => s.code === form.getValues("state"))) form.setValue("state", undefined);
  }, [form, states]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ addressId: address?.id ?? null, etag, values });
      onDone();
    } catch (error) {
      showProblem(error, form.setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label={t("address.line1")} className="sm:col-span-2" autoComplete="address-line1" {...field("addressLine1")} />
      <TextField label={t("address.line2")} className="sm:col-span-2" autoComplete="address-line2" {...field("addressLine2")} />
      <TextField label={t("address.city")} autoComplete="address-level2" {...field("city")} />
      <TextField label={t("address.postalCode")} autoComplete="postal-code" {...field("postalCode")} />
      <CountryField
        label={t("address.country")}
        countries={codes.country}
        selected={country}
        {...field("country", { setValueAs: numberOrUndefined })}
      />
      {states ? (
        <SelectField
          label={country === 124 ? t("address.province") : t("address.state")}
          placeholder={t("address.choose")}
          options={states.map((s) => ({ value: s.code, label: s.label }))}
          {...field("state", { setValueAs: numberOrUndefined })}
        />
      ) : null}
      <SelectField
        label={t("address.type")}
        options={codes.addressType.map((t) => ({ value: t.code, label: t.label }))}
        {...field("addressType", { setValueAs: numberOrUndefined })}
      />
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        <TextField label={t("address.latitude")} inputMode="decimal" {...field("latitude", { setValueAs: numberOrNull })} />
        <TextField label={t("address.longitude")} inputMode="decimal" {...field("longitude", { setValueAs: numberOrNull })} />
      </div>
      <FormProblem control={form.control} className="sm:col-span-2" />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("saving") : address ? t("address.save") : t("address.add")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
