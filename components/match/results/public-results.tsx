"use client";
// The public's result lists (/results/{id}): anyone, no sign-in, refreshing by itself every few
// seconds. Large-screen mode fills the hall's screen with big type and cycles through the classes.
import { useTranslations } from "next-intl";
import { useFormat } from "@/lib/client/reader-format";
import { useEffect, useState } from "react";
import { ApiProblem } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { type Choice, useResults } from "./api";
import { ListPickers, ResultTable, StatusBadge } from "./result-table";

const REFRESH_MS = 5_000;
const CYCLE_MS = 12_000;

export function PublicResults({ competitionId, bigScreen = false }: { competitionId: string; bigScreen?: boolean }) {
  const t = useTranslations("matchResults");
  const { dateTime } = useFormat();
  const [choice, setChoice] = useState<Choice>({});
  const [large, setLarge] = useState(bigScreen);
  const results = useResults(competitionId, choice, "public", REFRESH_MS);
  const list = results.data;

  // On the big screen, the classes take turns: everyone, then each class, then everyone again.
  useEffect(() => {
    if (!large || !list || list.classifications.length === 0) return;
    const timer = setInterval(() => {
      setChoice((current) => {
        const ids = [undefined, ...list.classifications.map((c) => c.id)];
        const next = ids[(ids.indexOf(current.classificationId) + 1) % ids.length];
        return { courseOfFireId: list.course?.id, classificationId: next };
      });
    }, CYCLE_MS);
    return () => clearInterval(timer);
  }, [large, list]);

  useEffect(() => {
    if (!large) return;
    const leave = (e: KeyboardEvent) => e.key === "Escape" && setLarge(false);
    window.addEventListener("keydown", leave);
    return () => window.removeEventListener("keydown", leave);
  }, [large]);

  if (results.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (!list) {
    const notYet = results.error instanceof ApiProblem && results.error.status === 404;
    return (
      <div className="space-y-3">
        <p className="text-lg text-slate-700" role={notYet ? "status" : "alert"}>
          {notYet ? t("notPublished") : t("failed", { problem: results.error?.message ?? "" })}
        </p>
        {!notYet && (
          <Button variant="secondary" onClick={() => void results.refetch()}>
            {t("retry")}
          </Button>
        )}
      </div>
    );
  }
  const updated = dateTime(new Date(results.dataUpdatedAt).toISOString(), { timeStyle: "medium" });
  if (large) {
    return (
      <div className="fixed inset-0 z-50 overflow-hidden bg-slate-950 px-8 py-6 text-white" data-testid="big-screen">
        <div className="mb-4 flex flex-wrap items-baseline gap-6">
          <h1 className="text-5xl font-bold">{list.competition.name}</h1>
          <StatusBadge status={list.status} large />
          <p className="text-3xl text-slate-300">
            {[list.course?.name, list.classification?.name ?? t("allClasses")].filter(Boolean).join(" · ")}
          </p>
          <button
            type="button"
            onClick={() => setLarge(false)}
            className="ml-auto rounded-md border border-slate-500 px-3 py-1 text-base text-slate-300 focus-visible:ring-2 focus-visible:ring-sky-400"
          >
            {t("leaveBigScreen")}
          </button>
        </div>
        <div className="rounded-lg bg-white text-slate-900">
          <ResultTable list={list} large />
        </div>
        <p className="mt-3 text-lg text-slate-400" suppressHydrationWarning>
          {t("updated", { time: updated })}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{t("heading", { competition: list.competition.name })}</h1>
          <StatusBadge status={list.status} />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <ListPickers list={list} onChange={setChoice} />
          <Button variant="secondary" className="sm:ml-auto" onClick={() => setLarge(true)}>
            {t("bigScreen")}
          </Button>
        </div>
      </header>
      {list.course === null ? (
        <p className="text-slate-600">{t("noCourses")}</p>
      ) : (
        <section aria-label={list.course.name} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
          <ResultTable list={list} />
        </section>
      )}
      <p className="text-xs text-slate-500" aria-live="off" suppressHydrationWarning>
        {t("updated", { time: updated })} · {t("poweredBy")}
      </p>
    </div>
  );
}
