"use client";
// The home page of whoever is signed in: one section per role they hold. An athlete sees their
// recent sessions, the last action items and coach feedback, and unread comments; a coach their
// athletes, one row each (coached-athletes.tsx); staff their organization, people and invitations; a
// competition admin their competitions.
import { Link } from "@/components/ui/link";
import { PlanGlance } from "@/components/planning/plan-glance";
import { useTranslations } from "next-intl";
import { useEntries } from "@/components/journal/api/journal";
import { usePeople, useUnreadComments } from "@/components/people/api/people";
import { CoachedAthletes } from "./coached-athletes";
import { MyStarts } from "@/components/match/my-start";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import type { WhoAmI } from "@/lib/schemas/people";
import { Placeholder } from "@/components/ui/placeholder";
import { useFormat } from "@/lib/client/reader-format";
import { useChoiceLabel } from "@/components/choices/choice-labels";

const link = "font-medium text-sky-800 underline underline-offset-4";
const card = "rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5";

function Loading() {
  return <Placeholder className="h-16 rounded" />;
}

function AthleteHome({ athleteId }: { athleteId: string }) {
  const t = useTranslations("home");
  const plan = useTranslations("planning");
  const choice = useChoiceLabel();
  const { dateTime, number } = useFormat();
  const dateText = (iso: string) => dateTime(iso, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const scoreText = (score: number | null, max: number | null) =>
    score === null ? t("athlete.noScore") : max ? `${number(score)} / ${number(max)}` : number(score);
  const entries = useEntries(athleteId, {});
  const unread = useUnreadComments(athleteId);
  const recent = entries.data?.pages[0]?.items.slice(0, 5) ?? [];
  const lastActions = recent.find((e) => e.nextSessionActionItems)?.nextSessionActionItems;
  const lastFeedback = recent.find((e) => e.coachFeedback);
  return (
    <section aria-labelledby="athlete-home" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="athlete-home" className="text-xl font-semibold">
          {t("athlete.heading")}
        </h2>
        <Link
          href={`/athletes/${athleteId}/journal/new`}
          className="rounded-md bg-sky-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sky-900"
        >
          {t("athlete.log")}
        </Link>
      </div>
      <MyStarts athleteId={athleteId} />
      {unread.data && unread.data.length > 0 ? (
        <div className={card}>
          <h3 className="font-semibold">{t("athlete.unread", { count: unread.data.length })}</h3>
          <ul className="mt-2 space-y-2">
            {unread.data.slice(0, 5).map((c) => (
              <li key={c.id}>
                <Link href={`/athletes/${athleteId}/journal/${c.journalEntryId}#comments`} className={link}>
                  {c.authorName}
                </Link>
                : <span className="text-slate-800">{c.body.length > 140 ? `${c.body.slice(0, 140)}…` : c.body}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {lastActions || lastFeedback ? (
        <div className={`grid gap-4 ${lastActions && lastFeedback ? "sm:grid-cols-2" : ""}`}>
          {lastActions ? (
            <div className={card}>
              <h3 className="font-semibold">{t("athlete.actionItems")}</h3>
              <p className="mt-1 whitespace-pre-line text-slate-800">{lastActions}</p>
            </div>
          ) : null}
          {lastFeedback ? (
            <div className={card}>
              <h3 className="font-semibold">{t("athlete.feedback")}</h3>
              <p className="mt-1 whitespace-pre-line text-slate-800">{lastFeedback.coachFeedback}</p>
              <p className="mt-2 text-sm text-slate-600">{t("athlete.onSession", { date: dateText(lastFeedback.sessionDate) })}</p>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={card}>
        <h3 className="font-semibold">{t("athlete.recent")}</h3>
        {entries.isPending ? <Loading /> : null}
        {entries.isError ? <Alert>{t("athlete.notLoaded", { message: entries.error.message })}</Alert> : null}
        {entries.data && recent.length === 0 ? <p className="mt-2 text-slate-700">{t("athlete.nothing")}</p> : null}
        <ul className="mt-2 divide-y divide-slate-100">
          {recent.map((e) => {
            const kind = [choice("disciplines", e.discipline), choice("sessionTypes", e.sessionType)].filter(Boolean).join(" · ");
            // The date and the score each stay on one line on a phone; what kind of session it was
            // goes below the date, as in the journal's list.
            return (
              <li key={e.id} className="flex items-baseline justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link href={`/athletes/${athleteId}/journal/${e.id}`} className={`${link} whitespace-nowrap`}>
                    {dateText(e.sessionDate)}
                  </Link>
                  {kind ? <p className="text-sm text-slate-700">{kind}</p> : null}
                </div>
                <span className="shrink-0 whitespace-nowrap font-semibold tabular-nums text-slate-900">
                  {scoreText(e.score, e.maxScore)}
                </span>
              </li>
            );
          })}
        </ul>
        <PlanGlance athleteId={athleteId} />
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
          <li>
            <Link href={`/athletes/${athleteId}/journal`} className={link}>
              {t("athlete.journal")}
            </Link>
          </li>
          <li>
            <Link href={`/athletes/${athleteId}/coaches`} className={link}>
              {t("athlete.coaches")}
            </Link>
          </li>
          <li>
            <Link href={`/athletes/${athleteId}/images`} className={link}>
              {t("athlete.images")}
            </Link>
          </li>
          <li>
            <Link href={`/athletes/${athleteId}/equipment`} className={link}>
              {t("athlete.equipment")}
            </Link>
          </li>
          <li>
            <Link href={`/athletes/${athleteId}/plan`} className={link}>
              {plan("athletePlan")}
            </Link>
          </li>
          <li>
            <Link href={`/athletes/${athleteId}/calendar`} className={link}>
              {t("athlete.calendar")}
            </Link>
          </li>
          <li>
            <Link href="/profile" className={link}>
              {t("athlete.profile")}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}

function StaffHome({ organizationId, organizationName }: { organizationId: string; organizationName: string | null }) {
  const t = useTranslations("home");
  const people = usePeople(organizationId);
  const name = organizationName ?? t("staff.yourOrganization");
  return (
    <section aria-labelledby={`staff-${organizationId}`} className={card}>
      <h2 id={`staff-${organizationId}`} className="text-xl font-semibold">
        {name}
      </h2>
      {people.isPending ? <Loading /> : null}
      {people.data ? (
        <p className="mt-1 text-slate-700">
          {t("staff.counts", { people: people.data.members.length, invitations: people.data.invitations.length })}
        </p>
      ) : null}
      <ul className="mt-3 space-y-2">
        <li>
          <Link href={`/organizations/${organizationId}/people`} className={link}>
            {t("staff.people")}
          </Link>
        </li>
        <li>
          <Link href={`/organizations/${organizationId}`} className={link}>
            {t("staff.organization", { name })}
          </Link>
        </li>
        <li>
          <Link href="/competitions" className={link}>
            {t("competitionsAndClassifications")}
          </Link>
        </li>
      </ul>
    </section>
  );
}

function CompetitionAdminHome() {
  const t = useTranslations("home");
  return (
    <section aria-labelledby="competition-admin-home" className={card}>
      <h2 id="competition-admin-home" className="text-xl font-semibold">
        {t("competitionAdmin.heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("competitionAdmin.intro")}</p>
      <p className="mt-3">
        <Link href="/competitions" className={link}>
          {t("competitionsAndClassifications")}
        </Link>
      </p>
    </section>
  );
}

function Sections({ who }: { who: WhoAmI }) {
  const t = useTranslations("home");
  const athlete = who.grants.find((g) => g.role === "athlete" && g.athleteId);
  const coaches = who.grants.some((g) => g.role === "coach");
  const staff = who.grants.filter((g) => g.role === "staff" && g.organizationId);
  const competitionAdmin = who.admin || who.grants.some((g) => g.role === "competition-admin");
  const nothing = !athlete && !coaches && staff.length === 0 && !competitionAdmin;
  return (
    <div className="mt-6 space-y-8">
      {athlete?.athleteId ? <AthleteHome athleteId={athlete.athleteId} /> : null}
      {coaches ? <CoachedAthletes /> : null}
      {staff.map((g) =>
        g.organizationId ? (
          <StaffHome key={g.organizationId} organizationId={g.organizationId} organizationName={g.organizationName} />
        ) : null,
      )}
      {competitionAdmin ? <CompetitionAdminHome /> : null}
      {nothing ? (
        <div className={card}>
          <h2 className="text-xl font-semibold">{t("welcome.heading")}</h2>
          <p className="mt-1 text-slate-700">{t("welcome.text", { email: who.person?.email ?? t("welcome.yourEmail") })}</p>
        </div>
      ) : null}
    </div>
  );
}

export function HomePage() {
  const t = useTranslations("home");
  const session = useSession();
  if (session.isPending) return <Loading />;
  if (session.isError) return <Alert>{t("unreachable", { message: session.error.message })}</Alert>;
  if (!session.data) {
    return (
      <div className="mt-6 space-y-4">
        <p className="text-slate-700">{t("signedOut.intro")}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/sign-in" className="rounded-md bg-sky-800 px-4 py-2.5 font-semibold text-white hover:bg-sky-900">
            {t("signedOut.signIn")}
          </Link>
          <Link href="/sign-up" className="rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-50">
            {t("signedOut.signUp")}
          </Link>
        </div>
      </div>
    );
  }
  const who = session.data;
  return (
    <>
      <p className="mt-1 text-slate-700">{t("hello", { name: who.person?.name ?? who.athleteName ?? who.keyName ?? t("helloThere") })}</p>
      <Sections who={who} />
    </>
  );
}
