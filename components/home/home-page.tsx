"use client";
// The home page of whoever is signed in: one section per role they hold. An athlete sees their
// recent sessions, the last action items and coach feedback, and unread comments; a coach their
// athletes, one row each (coached-athletes.tsx); staff their organization, people and invitations; a
// competition admin their competitions.
import Link from "next/link";
import { useEntries } from "@/components/journal/api/journal";
import { usePeople, useUnreadComments } from "@/components/people/api/people";
import { CoachedAthletes } from "./coached-athletes";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import type { WhoAmI } from "@/lib/schemas/people";
import { Placeholder } from "@/components/ui/placeholder";

const link = "font-medium text-sky-800 underline underline-offset-4";
const card = "rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5";
const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const scoreText = (score: number | null, max: number | null) => (score === null ? "no score" : max ? `${score} / ${max}` : String(score));

function Loading() {
  return <Placeholder className="h-16 rounded" />;
}

function AthleteHome({ athleteId }: { athleteId: string }) {
  const entries = useEntries(athleteId, {});
  const unread = useUnreadComments(athleteId);
  const recent = entries.data?.pages[0]?.items.slice(0, 5) ?? [];
  const lastActions = recent.find((e) => e.nextSessionActionItems)?.nextSessionActionItems;
  const lastFeedback = recent.find((e) => e.coachFeedback);
  return (
    <section aria-labelledby="athlete-home" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="athlete-home" className="text-xl font-semibold">
          Your training
        </h2>
        <Link
          href={`/athletes/${athleteId}/journal/new`}
          className="rounded-md bg-sky-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sky-900"
        >
          Log a session
        </Link>
      </div>
      {unread.data && unread.data.length > 0 ? (
        <div className={card}>
          <h3 className="font-semibold">Unread comments ({unread.data.length})</h3>
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
              <h3 className="font-semibold">Your next action items</h3>
              <p className="mt-1 whitespace-pre-line text-slate-800">{lastActions}</p>
            </div>
          ) : null}
          {lastFeedback ? (
            <div className={card}>
              <h3 className="font-semibold">Latest coach feedback</h3>
              <p className="mt-1 whitespace-pre-line text-slate-800">{lastFeedback.coachFeedback}</p>
              <p className="mt-2 text-sm text-slate-600">On your session of {dateText(lastFeedback.sessionDate)}</p>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={card}>
        <h3 className="font-semibold">Recent sessions</h3>
        {entries.isPending ? <Loading /> : null}
        {entries.isError ? <Alert>Your sessions could not be loaded: {entries.error.message}</Alert> : null}
        {entries.data && recent.length === 0 ? (
          <p className="mt-2 text-slate-700">Nothing logged yet. Your first session takes a minute.</p>
        ) : null}
        <ul className="mt-2 divide-y divide-slate-100">
          {recent.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-3 py-2">
              <Link href={`/athletes/${athleteId}/journal/${e.id}`} className={link}>
                {dateText(e.sessionDate)}
              </Link>
              <span className="text-sm text-slate-700">
                {[e.discipline, e.sessionType].filter(Boolean).join(" · ")}{" "}
                <span className="font-semibold text-slate-900">{scoreText(e.score, e.maxScore)}</span>
              </span>
            </li>
          ))}
        </ul>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
          <li>
            <Link href={`/athletes/${athleteId}/journal`} className={link}>
              Your training journal
            </Link>
          </li>
          <li>
            <Link href={`/athletes/${athleteId}/coaches`} className={link}>
              Your coaches
            </Link>
          </li>
          <li>
            <Link href={`/athletes/${athleteId}/images`} className={link}>
              Your images
            </Link>
          </li>
          <li>
            <Link href={`/athletes/${athleteId}/equipment`} className={link}>
              Your equipment
            </Link>
          </li>
          <li>
            <Link href={`/athletes/${athleteId}/calendar`} className={link}>
              Your calendar
            </Link>
          </li>
          <li>
            <Link href="/profile" className={link}>
              Your profile
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}

function StaffHome({ organizationId, organizationName }: { organizationId: string; organizationName: string | null }) {
  const people = usePeople(organizationId);
  return (
    <section aria-labelledby={`staff-${organizationId}`} className={card}>
      <h2 id={`staff-${organizationId}`} className="text-xl font-semibold">
        {organizationName ?? "Your organization"}
      </h2>
      {people.isPending ? <Loading /> : null}
      {people.data ? (
        <p className="mt-1 text-slate-700">
          {people.data.members.length} {people.data.members.length === 1 ? "person" : "people"}, {people.data.invitations.length} pending{" "}
          {people.data.invitations.length === 1 ? "invitation" : "invitations"}
        </p>
      ) : null}
      <ul className="mt-3 space-y-2">
        <li>
          <Link href={`/organizations/${organizationId}/people`} className={link}>
            People and invitations
          </Link>
        </li>
        <li>
          <Link href={`/organizations/${organizationId}`} className={link}>
            {organizationName ?? "Your organization"}: addresses and news authors
          </Link>
        </li>
        <li>
          <Link href="/competitions" className={link}>
            Competitions and classifications
          </Link>
        </li>
      </ul>
    </section>
  );
}

function CompetitionAdminHome() {
  return (
    <section aria-labelledby="competition-admin-home" className={card}>
      <h2 id="competition-admin-home" className="text-xl font-semibold">
        Competitions
      </h2>
      <p className="mt-1 text-slate-700">Entries and classifications of the competitions your organization hosts.</p>
      <p className="mt-3">
        <Link href="/competitions" className={link}>
          Competitions and classifications
        </Link>
      </p>
    </section>
  );
}

function Sections({ who }: { who: WhoAmI }) {
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
          <h2 className="text-xl font-semibold">Welcome</h2>
          <p className="mt-1 text-slate-700">
            You do not belong to a club on Rangebook yet. Ask your club&apos;s staff to invite you with{" "}
            {who.person?.email ?? "your e-mail address"}; the invitation arrives by e-mail.
          </p>
        </div>
      ) : null}
    </div>
  );
}

export function HomePage() {
  const session = useSession();
  if (session.isPending) return <Loading />;
  if (session.isError) return <Alert>Rangebook could not be reached: {session.error.message}</Alert>;
  if (!session.data) {
    return (
      <div className="mt-6 space-y-4">
        <p className="text-slate-700">
          The training journal for air rifle, smallbore and pistol athletes, with their coaches, clubs and competitions.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href="/sign-in" className="rounded-md bg-sky-800 px-4 py-2.5 font-semibold text-white hover:bg-sky-900">
            Sign in
          </Link>
          <Link href="/sign-up" className="rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-50">
            Create an account
          </Link>
        </div>
      </div>
    );
  }
  const who = session.data;
  return (
    <>
      <p className="mt-1 text-slate-700">Hello, {who.person?.name ?? who.athleteName ?? who.keyName ?? "there"}.</p>
      <Sections who={who} />
    </>
  );
}
