"use client";
// A competition's overview (issue 37): its days, courses and entry counts, the way to its entries,
// relays, scores and results; the host's competition admins freeze classes and open or close
// registration here, and an athlete registers for a course or withdraws.
import { Link } from "@/components/ui/link";
import { MyStart } from "@/components/match/my-start";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { StatusNote } from "@/components/ui/status-note";
import { useProblemText } from "@/components/ui/use-problem-text";
import { ApiProblem } from "@/lib/client/api-fetch";
import { useFormat } from "@/lib/client/reader-format";
import { useCoursesOfFire } from "./api/get-courses-of-fire";
import { useChangeCompetition, useCompetition, useCreateEntry, useEntries, useWithdrawEntry } from "./api/match-setup";

const link = "font-medium text-sky-800 underline underline-offset-4";

export function CompetitionOverview({ competitionId }: { competitionId: string }) {
  const t = useTranslations("matchSetup");
  const problemText = useProblemText();
  const format = useFormat();
  const session = useSession();
  const competition = useCompetition(competitionId);
  const courses = useCoursesOfFire();
  const signedIn = session.isSuccess && session.data !== null;
  const entries = useEntries(competitionId, signedIn);
  const change = useChangeCompetition(competitionId);
  const register = useCreateEntry(competitionId);
  const withdraw = useWithdrawEntry(competitionId);
  const [note, setNote] = useState<{ text: string; tone: "info" | "error" } | null>(null);

  if (session.isSuccess && session.data === null) {
    return (
      <p>
        <Link href="/sign-in" className="text-sky-800 underline underline-offset-4">
          {t("signInToSee")}
        </Link>
      </p>
    );
  }
  if (competition.isPending || session.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (competition.isError) {
    return <Alert>{competition.error instanceof ApiProblem && competition.error.status === 404 ? t("notFound") : t("unreachable")}</Alert>;
  }
  const c = competition.data;
  const who = session.data ?? null;
  const manages =
    who !== null && (who.admin || who.grants.some((g) => g.role === "competition-admin" && g.organizationId === c.organizationId));
  const staff = manages || (who?.grants.some((g) => g.role === "staff" && g.organizationId === c.organizationId) ?? false);
  const athleteId = who?.grants.find((g) => g.role === "athlete" && g.athleteId)?.athleteId ?? null;
  const official = c.resultsStatus === "official";
  const items = entries.data?.items ?? [];
  const courseName = (id: string) => {
    const course = courses.data?.items.find((k) => k.id === id);
    return course ? `${course.name} (${course.code})` : t("loading");
  };
  const day = (iso: string) => format.dateTime(iso, { dateStyle: "long", timeZone: "UTC" });
  const days =
    c.endDate && c.endDate.slice(0, 10) !== c.startDate.slice(0, 10)
      ? t("days", { from: day(c.startDate), to: day(c.endDate) })
      : day(c.startDate);
  const failed = (problem: unknown, fallback: string) =>
    setNote({ text: problem instanceof ApiProblem ? `${fallback} ${problemText(problem.detail)}` : t("unreachable"), tone: "error" });

  const registerFor = (courseOfFireId: string) => {
    if (!athleteId) return;
    setNote(null);
    register.mutate(
      { athleteId, courseOfFireId },
      {
        onSuccess: () => setNote({ text: t("registered", { course: courseName(courseOfFireId) }), tone: "info" }),
        onError: (problem) => failed(problem, t("registerFailed")),
      },
    );
  };
  const withdrawFrom = (entryId: string, courseOfFireId: string | null) => {
    setNote(null);
    withdraw.mutate(entryId, {
      onSuccess: () => setNote({ text: t("withdrawn", { course: courseOfFireId ? courseName(courseOfFireId) : c.name }), tone: "info" }),
      onError: (problem) => failed(problem, t("withdrawFailed")),
    });
  };
  const toggle = (values: { classesFrozen?: boolean; registrationOpen?: boolean }, done: string) => {
    setNote(null);
    change.mutate(values, { onSuccess: () => setNote({ text: done, tone: "info" }), onError: (problem) => failed(problem, t("notSaved")) });
  };

  const countOn = (courseOfFireId: string | null) => items.filter((e) => e.courseOfFireId === courseOfFireId).length;
  const mine = (courseOfFireId: string | null) => items.find((e) => e.athleteId === athleteId && e.courseOfFireId === courseOfFireId);
  const courseRows: Array<string | null> = c.courseOfFireIds.length > 0 ? c.courseOfFireIds : [null];

  return (
    <div className="space-y-6">
      <p>
        <Link href="/competitions" className="text-sm text-sky-800 underline underline-offset-4">
          {t("allCompetitions")}
        </Link>
      </p>
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{c.name}</h1>
        <p className="mt-1 text-slate-700">
          {days}
          {c.discipline ? ` · ${c.discipline}` : ""}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={t("facts")}>
          <li className="rounded-full bg-slate-100 px-3 py-1">
            {c.registrationOpen ? t("registrationIsOpen") : t("registrationIsClosed")}
          </li>
          <li className="rounded-full bg-slate-100 px-3 py-1">{c.openToOtherClubs ? t("isOpenToOtherClubs") : t("hostOnly")}</li>
          <li className="rounded-full bg-slate-100 px-3 py-1">{official ? t("resultsOfficial") : t("resultsProvisional")}</li>
          {c.classesFrozen ? <li className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">{t("classesAreFrozen")}</li> : null}
        </ul>
      </header>

      {note ? <StatusNote tone={note.tone}>{note.text}</StatusNote> : null}

      <nav aria-label={t("pages")} className="flex flex-wrap gap-x-5 gap-y-2">
        {staff ? (
          <Link href={`/competitions/${c.id}/entries`} className={link}>
            {t("entries")}
          </Link>
        ) : null}
        {staff ? (
          <Link href={`/competitions/${c.id}/relays`} className={link}>
            {t("relays")}
          </Link>
        ) : null}
        {manages ? (
          <Link href={`/competitions/${c.id}/scores`} className={link}>
            {t("scores")}
          </Link>
        ) : null}
        <Link href={`/competitions/${c.id}/results`} className={link}>
          {t("results")}
        </Link>
        {staff ? (
          <Link href={`/competitions/${c.id}/classifications`} className={link}>
            {t("classifications")}
          </Link>
        ) : null}
      </nav>

      <section aria-labelledby="courses-heading">
        <h2 id="courses-heading" className="text-xl font-semibold">
          {t("courses")}
        </h2>
        {c.courseOfFireIds.length === 0 ? <p className="mt-2 text-slate-700">{t("noCourses")}</p> : null}
        <ul className="mt-3 space-y-3">
          {courseRows.map((courseId) => {
            const own = athleteId ? mine(courseId) : undefined;
            return (
              <li
                key={courseId ?? "none"}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{courseId ? courseName(courseId) : t("anyCourse")}</p>
                  {staff && entries.isSuccess ? (
                    <p className="text-sm text-slate-700">{t("entryCount", { count: countOn(courseId) })}</p>
                  ) : null}
                  {own ? <p className="text-sm text-slate-700">{t("youAreEntered")}</p> : null}
                </div>
                {athleteId && courseId ? (
                  own ? (
                    <Button
                      variant="secondary"
                      disabled={official || withdraw.isPending}
                      onClick={() => withdrawFrom(own.id, courseId)}
                      aria-label={t("withdrawFrom", { course: courseName(courseId) })}
                    >
                      {t("withdraw")}
                    </Button>
                  ) : (
                    <Button
                      disabled={!c.registrationOpen || official || register.isPending}
                      onClick={() => registerFor(courseId)}
                      aria-label={t("registerFor", { course: courseName(courseId) })}
                    >
                      {t("register")}
                    </Button>
                  )
                ) : null}
              </li>
            );
          })}
        </ul>
        {athleteId && !c.registrationOpen ? <p className="mt-2 text-sm text-slate-600">{t("registrationClosedHint")}</p> : null}
      </section>

      {athleteId ? <MyStart competitionId={competitionId} athleteId={athleteId} /> : null}

      {manages ? (
        <section aria-labelledby="admin-heading" className="rounded-lg border border-slate-300 bg-slate-50/60 p-4">
          <h2 id="admin-heading" className="text-lg font-semibold">
            {t("forAdmins")}
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() =>
                toggle(
                  { registrationOpen: !c.registrationOpen },
                  c.registrationOpen ? t("registrationClosedNow") : t("registrationOpenedNow"),
                )
              }
            >
              {c.registrationOpen ? t("closeRegistration") : t("openRegistration")}
            </Button>
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => toggle({ classesFrozen: !c.classesFrozen }, c.classesFrozen ? t("classesThawedNow") : t("classesFrozenNow"))}
            >
              {c.classesFrozen ? t("thawClasses") : t("freezeClasses")}
            </Button>
          </div>
          <p className="mt-2 text-sm text-slate-600">{t("freezeHint")}</p>
        </section>
      ) : null}
    </div>
  );
}
