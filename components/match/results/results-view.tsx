"use client";
// The officials' result lists of a competition: course and class pickers, provisional or official,
// publish or reopen with a reason, the history of both, team results, and the lists as CSV and PDF.
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useFormat } from "@/lib/client/reader-format";
import { useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { type Choice, type ResultList, resultsPath, usePublication, usePublish, useResults, useTeamResults } from "./api";
import { ListPickers, ResultTable, StatusBadge } from "./result-table";

export function ResultsView({ competitionId }: { competitionId: string }) {
  const t = useTranslations("matchResults");
  const [choice, setChoice] = useState<Choice>({});
  const results = useResults(competitionId, choice, "officials", 15_000);
  if (results.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (results.isError) {
    return (
      <div className="space-y-3">
        <Alert>{t("failed", { problem: results.error.message })}</Alert>
        <Button variant="secondary" onClick={() => void results.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const list = results.data;
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{t("heading", { competition: list.competition.name })}</h1>
          <StatusBadge status={list.status} />
        </div>
        <ListPickers list={list} onChange={setChoice} />
      </header>
      {list.course === null ? (
        <p className="text-slate-600">{t("noCourses")}</p>
      ) : (
        <section aria-label={list.course.name} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
          <ResultTable list={list} />
          <Downloads competitionId={competitionId} choice={{ courseOfFireId: list.course.id, classificationId: list.classification?.id }} />
        </section>
      )}
      <Publishing competitionId={competitionId} list={list} />
      {list.course && <Teams competitionId={competitionId} courseOfFireId={list.course.id} />}
    </div>
  );
}

function Downloads({ competitionId, choice }: { competitionId: string; choice: Choice }) {
  const t = useTranslations("matchResults");
  const link =
    "rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-sky-700";
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600">{t("download")}:</span>
      <a className={link} href={resultsPath(competitionId, choice, "officials", "csv")} download>
        {t("downloadCsv")}
      </a>
      <a className={link} href={resultsPath(competitionId, choice, "officials", "pdf")} download>
        {t("downloadPdf")}
      </a>
      <Link className="ml-auto text-sky-800 underline" href={`/results/${competitionId}`}>
        {t("publicPage")}
      </Link>
    </div>
  );
}

const draftKey = (competitionId: string) => `rangebook.results.reopen.${competitionId}`;

function Publishing({ competitionId, list }: { competitionId: string; list: ResultList }) {
  const t = useTranslations("matchResults");
  const { dateTime } = useFormat();
  const session = useSession();
  const publication = usePublication(competitionId);
  const publish = usePublish(competitionId);
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const keep = (text: string) => {
    setReason(text);
    if (text) sessionStorage.setItem(draftKey(competitionId), text);
    else sessionStorage.removeItem(draftKey(competitionId));
  };
  const who = session.data;
  const official =
    (who?.admin ?? false) ||
    (who?.grants.some((g) => g.role === "competition-admin" && g.organizationId === list.competition.organizationId) ?? false);
  const history = publication.data?.history ?? [];
  return (
    <section className="space-y-3" aria-labelledby="publishing-heading">
      <h2 id="publishing-heading" className="sr-only">
        {t("publish")}
      </h2>
      {official && list.status === "provisional" && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => publish.mutate(null)} disabled={publish.isPending}>
            {t("publish")}
          </Button>
          <p className="text-sm text-slate-600">{t("publishHint")}</p>
        </div>
      )}
      {official && list.status === "official" && !reopening && (
        <Button
          variant="secondary"
          onClick={() => {
            // A reason half typed survives a reload (nothing typed is lost).
            setReason(sessionStorage.getItem(draftKey(competitionId)) ?? "");
            setReopening(true);
          }}
        >
          {t("reopen")}
        </Button>
      )}
      {official && list.status === "official" && reopening && (
        <form
          className="max-w-xl space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setMissing(true);
            publish.mutate(reason.trim(), {
              onSuccess: () => {
                keep("");
                setReopening(false);
              },
            });
          }}
        >
          <label htmlFor="reopen-reason" className="block text-sm font-medium">
            {t("reopenReason")}
          </label>
          <textarea
            id="reopen-reason"
            className="block w-full rounded-md border border-slate-400 px-2 py-2 text-sm"
            rows={2}
            value={reason}
            aria-invalid={missing}
            aria-describedby="reopen-reason-hint"
            onChange={(e) => {
              keep(e.target.value);
              setMissing(false);
            }}
          />
          <p id="reopen-reason-hint" className={`text-xs ${missing ? "text-red-700" : "text-slate-500"}`}>
            {t("reopenReasonHint")}
          </p>
          <div className="flex gap-2">
            <Button type="submit" disabled={publish.isPending}>
              {t("reopenConfirm")}
            </Button>
            <Button variant="secondary" onClick={() => setReopening(false)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      )}
      {publish.isError && <Alert>{publish.error.message}</Alert>}
      {history.length > 0 && (
        <ul className="space-y-1 text-sm text-slate-600" data-testid="publication-history">
          {history.map((h) => {
            const values = {
              who: h.changedBy ?? t("someone"),
              when: dateTime(h.at, { dateStyle: "medium", timeStyle: "short" }),
              reason: h.reason ?? "",
            };
            return <li key={h.at + h.change}>{h.change === "published" ? t("published", values) : t("reopened", values)}</li>;
          })}
        </ul>
      )}
    </section>
  );
}

function Teams({ competitionId, courseOfFireId }: { competitionId: string; courseOfFireId: string }) {
  const t = useTranslations("matchResults");
  const teams = useTeamResults(competitionId, courseOfFireId);
  if (!teams.data) return null;
  const { data } = teams;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4" aria-labelledby="teams-heading">
      <h2 id="teams-heading" className="text-lg font-semibold">
        {t("teams")}{" "}
        <span className="text-sm font-normal text-slate-600">({data.declared ? t("teamsDeclared") : t("teamsBestThree")})</span>
      </h2>
      {data.teams.every((team) => team.rank === null) ? (
        <p className="py-3 text-slate-600">{t("noTeams")}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-600">
              <th scope="col" className="px-2 py-1.5 text-right">
                {t("rank")}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {t("team")}
              </th>
              <th scope="col" className="hidden px-2 py-1.5 sm:table-cell">
                {t("members")}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right">
                {t("total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.teams
              .filter((team) => team.rank !== null)
              .map((team) => (
                <tr key={team.name} className="border-b border-slate-200 align-top">
                  <td className="px-2 py-1.5 text-right font-semibold">{team.rank}</td>
                  <td className="px-2 py-1.5">{team.name}</td>
                  <td className="hidden px-2 py-1.5 text-slate-600 sm:table-cell">
                    {team.members.map((m) => `${m.athleteName} ${m.score ?? ""}`).join(", ")}
                  </td>
                  <td className="px-2 py-1.5 text-right font-semibold tabular-nums">{team.total}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
