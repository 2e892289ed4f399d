"use client";
// A competition's entries for the host's competition admins (issue 37): the list with status, start
// number, relay and firing point and classes; one athlete added at a time (found by name, any club),
// edited, withdrawn or marked DNS/DNF/DSQ; and a CSV of entries, previewed with its conflicts before
// anything is written. What is typed (the CSV, a half-filled entry) is kept as a draft on the device.
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { StatusNote } from "@/components/ui/status-note";
import { TextField } from "@/components/ui/text-field";
import { useProblemText } from "@/components/ui/use-problem-text";
import { ApiProblem } from "@/lib/client/api-fetch";
import { dropDraft, readDraft, writeDraft } from "@/lib/client/drafts";
import { ENTRY_STATUSES, type EntryStatus } from "@/lib/schemas/competitions";
import { type CourseOfFire, useCoursesOfFire } from "./api/get-courses-of-fire";
import {
  type Entrant,
  type Entry,
  useCompetition,
  useCreateEntry,
  useEntrantSearch,
  useEntries,
  useEntryClasses,
  useReplaceEntry,
  useWithdrawEntry,
} from "./api/match-setup";
import { ImportEntries, type Note, useStatusWords } from "./entries-import";
import { asValues, emptyPlace, type Place, PlaceFields } from "./entry-place";

type Listed = Entry & { athleteName?: string; organizationName?: string };
/** Finds an athlete of any club by name and enters them. */
function AddEntry({ competitionId, courses, onNote }: { competitionId: string; courses: CourseOfFire[]; onNote: (note: Note) => void }) {
  const t = useTranslations("matchSetup");
  const problemText = useProblemText();
  const draftKey = `rangebook.matchSetup.add.${competitionId}`;
  const [draft] = useState(() => readDraft<{ text: string; athlete: Entrant | null; place: Place }>(draftKey)?.value ?? null);
  const [text, setText] = useState(draft?.text ?? "");
  const [athlete, setAthlete] = useState<Entrant | null>(draft?.athlete ?? null);
  const [place, setPlace] = useState<Place>(draft?.place ?? emptyPlace(courses[0]?.id ?? ""));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const search = useEntrantSearch(competitionId, athlete ? "" : text);
  const create = useCreateEntry(competitionId);
  const listId = useId();

  useEffect(() => {
    if (text || athlete) writeDraft(draftKey, { text, athlete, place });
  }, [draftKey, text, athlete, place]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!athlete) return;
    setErrors({});
    onNote(null);
    create.mutate(asValues(athlete.id, place), {
      onSuccess: () => {
        onNote({ text: t("added", { name: athlete.name }), tone: "info" });
        setAthlete(null);
        setText("");
        setPlace({ ...emptyPlace(place.courseOfFireId) });
        dropDraft(draftKey);
      },
      onError: (problem) => {
        if (problem instanceof ApiProblem) {
          setErrors(Object.fromEntries(Object.entries(problem.fields).map(([k, v]) => [k, problemText(v)])));
          onNote({ text: `${t("notSaved")} ${problemText(problem.detail)}`, tone: "error" });
        } else onNote({ text: t("unreachable"), tone: "error" });
      },
    });
  };

  return (
    <section aria-labelledby="add-heading" className="rounded-lg border border-slate-300 bg-slate-50/60 p-4">
      <h2 id="add-heading" className="text-lg font-semibold">
        {t("addHeading")}
      </h2>
      <form onSubmit={submit} className="mt-3 space-y-3" aria-label={t("addHeading")}>
        {athlete ? (
          <p className="flex flex-wrap items-center gap-3">
            <span className="font-medium">
              {athlete.name} · {athlete.organizationName}
            </span>
            <Button variant="secondary" onClick={() => setAthlete(null)}>
              {t("otherAthlete")}
            </Button>
          </p>
        ) : (
          <div>
            <TextField
              label={t("findAthlete")}
              hint={t("findAthleteHint")}
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
              aria-controls={listId}
            />
            <ul id={listId} className="mt-2 space-y-1" aria-label={t("matches")} aria-busy={search.isFetching}>
              {(search.data?.items ?? []).map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    className="w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-left hover:bg-sky-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700"
                    onClick={() => setAthlete(a)}
                  >
                    {a.name} <span className="text-sm text-slate-600">· {a.organizationName}</span>
                  </button>
                </li>
              ))}
            </ul>
            {search.isSuccess && search.data.items.length === 0 ? <p className="text-sm text-slate-600">{t("noMatches")}</p> : null}
          </div>
        )}
        <PlaceFields place={place} onChange={setPlace} courses={courses} errors={errors} />
        <Button type="submit" disabled={!athlete || create.isPending}>
          {create.isPending ? t("saving") : t("add")}
        </Button>
      </form>
    </section>
  );
}

