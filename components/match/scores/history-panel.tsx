"use client";
// The history of one entry's score, beside the grid: who changed it, when, and what it was before
// and after, newest first. Escape or Close returns to the row.
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Placeholder } from "@/components/ui/placeholder";
import { useFormat } from "@/lib/client/reader-format";
import { type ScoreChange, type SheetRow, useScoreHistory } from "./api";

type Figures = ScoreChange["after"];

export function HistoryPanel({
  competitionId,
  row,
  decimal,
  onClose,
}: {
  competitionId: string;
  row: SheetRow;
  decimal: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("matchScores");
  const format = useFormat();
  const history = useHistoryFocus(onClose);
  const changes = useScoreHistory(competitionId, row.entryId);
  const score = (value: number | null) => (value === null ? "–" : format.score(value, decimal));

  /** "S2 102,3 → 103,0" for each series that changed. */
  function seriesChanges(before: Figures | null, after: Figures): string[] {
    const numbers = [...new Set([...(before?.series ?? []), ...after.series].map((s) => s.seriesNumber))].sort((a, b) => a - b);
    return numbers.flatMap((n) => {
      const was = before?.series.find((s) => s.seriesNumber === n) ?? null;
      const now = after.series.find((s) => s.seriesNumber === n) ?? null;
      if (was?.score === now?.score && was?.innerTens === now?.innerTens) return [];
      const say = (s: typeof was) => (s === null ? "–" : `${score(s.score)}${s.innerTens !== null ? ` (${s.innerTens})` : ""}`);
      return [`${t("seriesShort", { number: n })} ${before ? `${say(was)} → ` : ""}${say(now)}`];
    });
  }

  return (
    <aside
      role="dialog"
      aria-modal="false"
      aria-labelledby="score-history-title"
      className="fixed inset-x-0 bottom-0 z-20 max-h-[70vh] overflow-y-auto border-t border-slate-300 bg-white p-4 shadow-2xl sm:inset-y-0 sm:left-auto sm:right-0 sm:max-h-none sm:w-96 sm:border-l sm:border-t-0"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id="score-history-title" ref={history} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t("historyOf", { name: row.athleteName })}
        </h2>
        <Button variant="secondary" className="px-2 py-1 text-xs" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
      {changes.isPending ? <Placeholder className="mt-3 h-24 rounded-md" label={t("historyLoading")} /> : null}
      {changes.isError ? <Alert>{changes.error.message}</Alert> : null}
      {changes.data && changes.data.items.length === 0 ? <p className="mt-3 text-slate-600">{t("historyEmpty")}</p> : null}
      <ol className="mt-3 space-y-3">
        {changes.data?.items.map((change) => (
          <li key={change.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <p className="text-slate-600">
              {t("changeBy", {
                when: format.dateTime(change.changedUtc, { dateStyle: "medium", timeStyle: "short" }),
                who: change.changedBy ?? t("byKey"),
              })}
              {change.source === "import" ? ` · ${t("fromImport")}` : null}
            </p>
            <p className="mt-1 font-semibold tabular-nums">
              {change.before === null
                ? t("firstEntered", { after: score(change.after.score) })
                : t("changed", { before: score(change.before.score), after: score(change.after.score) })}
            </p>
            <ul className="mt-1 text-slate-700 tabular-nums">
              {seriesChanges(change.before, change.after).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** The panel's heading takes the focus when it opens, so a keyboard (and a screen reader) is in it. */
function useHistoryFocus(onClose: () => void) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    const escape = (e: globalThis.KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", escape);
    return () => window.removeEventListener("keydown", escape);
  }, [onClose]);
  return heading;
}
