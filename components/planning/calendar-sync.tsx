"use client";
// The calendar beyond Rangebook: a secret link a phone's calendar subscribes to, and an .ics file
// (from another calendar) read into events.
import { useQueryClient } from "@tanstack/react-query";
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
      setError(problem instanceof ApiProblem ? problem.message : "That did not work; try again.");
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
      const parts = [`${result.created === 1 ? "1 event" : `${result.created} events`} added`];
      if (result.duplicates) parts.push(`${result.duplicates} already in the calendar`);
      if (result.repeating)
        parts.push(
          `${result.repeating === 1 ? "a repeating event" : `${result.repeating} repeating events`} once per date, up to a year ahead`,
        );
      setMessage(`${parts.join("; ")}.`);
    });

  return (
    <section aria-labelledby="sync-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="sync-heading" className="text-xl font-semibold">
        On your phone
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Subscribe in your phone&apos;s calendar to see these events and the competitions you entered, kept up to date.
      </p>
      {feed ? (
        <div className="mt-3 space-y-2">
          <a
            href={feed.webcalUrl}
            className="inline-flex rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900"
          >
            Open in my calendar
          </a>
          <label className="block text-sm">
            <span className="text-slate-700">
              Or copy the link into your calendar app (keep it private: anyone with it can read the calendar)
            </span>
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
              onClick={() => void navigator.clipboard?.writeText(feed.url).then(() => setMessage("Link copied."))}
            >
              Copy the link
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void stop()}>
              Stop sharing
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button disabled={busy} onClick={() => void renew()}>
            Get a subscription link
          </Button>
          <span className="text-sm text-slate-600">
            {stopped ? "The link was stopped." : "A link made before stops working when you get a new one."}
          </span>
        </div>
      )}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <Button variant="secondary" disabled={busy} onClick={() => file.current?.click()} aria-describedby={hintId}>
          Import events from an .ics file
        </Button>
        <input
          ref={file}
          type="file"
          accept=".ics,text/calendar"
          className="sr-only"
          aria-label="Import events from an .ics file"
          tabIndex={-1}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = "";
            if (chosen) void importFile(chosen);
          }}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          Saved from another calendar. Events already here are skipped; times without a zone are read in yours.
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
