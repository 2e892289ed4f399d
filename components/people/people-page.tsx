"use client";
// Staff keep their organization's people: who holds which role, pending invitations, inviting
// someone by e-mail (an athlete can claim an existing athlete record, journal and all), and the
// athlete records' classifying facts, with or without an account.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { useOrganization } from "@/components/organizations/api/organizations";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem, apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import { invitationInput, MEMBER_ROLES, type MemberRole } from "@/lib/schemas/people";
import { useFormat } from "@/lib/client/reader-format";
import type { Member } from "./api/people";
import { useCancelInvitation, useChangeRole, useInvite, usePeople, useRemoveMember } from "./api/people";
import { Placeholder } from "@/components/ui/placeholder";
import { useSession } from "@/components/session/api/get-session";
import { AthleteRecords } from "./athlete-records";

// The athlete record is a choice in a list whose empty option means "a new record".
const inviteForm = invitationInput.extend({ athleteId: z.string().optional() });
type InviteFormValues = z.input<typeof inviteForm>;

function useRoleOptions() {
  const t = useTranslations("people");
  return MEMBER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

function useOrganizationAthletes(organizationId: string) {
  return useQuery({
    queryKey: keys.athletes.of(organizationId),
    queryFn: async () =>
      (
        await apiFetch<{ items: Array<{ id: string; firstName: string; lastName: string }> }>(
          `/api/athletes?organizationId=${organizationId}&limit=200`,
        )
      ).items,
  });
}

function InviteForm({ organizationId, claimed }: { organizationId: string; claimed: Set<string> }) {
  const t = useTranslations("people");
  const roleOptions = useRoleOptions();
  const invite = useInvite(organizationId);
  const athletes = useOrganizationAthletes(organizationId);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<InviteFormValues>({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: "", role: "athlete", athleteId: "" },
  });
  const role = useWatch({ control: form.control, name: "role" });
  const unclaimed = (athletes.data ?? []).filter((a) => !claimed.has(a.id));

  const submit = form.handleSubmit(async (values) => {
    setSent(null);
    try {
      const invitation = await invite.mutateAsync({
        ...values,
        athleteId: values.role === "athlete" && values.athleteId ? values.athleteId : null,
      });
      setSent(t("invite.sent", { email: invitation.email }));
      form.reset({ email: "", role: values.role, athleteId: "" });
    } catch (error) {
      if (error instanceof ApiProblem && Object.keys(error.fields).length > 0) {
        for (const [pointer, message] of Object.entries(error.fields)) {
          const field = pointer.slice(1) as keyof InviteFormValues;
          form.setError(field, {
            message: `${field === "athleteId" ? t("invite.athleteRecord") : field === "email" ? t("invite.email") : t("invite.role")} ${message}`,
          });
        }
      } else form.setError("root", { message: error instanceof Error ? error.message : t("invite.notSent") });
    }
  });

  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("invite.email")} type="email" autoComplete="off" inputMode="email" {...field("email")} />
        <SelectField label={t("invite.role")} options={roleOptions} {...field("role")} />
      </div>
      {role === "athlete" ? (
        <SelectField
          label={t("invite.athleteRecord")}
          hint={t("invite.athleteRecordHint")}
          placeholder={t("invite.newRecord")}
          options={unclaimed.map((a) => ({ value: a.id, label: `${a.firstName} ${a.lastName}` }))}
          {...field("athleteId")}
        />
      ) : null}
      <FormProblem control={form.control} />
      {sent ? <Alert tone="info">{sent}</Alert> : null}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("invite.sending") : t("invite.send")}
      </Button>
    </form>
  );
}

/**
 * `lastStaff`: this is the signed-in person and nobody else here is staff, so they can neither
 * leave nor step down (the server answers 409); the page says so before they try.
 */
