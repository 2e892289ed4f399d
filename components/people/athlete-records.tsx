"use client";
// The organization's athlete records, with or without an account: staff set what classifications
// read (names, date of birth, gender, country) before anyone claims a record. Where the athlete's
// own profile says something else, the row says so, and that the record is what counts.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useWordedCodes } from "@/components/codes/code-labels";
import type { Codes } from "@/components/codes/get-codes";
import { Button } from "@/components/ui/button";
import { CountryField } from "@/components/ui/country-field";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { numberOrNull } from "@/lib/client/numbers";
import { useFormat } from "@/lib/client/reader-format";
import { athleteInput } from "@/lib/schemas/organizations";
import type { People } from "./api/people";
import { usePutAthleteRecord } from "./api/athlete-record";

type AthleteRecord = People["athleteRecords"][number];
type Facts = Pick<AthleteRecord, "firstName" | "lastName" | "dateOfBirth" | "gender" | "country">;
type Input = z.input<typeof athleteInput>;
type Output = z.output<typeof athleteInput>;

const FIELDS = ["firstName", "lastName", "dateOfBirth", "gender", "country"];
const orNull = (v: unknown) => (v === "" || v === undefined ? null : v);
const labelOf = (list: Codes["gender"], code: number | null) => list.find((c) => c.code === code)?.label ?? null;

type Translate = ReturnType<typeof useTranslations<"people">>;

/** The facts in words: "Born 14 March 2009 · Female · United States". */
function factsText(facts: Facts, codes: Codes | undefined, dayText: (iso: string) => string, t: Translate): string[] {
  return [
    facts.dateOfBirth ? t("records.born", { date: dayText(facts.dateOfBirth) }) : null,
    codes && facts.gender !== null ? labelOf(codes.gender, facts.gender) : null,
    codes && facts.country !== null ? labelOf(codes.country, facts.country) : null,
  ].filter((text): text is string => Boolean(text));
}

/** What the athlete's own profile says differently, in words; empty when it agrees or there is none. */
function profileDiffers(record: AthleteRecord, codes: Codes | undefined, dayText: (iso: string) => string, t: Translate): string[] {
  const profile = record.profile;
  if (!profile) return [];
  const differs: string[] = [];
  if (`${profile.firstName} ${profile.lastName}` !== `${record.firstName} ${record.lastName}`)
    differs.push(t("records.theName", { name: `${profile.firstName} ${profile.lastName}` }));
  if (profile.dateOfBirth && profile.dateOfBirth.slice(0, 10) !== record.dateOfBirth?.slice(0, 10))
    differs.push(t("records.bornLower", { date: dayText(profile.dateOfBirth) }));
  if (profile.gender !== null && profile.gender !== record.gender && codes) differs.push(labelOf(codes.gender, profile.gender) ?? "");
  if (profile.country !== null && profile.country !== record.country && codes) differs.push(labelOf(codes.country, profile.country) ?? "");
  return differs.filter(Boolean);
}

function RecordForm({
  organizationId,
  record,
  codes,
  onSaved,
  onCancel,
}: {
  organizationId: string;
  record: AthleteRecord;
  codes: Codes;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("people");
  const put = usePutAthleteRecord(organizationId);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(athleteInput),
    defaultValues: {
      organizationId,
      firstName: record.firstName,
      lastName: record.lastName,
      dateOfBirth: record.dateOfBirth?.slice(0, 10) ?? null,
      gender: record.gender,
      country: record.country,
    },
  });
  const field = fieldsOf(form);
  const country = useWatch({ control: form.control, name: "country" });
  const submit = form.handleSubmit(async (values) => {
    try {
      await put.mutateAsync({ id: record.id, values });
      onSaved();
    } catch (error) {
      showProblem(error, form.setError, FIELDS);
    }
  });
  const name = `${record.firstName} ${record.lastName}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("records.recordOf", { name })}
      className="mt-3 grid gap-4 rounded-md bg-slate-50 p-3 sm:grid-cols-2 sm:p-4"
    >
      <TextField label={t("records.firstName")} {...field("firstName")} />
      <TextField label={t("records.lastName")} {...field("lastName")} />
      <TextField
        label={t("records.dateOfBirth")}
        type="date"
        hint={t("records.dateOfBirthHint")}
        {...field("dateOfBirth", { setValueAs: orNull })}
      />
      <SelectField
        label={t("records.gender")}
        placeholder={t("records.notSet")}
        hint={t("records.genderHint")}
        options={codes.gender.map((g) => ({ value: g.code, label: g.label }))}
        {...field("gender", { setValueAs: numberOrNull })}
      />
      <div className="sm:col-span-2">
        <CountryField
          label={t("records.country")}
          placeholder={t("records.notSet")}
          countries={codes.country}
          selected={country}
          {...field("country", { setValueAs: numberOrNull })}
        />
      </div>
      <FormProblem control={form.control} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("records.saving") : t("records.save", { name: record.firstName })}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("records.cancel")}
        </Button>
      </div>
    </form>
  );
}

function RecordRow({ organizationId, record, codes }: { organizationId: string; record: AthleteRecord; codes: Codes | undefined }) {
  const t = useTranslations("people");
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { dateTime } = useFormat();
  // A date of birth is a day, kept as midnight UTC: read in UTC, whatever the reader's zone.
  const dayText = (iso: string) => dateTime(iso, { dateStyle: "long", timeZone: "UTC" });
  const facts = factsText(record, codes, dayText, t);
  const differs = profileDiffers(record, codes, dayText, t);
  const name = `${record.firstName} ${record.lastName}`;
  return (
    <li className="py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{name}</p>
          {facts.length > 0 ? <p className="text-sm text-slate-700">{facts.join(" · ")}</p> : null}
          {!record.dateOfBirth ? <p className="text-sm text-amber-900">{t("records.noBirthDate", { name: record.firstName })}</p> : null}
          <p className="text-sm text-slate-600">
            {record.heldBy ? t("records.account", { email: record.heldBy }) : t("records.noAccount")}
          </p>
          {differs.length > 0 ? (
            <p className="mt-1 text-sm text-slate-700">{t("records.differs", { name: record.firstName, differs: differs.join(", ") })}</p>
          ) : null}
        </div>
        {!editing ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            aria-label={t("records.editLabel", { name })}
          >
            {t("records.edit")}
          </Button>
        ) : null}
      </div>
      {editing && codes ? (
        <RecordForm
          organizationId={organizationId}
          record={record}
          codes={codes}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {saved && !editing ? (
        <p className="mt-1 text-sm text-emerald-800" role="status">
          {t("records.saved")}
        </p>
      ) : null}
    </li>
  );
}

export function AthleteRecords({ organizationId, records }: { organizationId: string; records: AthleteRecord[] }) {
  const t = useTranslations("people");
  const codes = useWordedCodes();
  const withoutAccount = records.filter((r) => !r.heldBy).length;
  return (
    <section aria-labelledby="athlete-records" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="athlete-records" className="text-lg font-semibold">
        {t("records.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("records.intro")} {withoutAccount > 0 ? t("records.withoutAccount", { count: withoutAccount }) : ""}
      </p>
      {records.length === 0 ? <p className="mt-2 text-slate-700">{t("records.none")}</p> : null}
      <ul className="divide-y divide-slate-100">
        {records.map((record) => (
          <RecordRow key={record.id} organizationId={organizationId} record={record} codes={codes.data} />
        ))}
      </ul>
    </section>
  );
}
