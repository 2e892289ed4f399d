"use client";
// Staff keep their organization's people: who holds which role, pending invitations, inviting
// someone by e-mail (an athlete can claim an existing athlete record, journal and all), and the
// athlete records' classifying facts, with or without an account.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
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
import { invitationInput, MEMBER_ROLES, type MemberRole, roleLabels } from "@/lib/schemas/people";
import type { Member } from "./api/people";
import { useCancelInvitation, useChangeRole, useInvite, usePeople, useRemoveMember } from "./api/people";
import { Placeholder } from "@/components/ui/placeholder";
import { useSession } from "@/components/session/api/get-session";
import { AthleteRecords } from "./athlete-records";

// The athlete record is a choice in a list whose empty option means "a new record".
const inviteForm = invitationInput.extend({ athleteId: z.string().optional() });
type InviteFormValues = z.input<typeof inviteForm>;

const roleOptions = MEMBER_ROLES.map((role) => ({ value: role, label: roleLabels[role] }));
const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

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
      setSent(`Invitation sent to ${invitation.email}.`);
      form.reset({ email: "", role: values.role, athleteId: "" });
    } catch (error) {
      if (error instanceof ApiProblem && Object.keys(error.fields).length > 0) {
        for (const [pointer, message] of Object.entries(error.fields)) {
          const field = pointer.slice(1) as keyof InviteFormValues;
          form.setError(field, {
            message: `${field === "athleteId" ? "Athlete record" : field === "email" ? "E-mail" : "Role"} ${message}`,
          });
        }
      } else form.setError("root", { message: error instanceof Error ? error.message : "The invitation could not be sent." });
    }
  });

  const field = fieldsOf(form);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="E-mail" type="email" autoComplete="off" inputMode="email" {...field("email")} />
        <SelectField label="Role" options={roleOptions} {...field("role")} />
      </div>
      {role === "athlete" ? (
        <SelectField
          label="Athlete record"
          hint="The record of an athlete in your organization who has no account yet. A record that already holds someone's journal can be handed on only by an admin. Leave it empty to make a new one in their name."
          placeholder="A new athlete record"
          options={unclaimed.map((a) => ({ value: a.id, label: `${a.firstName} ${a.lastName}` }))}
          {...field("athleteId")}
        />
      ) : null}
      <FormProblem control={form.control} />
      {sent ? <Alert tone="info">{sent}</Alert> : null}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Sending…" : "Send invitation"}
      </Button>
    </form>
  );
}

/**
 * `lastStaff`: this is the signed-in person and nobody else here is staff, so they can neither
 * leave nor step down (the server answers 409); the page says so before they try.
 */
function MemberRow({ organizationId, member, lastStaff }: { organizationId: string; member: Member; lastStaff: boolean }) {
  const changeRole = useChangeRole(organizationId);
  const remove = useRemoveMember(organizationId);
  const [confirming, setConfirming] = useState(false);
  const error = changeRole.error ?? remove.error;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{member.name}</p>
          <p className="truncate text-sm text-slate-600">
            {member.email}
            {member.athleteName ? ` · athlete record: ${member.athleteName}` : ""}
          </p>
          {member.athleteId && member.role === "athlete" ? (
            <Link
              href={`/athletes/${member.athleteId}/coaches`}
              className="text-sm font-medium text-emerald-800 underline underline-offset-2"
            >
              Coaches of {member.name.split(" ")[0]}
            </Link>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <label className="sr-only" htmlFor={`role-${member.id}`}>
            Role of {member.name}
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
                Keep
              </Button>
              <Button onClick={() => remove.mutate(member.id)} disabled={remove.isPending}>
                Remove {member.name.split(" ")[0]}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={lastStaff}>
              Remove…
            </Button>
          )}
        </div>
      </div>
      {lastStaff ? (
        <p id={`last-staff-${member.id}`} className="mt-2 text-sm text-slate-700">
          You are the only staff member here, so you cannot leave or change your role: nobody would be left to invite or manage people. Make
          someone else staff first.
        </p>
      ) : null}
      {confirming ? (
        <p className="mt-2 text-sm text-slate-700">
          {member.name} loses access to this organization at once.{" "}
          {member.athleteName ? "Their athlete record and journal stay with the organization." : ""}
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
  const organization = useOrganization(organizationId);
  const people = usePeople(organizationId);
  const cancel = useCancelInvitation(organizationId);
  const me = useSession().data?.person?.id ?? null;
  const claimed = new Set((people.data?.members ?? []).flatMap((m) => (m.athleteId ? [m.athleteId] : [])));
  const staffCount = (people.data?.members ?? []).filter((m) => m.role === "staff").length;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">People</h1>
        <p className="mt-1 text-slate-700">{organization.data?.name ?? " "}</p>
      </div>
      <section aria-labelledby="invite" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="invite" className="mb-3 text-lg font-semibold">
          Invite someone
        </h2>
        <InviteForm organizationId={organizationId} claimed={claimed} />
      </section>
      <section aria-labelledby="members" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="members" className="text-lg font-semibold">
          Members
        </h2>
        {people.isPending ? <Placeholder className="mt-3 h-24 rounded" /> : null}
        {people.isError ? <Alert>The people could not be loaded: {people.error.message}</Alert> : null}
        {people.data?.members.length === 0 ? (
          <p className="mt-2 text-slate-700">Nobody has joined yet. Invite your athletes, coaches and staff above.</p>
        ) : null}
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
            Pending invitations
          </h2>
          <ul className="divide-y divide-slate-100">
            {people.data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">{invitation.email}</p>
                  <p className="text-sm text-slate-600">
                    {roleLabels[invitation.role]}
                    {invitation.athleteName ? ` (claims ${invitation.athleteName})` : ""} · until {dateText(invitation.expiresUtc)}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => cancel.mutate(invitation.id)} disabled={cancel.isPending}>
                  Cancel invitation
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