function MemberRow({ organizationId, member, lastStaff }: { organizationId: string; member: Member; lastStaff: boolean }) {
  const t = useTranslations("people");
  const roleOptions = useRoleOptions();
  const changeRole = useChangeRole(organizationId);
  const remove = useRemoveMember(organizationId);
  const [confirming, setConfirming] = useState(false);
  const error = changeRole.error ?? remove.error;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{member.name}</p>
          <p className="break-words text-sm text-slate-600">
            {member.email}
            {member.athleteName ? t("members.athleteRecord", { name: member.athleteName }) : ""}
          </p>
          {member.athleteId && member.role === "athlete" ? (
            <Link
              href={`/athletes/${member.athleteId}/coaches`}
              className="text-sm font-medium text-emerald-800 underline underline-offset-2"
            >
              {t("members.coachesOf", { name: member.name.split(" ")[0] ?? member.name })}
            </Link>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor={`role-${member.id}`}>
            {t("members.roleOf", { name: member.name })}
          </label>
          <select
            id={`role-${member.id}`}
            value={member.role}
            disabled={changeRole.isPending || lastStaff}
            aria-describedby={lastStaff ? `last-staff-${member.id}` : undefined}
            onChange={(event) => changeRole.mutate({ memberId: member.id, role: event.target.value as MemberRole })}
            className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            {roleOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {confirming ? (
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t("members.keep")}
              </Button>
              <Button onClick={() => remove.mutate(member.id)} disabled={remove.isPending}>
                {t("members.remove", { name: member.name.split(" ")[0] ?? member.name })}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={lastStaff}>
              {t("members.removeMore")}
            </Button>
          )}
        </div>
      </div>
      {lastStaff ? (
        <p id={`last-staff-${member.id}`} className="mt-2 text-sm text-slate-700">
          {t("members.lastStaff")}
        </p>
      ) : null}
      {confirming ? (
        <p className="mt-2 text-sm text-slate-700">
          {t("members.losesAccess", { name: member.name })} {member.athleteName ? t("members.recordStays") : ""}
        </p>
      ) : null}
      {error ? (
        <div className="mt-2">
          <Alert>{error.message}</Alert>
        </div>
      ) : null}
    </li>
  );
}

export function PeoplePage({ organizationId }: { organizationId: string }) {
  const t = useTranslations("people");
  const { dateTime } = useFormat();
  const organization = useOrganization(organizationId);
  const people = usePeople(organizationId);
  const cancel = useCancelInvitation(organizationId);
  const me = useSession().data?.person?.id ?? null;
  const claimed = new Set((people.data?.members ?? []).flatMap((m) => (m.athleteId ? [m.athleteId] : [])));
  const staffCount = (people.data?.members ?? []).filter((m) => m.role === "staff").length;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{organization.data?.name ?? " "}</p>
      </div>
      <section aria-labelledby="invite" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="invite" className="mb-3 text-lg font-semibold">
          {t("invite.heading")}
        </h2>
        <InviteForm organizationId={organizationId} claimed={claimed} />
      </section>
      <section aria-labelledby="members" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="members" className="text-lg font-semibold">
          {t("members.heading")}
        </h2>
        {people.isPending ? <Placeholder className="mt-3 h-24 rounded" /> : null}
        {people.isError ? <Alert>{t("members.notLoaded", { message: people.error.message })}</Alert> : null}
        {people.data?.members.length === 0 ? <p className="mt-2 text-slate-700">{t("members.none")}</p> : null}
        <ul className="divide-y divide-slate-100">
          {people.data?.members.map((member) => (
            <MemberRow
              key={member.id}
              organizationId={organizationId}
              member={member}
              lastStaff={member.personId === me && member.role === "staff" && staffCount === 1}
            />
          ))}
        </ul>
      </section>
      {people.data ? <AthleteRecords organizationId={organizationId} records={people.data.athleteRecords} /> : null}
      {people.data && people.data.invitations.length > 0 ? (
        <section aria-labelledby="invitations" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id="invitations" className="text-lg font-semibold">
            {t("invitations.heading")}
          </h2>
          <ul className="divide-y divide-slate-100">
            {people.data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">{invitation.email}</p>
                  <p className="text-sm text-slate-600">
                    {t(`roles.${invitation.role}`)}
                    {invitation.athleteName ? t("invitations.claims", { name: invitation.athleteName }) : ""} ·{" "}
                    {t("invitations.until", { date: dateTime(invitation.expiresUtc, { day: "numeric", month: "short", year: "numeric" }) })}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => cancel.mutate(invitation.id)} disabled={cancel.isPending}>
                  {t("invitations.cancel")}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
