"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { Codes } from "@/components/codes/get-codes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CountryField } from "@/components/ui/country-field";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { userProfileInput } from "@/lib/schemas/user-profiles";
import { type UserProfile, usePutProfile } from "./api/user-profile";
import { BotCheck } from "./bot-check";
import { numberOrNull } from "@/lib/client/numbers";

const formSchema = userProfileInput.omit({ captchaToken: true });
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const FIELDS = ["firstName", "lastName", "email", "dateOfBirth", "country", "gender", "preferredCulture", "captchaToken"];
const orNull = (v: unknown) => (v === "" || v === undefined ? null : v);
const CULTURES = ["en-US", "en-GB", "en-CA", "fr-CA", "de-DE", "de-CH", "fr-FR", "es-ES", "it-IT", "sv-SE", "nb-NO", "fi-FI"];

export function ProfileForm({
  id,
  profile,
  etag,
  codes,
  siteKey,
}: {
  id: string;
  profile: UserProfile | null;
  etag: string | null;
  codes: Codes;
  siteKey: string | null;
}) {
  const t = useTranslations("profile");
  const put = usePutProfile();
  const [token, setToken] = useState<string | null>(null);
  const [currentEtag, setCurrentEtag] = useState(etag);
  const [saved, setSaved] = useState(false);
  const onToken = useCallback((t: string | null) => setToken(t), []);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: profile
      ? { ...profile, dateOfBirth: profile.dateOfBirth?.slice(0, 10) ?? null }
      : { firstName: "", lastName: "", email: "", dateOfBirth: null, country: null, gender: null, preferredCulture: null },
  });
  const field = fieldsOf(form);
  const country = useWatch({ control: form.control, name: "country" });

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    if (!token) {
      form.setError("root", { message: t("botCheckFirst") });
      return;
    }
    try {
      const result = await put.mutateAsync({
        id,
        etag: currentEtag,
        values: { ...values, dateOfBirth: values.dateOfBirth?.toISOString() ?? null, captchaToken: token },
      });
      setCurrentEtag(result.etag);
      setSaved(true);
    } catch (error) {
      showProblem(error, form.setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label={t("firstName")} autoComplete="given-name" {...field("firstName")} />
      <TextField label={t("lastName")} autoComplete="family-name" {...field("lastName")} />
      <TextField label={t("email")} type="email" autoComplete="email" className="sm:col-span-2" {...field("email")} />
      <TextField label={t("dateOfBirth")} type="date" autoComplete="bday" {...field("dateOfBirth", { setValueAs: orNull })} />
      <SelectField
        label={t("gender")}
        placeholder={t("notGiven")}
        options={codes.gender.map((g) => ({ value: g.code, label: g.label }))}
        {...field("gender", { setValueAs: numberOrNull })}
      />
      <CountryField
        label={t("country")}
        placeholder={t("notGiven")}
        countries={codes.country}
        selected={country}
        {...field("country", { setValueAs: numberOrNull })}
      />
      <TextField label={t("culture")} hint={t("cultureHint")} list="cultures" {...field("preferredCulture", { setValueAs: orNull })} />
      <datalist id="cultures">
        {CULTURES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <div className="sm:col-span-2">
        <BotCheck siteKey={siteKey} onToken={onToken} />
      </div>
      <FormProblem control={form.control} className="sm:col-span-2" />
      {saved ? (
        <div className="sm:col-span-2">
          <Alert tone="info">{t("saved")}</Alert>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
