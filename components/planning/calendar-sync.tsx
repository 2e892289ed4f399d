"use client";
// The calendar beyond Rangebook: a secret link a phone's calendar subscribes to, and an .ics file
// (from another calendar) read into events.
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiProblem, apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";

type Feed = { url: string; webcalUrl: string };
type Imported = { created: number; duplicates: number; repeating: number };

export function CalendarSync({ athleteId }: { athleteId: string }) {
  const client = useQueryClient();
  const [feed, setFeed] = useState<Feed | null>(null);
  const [stopped, setStopped] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations("planning.calendar");
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const base = `/api/athletes/${athleteId}`;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      await work();
    } catch (problem) {
      setError(problem instanceof ApiProblem ? problem.message : t("failed"));
    } finally {
      setBusy(false);
    }
  };

  const renew = () =>
    run(async () => {
      setFeed(await apiFetch<Feed>(`${base}/calendar-feed`, { method: "POST" }));
      setStopped(false);
    });

  const stop = () =>
    run(async () => {
      await apiFetch(`${base}/calendar-feed`, { method: "DELETE" });
      setFeed(null);
      setStopped(true);
    });

  const importFile = (file: File) =>
    run(async () => {
      // Times the file gives without a zone are read in the reader cookie's, which every page keeps
      // true to this device (lib/client/reader-format.tsx), as the session import does.
      const result = await apiFetch<Imported>(`${base}/calendar-events/import`, {
        method: "POST",
        body: file,
        headers: { "content-type": "text/calendar" },
      });
      await client.invalidateQueries({ queryKey: keys.planning.calendarEvents(athleteId) });
      const parts = [t("added", { count: result.created })];
      if (result.duplicates) parts.push(t("duplicates", { count: result.duplicates }));
      if (result.repeating) parts.push(result.repeating === 1 ? t("repeatingOne") : t("repeatingMany", { count: result.repeating }));
      setMessage(`${parts.join("; ")}.`);
    });

  return (
    <section aria-labelledby="sync-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="sync-heading" className="text-xl font-semibold">
        {t("sync")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("syncIntro")}</p>
      {feed ? (
        <div className="mt-3 space-y-2">
          <a
            href={feed.webcalUrl}
            className="inline-flex rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900"
          >
            {t("openInCalendar")}
          </a>
          <label className="block text-sm">
            <span className="text-slate-700">{t("copyHint")}</span>
            <input
              readOnly
              value={feed.url}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 block w-full rounded-md border border-slate-400 bg-slate-50 px-2 py-1.5 font-mono text-xs"
            />
          </label>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void navigator.clipboard?.writeText(feed.url).then(() => setMessage(t("copied")))}
            >
              {t("copy")}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void stop()}>
              {t("stop")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button disabled={busy} onClick={() => void renew()}>
            {t("getLink")}
          </Button>
          <span className="text-sm text-slate-600">{stopped ? t("stopped") : t("newLinkNote")}</span>
        </div>
      )}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <Button variant="secondary" disabled={busy} onClick={() => file.current?.click()} aria-describedby={hintId}>
          {t("importIcs")}
        </Button>
        <input
          ref={file}
          type="file"
          accept=".ics,text/calendar"
          className="sr-only"
          aria-label={t("importIcs")}
          tabIndex={-1}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = "";
            if (chosen) void importFile(chosen);
          }}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t("importHint")}
        </p>
      </div>
      {message ? (
        <p role="status" className="mt-3 text-sm text-slate-800">
          {message}
        </p>
      ) : null}
      {error ? (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      ) : null}
    </section>
  );
}
