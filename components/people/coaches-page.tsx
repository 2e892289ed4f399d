"use client";
// An athlete's coaches: who may read their journal and write feedback. The athlete picks one of the
// club's coaches, or asks anyone else by e-mail (they start once they accept), and can always revoke;
// their club's staff assign one of the club's coaches here too, and remove what staff assigned.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem } from "@/lib/client/api-fetch";
import { useAddCoach, useCoaches, useRemoveCoach } from "./api/people";
import { Placeholder } from "@/components/ui/placeholder";

export function CoachesPage({ athleteId }: { athleteId: string }) {
  const t = useTranslations("people");
  const coaches = useCoaches(athleteId);
  // Staff (and admins) see the page about someone else: the same lists, worded for them.
  const session = useSession();
  const own = session.data?.grants.some((g) => g.role === "athlete" && g.athleteId === athleteId) ?? true;
  const add = useAddCoach(athleteId);
  const remove = useRemoveCoach(athleteId);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [invited, setInvited] = useState<string | null>(null);

  async function addByEmail(event: React.FormEvent) {
    event.preventDefault();
    setEmailError(null);
    setInvited(null);
    try {
      const coaches = await add.mutateAsync({ email });
      if (!coaches.coaches.some((c) => c.email?.toLowerCase() === email.trim().toLowerCase())) setInvited(email.trim());
      setEmail("");
    } catch (error) {
      setEmailError(
        error instanceof ApiProblem
          ? error.fields["/email"]
            ? `${t("invite.email")} ${error.fields["/email"]}`
            : error.detail
          : t("coaches.notAdded"),
      );
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("coaches.title")}</h1>
        {own ? (
          <p className="mt-1 text-slate-700">{t("coaches.introOwn")}</p>
        ) : (
          <p className="mt-1 text-slate-700">{t("coaches.introStaff")}</p>
        )}
      </div>
      <section aria-labelledby="current" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="current" className="text-lg font-semibold">
          {own ? t("coaches.whoOwn") : t("coaches.whoStaff")}
        </h2>
        {coaches.isPending ? <Placeholder className="mt-3 h-16 rounded" /> : null}
        {coaches.isError ? <Alert>{t("coaches.notLoaded", { message: coaches.error.message })}</Alert> : null}
        {coaches.data?.coaches.length === 0 ? <p className="mt-2 text-slate-700">{t("coaches.nobody")}</p> : null}
        <ul className="divide-y divide-slate-100">
          {coaches.data?.coaches.map((coach) => (
            <li key={coach.personId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{coach.name}</p>
                <p className="text-sm text-slate-600">
                  {coach.email}
                  {coach.grantedBy === "staff" ? t("coaches.byClub") : own ? "" : t("coaches.byAthlete")}
                </p>
              </div>
              {own || coach.grantedBy === "staff" ? (
                <Button variant="secondary" onClick={() => remove.mutate(coach.personId)} disabled={remove.isPending}>
                  {t("members.remove", { name: coach.name.split(" ")[0] ?? coach.name })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {remove.error ? <Alert>{remove.error.message}</Alert> : null}
      </section>
      <section aria-labelledby="add" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="add" className="text-lg font-semibold">
          {own ? t("coaches.add") : t("coaches.assign")}
        </h2>
        {coaches.data && coaches.data.available.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {coaches.data.available.map((coach) => (
              <li key={coach.personId} className="flex flex-wrap items-center justify-between gap-3">
                <span>
                  {coach.name} <span className="text-sm text-slate-600">{t("coaches.clubCoach")}</span>
                </span>
                <Button onClick={() => add.mutate({ email: coach.email })} disabled={add.isPending}>
                  {t(own ? "coaches.addName" : "coaches.assignName", { name: coach.name.split(" ")[0] ?? coach.name })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {coaches.data && coaches.data.available.length === 0 && !own ? (
          <p className="mt-2 text-slate-700">{t("coaches.noneAvailable")}</p>
        ) : null}
        {add.error && !own ? <Alert>{add.error.message}</Alert> : null}
        {own ? (
          <form onSubmit={(event) => void addByEmail(event)} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              label={t("coaches.email")}
              hint={t("coaches.emailHint")}
              type="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError ?? undefined}
              className="flex-1"
            />
            <Button type="submit" disabled={add.isPending || !email.trim()}>
              {t("coaches.invite")}
            </Button>
          </form>
        ) : null}
        {invited ? <Alert tone="info">{t("coaches.invited", { email: invited })}</Alert> : null}
      </section>
    </div>
  );
}
