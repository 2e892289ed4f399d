"use client";
// A CSV of a competition's entries (issue 37): previewed with every conflict first, then the rows
// without one entered. The CSV typed or pasted is kept as a draft on the device until it is entered.
import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/text-area";
import { useProblemText } from "@/components/ui/use-problem-text";
import { ApiProblem } from "@/lib/client/api-fetch";
import { dropDraft, readDraft, writeDraft } from "@/lib/client/drafts";
import type { EntryStatus } from "@/lib/schemas/competitions";
import { type EntryImport, useImportEntries } from "./api/match-setup";

export type Note = { text: string; tone: "info" | "error" } | null;

export function useStatusWords() {
  const t = useTranslations("matchSetup");
  return (status: EntryStatus) => t(`status.${status}`);
}

/** A CSV of entries: previewed with every conflict first, then the rows without one entered. */
export function ImportEntries({ competitionId, onNote }: { competitionId: string; onNote: (note: Note) => void }) {
  const t = useTranslations("matchSetup");
  const problemText = useProblemText();
  const statusWord = useStatusWords();
  const draftKey = `rangebook.matchSetup.csv.${competitionId}`;
  const [csv, setCsv] = useState(() => readDraft<string>(draftKey)?.value ?? "");
  const [preview, setPreview] = useState<EntryImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useImportEntries(competitionId);

  const change = (text: string) => {
    setCsv(text);
    setPreview(null);
    if (text) writeDraft(draftKey, text);
    else dropDraft(draftKey);
  };
  const failed = (problem: unknown) =>
    setError(
      problem instanceof ApiProblem
        ? [problemText(problem.detail), ...Object.values(problem.fields).map((f) => problemText(f))].join(" ")
        : t("unreachable"),
    );

  return (
    <section aria-labelledby="import-heading" className="rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="import-heading" className="text-lg font-semibold">
        {t("importHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("importHint")}</p>
      <div className="mt-3 space-y-3">
        <label className="block text-sm font-medium">
          {t("importFile")}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="mt-1 block text-sm"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) change(await file.text());
            }}
          />
        </label>
        <TextArea label={t("importPaste")} rows={6} value={csv} onChange={(e) => change(e.target.value)} className="font-mono" />
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={!csv.trim() || run.isPending}
            onClick={() => {
              setError(null);
              run.mutate({ csv, dryRun: true }, { onSuccess: setPreview, onError: failed });
            }}
          >
            {t("previewButton")}
          </Button>
          {preview && preview.ready > 0 ? (
            <Button
              disabled={run.isPending}
              onClick={() =>
                run.mutate(
                  { csv, dryRun: false },
                  {
                    onSuccess: (done) => {
                      setPreview(null);
                      change("");
                      onNote({ text: t("imported", { count: done.created, skipped: done.conflicts }), tone: "info" });
                    },
                    onError: failed,
                  },
                )
              }
            >
              {t("importButton", { count: preview.ready })}
            </Button>
          ) : null}
        </div>
        {error ? <Alert>{error}</Alert> : null}
        {preview ? (
          <div>
            <p className="font-medium" role="status">
              {t("previewSummary", { total: preview.total, ready: preview.ready, conflicts: preview.conflicts })}
            </p>
            {/* At a desk a table; on a phone each row is a card of labelled lines, nothing scrolls sideways. */}
            <div className="mt-2 sm:overflow-x-auto">
              <table className="min-w-full text-left text-sm max-sm:block">
                <thead className="max-sm:hidden">
                  <tr className="border-b border-slate-300">
                    <th className="px-2 py-1">{t("line")}</th>
                    <th className="px-2 py-1">{t("athlete")}</th>
                    <th className="px-2 py-1">{t("course")}</th>
                    <th className="px-2 py-1">{t("bib")}</th>
                    <th className="px-2 py-1">{t("place")}</th>
                    <th className="px-2 py-1">{t("statusLabel")}</th>
                    <th className="px-2 py-1">{t("conflicts")}</th>
                  </tr>
                </thead>
                <tbody className="max-sm:block">
                  {preview.rows.slice(0, 500).map((r) => (
                    <tr
                      key={r.line}
                      className={`border-b border-slate-100 max-sm:block max-sm:py-2 ${r.problems.length > 0 ? "bg-red-50" : ""}`}
                    >
                      <PreviewCell label={t("line")}>{r.line}</PreviewCell>
                      <PreviewCell label={t("athlete")} className="sm:max-w-48 sm:truncate">
                        {r.athleteName}
                        {r.organizationName ? <span className="text-slate-600"> · {r.organizationName}</span> : null}
                      </PreviewCell>
                      <PreviewCell label={t("course")} className="sm:max-w-24 sm:truncate">
                        {r.course}
                      </PreviewCell>
                      <PreviewCell label={t("bib")}>{r.bib}</PreviewCell>
                      <PreviewCell label={t("place")}>
                        {r.relayNumber !== null ? t("placeShort", { relay: r.relayNumber, point: r.firingPoint ?? "" }) : ""}
                      </PreviewCell>
                      <PreviewCell label={t("statusLabel")}>{statusWord(r.status)}</PreviewCell>
                      <PreviewCell label={t("conflicts")}>
                        {r.problems.length === 0
                          ? t("ok")
                          : r.problems.map((p) => `${t(`problem.${p.code}`)}: ${problemText(p.detail)}`).join("; ")}
                      </PreviewCell>
                    </tr>
                  ))}
                </tbody>
              </table>
              {preview.rows.length > 500 ? (
                <p className="mt-1 text-sm text-slate-600">{t("moreRows", { count: preview.rows.length - 500 })}</p>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** A preview cell: a table cell at a desk, a labelled line on a phone. */
function PreviewCell({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`px-2 py-1 max-sm:flex max-sm:gap-3 max-sm:py-0.5 ${className}`}>
      <span className="w-24 shrink-0 text-slate-600 sm:hidden">{label}</span>
      <span className="min-w-0 max-sm:break-words">{children}</span>
    </td>
  );
}