/** One entry: its facts, and its edit, status and withdraw controls. */
function EntryRow({
  entry,
  competitionId,
  courses,
  classes,
  onNote,
}: {
  entry: Listed;
  competitionId: string;
  courses: CourseOfFire[];
  classes: string[];
  onNote: (note: Note) => void;
}) {
  const t = useTranslations("matchSetup");
  const problemText = useProblemText();
  const statusWord = useStatusWords();
  const replace = useReplaceEntry(competitionId);
  const withdraw = useWithdrawEntry(competitionId);
  const [editing, setEditing] = useState<Place | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const name = entry.athleteName ?? entry.athleteId;
  const code = courses.find((c) => c.id === entry.courseOfFireId)?.code ?? "—";
  const current: Place = {
    courseOfFireId: entry.courseOfFireId ?? "",
    bib: entry.bib ?? "",
    relayNumber: entry.relayNumber === null ? "" : String(entry.relayNumber),
    firingPoint: entry.firingPoint ?? "",
    status: entry.status,
  };
  const failed = (problem: unknown) => {
    if (problem instanceof ApiProblem) {
      setErrors(Object.fromEntries(Object.entries(problem.fields).map(([k, v]) => [k, problemText(v)])));
      onNote({ text: `${t("notSaved")} ${problemText(problem.detail)}`, tone: "error" });
    } else onNote({ text: t("unreachable"), tone: "error" });
  };
  const save = (place: Place, done: string) => {
    setErrors({});
    onNote(null);
    replace.mutate(
      { entry, values: asValues(entry.athleteId, place, entry.score) },
      {
        onSuccess: () => {
          setEditing(null);
          onNote({ text: done, tone: "info" });
        },
        onError: failed,
      },
    );
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            {name}
            {entry.status !== "entered" ? (
              <span className="ml-2 rounded bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                {statusWord(entry.status)}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-700">
            {[
              entry.organizationName,
              code,
              entry.bib ? t("bibShort", { bib: entry.bib }) : null,
              entry.relayNumber !== null ? t("placeShort", { relay: entry.relayNumber, point: entry.firingPoint ?? "" }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {classes.length > 0 ? <p className="text-sm text-slate-600">{t("classesOf", { classes: classes.join(", ") })}</p> : null}
        </div>
        {!editing && !confirming ? (
          <div className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor={`status-${entry.id}`}>
              {t("statusOf", { name })}
            </label>
            <select
              id={`status-${entry.id}`}
              value={entry.status}
              disabled={replace.isPending}
              onChange={(e) =>
                save(
                  { ...current, status: e.target.value as EntryStatus },
                  t("statusSaved", { name, status: statusWord(e.target.value as EntryStatus) }),
                )
              }
              className="rounded-md border border-slate-400 bg-white px-2 py-2 text-sm"
            >
              {ENTRY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusWord(s)}
                </option>
              ))}
            </select>
            <Button variant="secondary" onClick={() => setEditing(current)} aria-label={t("editName", { name })}>
              {t("edit")}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={t("withdrawName", { name })}>
              {t("withdraw")}
            </Button>
          </div>
        ) : null}
      </div>
      {editing ? (
        <form
          className="mt-3 space-y-3"
          aria-label={t("editName", { name })}
          onSubmit={(e) => {
            e.preventDefault();
            save(editing, t("saved", { name }));
          }}
        >
          <PlaceFields place={editing} onChange={setEditing} courses={courses} errors={errors} />
          <div className="flex gap-2">
            <Button type="submit" disabled={replace.isPending}>
              {t("save")}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : null}
      {confirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label={t("withdrawName", { name })}>
          <p className="text-sm">{t("withdrawQuestion", { name })}</p>
          <Button
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(entry.id, {
                onSuccess: () => onNote({ text: t("withdrawnName", { name }), tone: "info" }),
                onError: (problem) => {
                  setConfirming(false);
                  failed(problem);
                },
              })
            }
          >
            {t("withdrawConfirm")}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t("keep")}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function EntriesView({ competitionId }: { competitionId: string }) {
  const t = useTranslations("matchSetup");
  const session = useSession();
  const competition = useCompetition(competitionId);
  const courses = useCoursesOfFire();
  const signedIn = session.isSuccess && session.data !== null;
  const entries = useEntries(competitionId, signedIn);
  const [note, setNote] = useState<Note>(null);
  const who = session.data ?? null;
  const c = competition.data;
  const manages =
    !!c && who !== null && (who.admin || who.grants.some((g) => g.role === "competition-admin" && g.organizationId === c.organizationId));
  const reads = manages || (!!c && (who?.grants.some((g) => g.role === "staff" && g.organizationId === c.organizationId) ?? false));
  const entrants = useEntryClasses(competitionId, reads);

  if (competition.isPending || session.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (competition.isError) {
    return <Alert>{competition.error instanceof ApiProblem && competition.error.status === 404 ? t("notFound") : t("unreachable")}</Alert>;
  }
  if (!who) {
    return (
      <p>
        <Link href="/sign-in" className="text-sky-800 underline underline-offset-4">
          {t("signIn")}
        </Link>
      </p>
    );
  }
  const offered = (courses.data?.items ?? []).filter((k) => competition.data.courseOfFireIds.includes(k.id));
  const ordered = competition.data.courseOfFireIds.flatMap((id) => offered.filter((k) => k.id === id));
  const classesOf = (entryId: string) =>
    (entrants.data?.classifications ?? []).filter((k) => k.entrants.some((e) => e.entryId === entryId)).map((k) => k.name);
  const items = (entries.data?.items ?? []) as Listed[];

  return (
    <div className="space-y-6">
      <p>
        <Link href={`/competitions/${competitionId}`} className="text-sm text-sky-800 underline underline-offset-4">
          {t("backTo", { name: competition.data.name })}
        </Link>
      </p>
      <h1 className="text-3xl font-semibold tracking-tight">{t("entriesOf", { name: competition.data.name })}</h1>
      {note ? <StatusNote tone={note.tone}>{note.text}</StatusNote> : null}
      {manages && courses.isSuccess ? <AddEntry competitionId={competitionId} courses={ordered} onNote={setNote} /> : null}
      <section aria-labelledby="list-heading">
        <h2 id="list-heading" className="text-xl font-semibold">
          {t("entryList", { count: items.length })}
        </h2>
        {entries.isPending ? <p className="mt-2 text-slate-600">{t("loading")}</p> : null}
        {entries.isError ? <Alert>{t("unreachable")}</Alert> : null}
        {entries.isSuccess && items.length === 0 ? <p className="mt-2 text-slate-700">{t("noEntries")}</p> : null}
        <ul className="mt-3 space-y-2">
          {items.map((e) =>
            manages ? (
              <EntryRow
                key={e.id}
                entry={e}
                competitionId={competitionId}
                courses={courses.data?.items ?? []}
                classes={classesOf(e.id)}
                onNote={setNote}
              />
            ) : (
              <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-3">
                {e.athleteName} · {e.organizationName}
              </li>
            ),
          )}
        </ul>
      </section>
      {manages ? <ImportEntries competitionId={competitionId} onNote={setNote} /> : null}
    </div>
  );
}
