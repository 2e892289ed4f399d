"use client";
// Entering a session's shots at the range: tap each one on the target face (its score follows from
// where it landed, in tenths where the course scores tenths), or type it, series by series, with the
// running totals in view. Nothing typed is lost: the shots are kept on the device until they are
// saved, leaving asks first, and a save that meets someone else's change keeps them for another try.
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useEntry } from "@/components/journal/api/entry";
import { KeptOnDevice } from "@/components/outbox/kept-on-device";
import { useKeepWrite } from "@/components/outbox/use-outbox";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiProblem } from "@/lib/client/api-fetch";
import { NoConnection } from "@/lib/client/outbox/send";
import { useLeaveGuard } from "@/lib/client/drafts";
import { keys } from "@/lib/client/query-keys";
import { type Hit, parseScore } from "@/lib/shots/parse-score";
import { shotTotals } from "@/lib/shots/shot-totals";
import { ringRadius, scoreHit, targetFace, typedInnerTen } from "@/lib/shots/target-faces";
import { useFormat } from "@/lib/client/reader-format";
import { isDecimalScoring } from "@/lib/journal/scoring";
import { type CourseOfFire, type DraftShot, replaceShotsWrite, type Shots, useCourseOfFire, useReplaceShots, useShots } from "./api/shots";
import { shotText } from "./shots-section";
import { SeriesTabs } from "./series-tabs";
import { TargetPlot } from "./target-plot";
import { Placeholder } from "@/components/ui/placeholder";
import { useAthleteName } from "@/components/people/api/athlete-name";
import { useCourseName } from "@/components/choices/choice-labels";

const draftKey = (entryId: string) => `rangebook:shots-draft:${entryId}`;

function readDraft(entryId: string): DraftShot[] | null {
  try {
    const text = window.localStorage.getItem(draftKey(entryId));
    return text ? (JSON.parse(text) as DraftShot[]) : null;
  } catch {
    return null;
  }
}

/** `startSeries`: the series whose shots are entered first (the grid's "Shots" button names it). */
export function ShotEntry({ athleteId, entryId, startSeries = 1 }: { athleteId: string; entryId: string; startSeries?: number }) {
  const entry = useEntry(athleteId, entryId);
  const saved = useShots(athleteId, entryId);
  const course = useCourseOfFire(entry.data?.body.courseOfFireId ?? null);
  // A coach or staff member reads the shots; only the athlete (or an admin) changes them. Unknown
  // (no session read yet, say offline) keeps the editor: the server decides, and nothing is lost.
  const { reader } = useAthleteName(athleteId);
  const t = useTranslations("shots");
  if (entry.isError) return <Alert>{entry.error.message}</Alert>;
  if (saved.isError) return <Alert>{saved.error.message}</Alert>;
  if (entry.isPending || saved.isPending || (entry.data.body.courseOfFireId && course.isPending)) {
    return <Placeholder className="h-96 rounded-lg" label={t("loading")} />;
  }
  return (
    <ShotEditor
      athleteId={athleteId}
      entryId={entryId}
      saved={saved.data}
      layout={course.data ?? null}
      startSeries={startSeries}
      readOnly={reader === "coach" || reader === "staff"}
    />
  );
}

const fromSaved = (saved: Shots): DraftShot[] => saved.shots.map(({ id: _id, ...shot }) => shot);

/** "60 shots, 621.3": how many scoring shots and their total, to compare two versions. */
function summary(shots: DraftShot[], score: (value: number) => string, t: ReturnType<typeof useTranslations<"shots">>): string {
  const sums = shotTotals(shots);
  if (!sums) return t("noShotsSummary");
  return t("summary", { count: sums.entry.shotsFired, score: score(sums.entry.score) });
}

function ShotEditor({
  athleteId,
  entryId,
  saved,
  layout,
  startSeries,
  readOnly,
}: {
  athleteId: string;
  entryId: string;
  saved: Shots;
  layout: CourseOfFire | null;
  startSeries: number;
  readOnly: boolean;
}) {
  const t = useTranslations("shots");
  const courseName = useCourseName();
  const router = useRouter();
  const client = useQueryClient();
  const entry = useEntry(athleteId, entryId);
  const replace = useReplaceShots(athleteId, entryId);
  // The shots start from a draft kept on this device, else from the saved ones.
  const [draft] = useState(() => (readOnly ? null : readDraft(entryId)));
  const [shots, setShots] = useState<DraftShot[]>(() => draft ?? fromSaved(saved));
  const [restored, setRestored] = useState(draft !== null);
  const [series, setSeries] = useState(startSeries);
  const [sighting, setSighting] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  /** Set when a save with no connection went to the outbox, to say so beside the button. */
  const [kept, setKept] = useState(false);
  const keepWrite = useKeepWrite();
  const conflictPanel = useRef<HTMLDivElement>(null);
  const [dirty, setDirty] = useState(draft !== null);
  useLeaveGuard(dirty);

  // The save button is at the bottom of the screen: bring its answer into view, above the bar.
  useEffect(() => {
    if (conflict) conflictPanel.current?.scrollIntoView({ block: "center" });
  }, [conflict]);

  function change(next: DraftShot[]) {
    setShots(next);
    setDirty(true);
    setKept(false);
    window.localStorage.setItem(draftKey(entryId), JSON.stringify(next));
  }

  const face = targetFace(layout?.targetFace ?? saved.targetFace);
  const decimal = layout ? layout.scoring === "decimal" : true;
  const format = useFormat();
  const decimalTotals = isDecimalScoring(
    shots.map((s) => ({ score: s.decimalScore ?? s.score, maxScore: null, shots: 1 })),
    layout?.scoring ?? null,
  );
  const total = (value: number | undefined) => format.score(value ?? null, decimalTotals);
  const maximum = (value: number | undefined) => format.number(value ?? null);
  const seriesCount = Math.max(layout?.seriesCount ?? 1, series, ...shots.map((s) => s.seriesNumber));
  const inSeries = shots.filter((s) => s.seriesNumber === series);
  const matchInSeries = inSeries.filter((s) => !s.isSighter).length;
  const sums = shotTotals(shots);
  const last = shots.at(-1);
  const session = entry.data?.body;
  if (!session) return null;

  function add(hit: Hit, at: { x: number; y: number } | null) {
    const list = shots;
    const number = Math.max(0, ...list.filter((s) => s.seriesNumber === series).map((s) => s.shotNumber)) + 1;
    change([
      ...list,
      { ...hit, seriesNumber: series, shotNumber: number, isSighter: sighting, x: at?.x ?? null, y: at?.y ?? null, firedAt: null },
    ]);
    // A full series moves on to the next one.
    const perSeries = layout?.shotsPerSeries;
    if (!sighting && perSeries && matchInSeries + 1 >= perSeries && series < (layout?.seriesCount ?? 0)) setSeries(series + 1);
  }

  function tap(x: number, y: number) {
    if (!face) return;
    const hit = scoreHit(face, x, y);
    add({ score: hit.score, decimalScore: decimal ? hit.decimalScore : null, isInnerTen: hit.isInnerTen }, { x, y });
  }

  function addTyped(event: FormEvent) {
    event.preventDefault();
    const hit = parseScore(typed);
    if (typeof hit === "string") return setTypedError(t("typeProblem"));
    setTypedError(null);
    setTyped("");
    // One inner-ten rule for typed and tapped shots: the face's, where there is one.
    add(face ? { ...hit, isInnerTen: typedInnerTen(face, hit, hit.isInnerTen) } : hit, null);
  }

  async function save() {
    setConflict(false);
    const write = replaceShotsWrite(athleteId, entryId, entry.data?.etag ?? null, shots, crypto.randomUUID());
    try {
      await replace.mutateAsync(write);
      setDirty(false);
      window.localStorage.removeItem(draftKey(entryId));
      await client.invalidateQueries({ queryKey: keys.journal.shots(athleteId, entryId) });
      router.push(`/athletes/${athleteId}/journal/${entryId}`);
    } catch (error) {
      if (error instanceof NoConnection && session) {
        const when = format.dateTime(session.sessionDate, { dateStyle: "medium" });
        await keepWrite({
          kind: "shots",
          title: t("outboxTitle", { when, summary: summary(shots, total, t) }),
          steps: [write],
          reopen: { href: `/athletes/${athleteId}/journal/${entryId}/shots`, draftKey: draftKey(entryId), draft: shots, as: "raw" },
        });
        window.localStorage.removeItem(draftKey(entryId));
        setDirty(false);
        setKept(true);
        return;
      }
      if (error instanceof ApiProblem && error.status === 412) {
        // The newer ETag for another try, and the saved shots to show beside these: read before the
        // panel shows, so "Take the saved shots" never takes the version this page opened with.
        await Promise.all([
          client.refetchQueries({ queryKey: keys.journal.entry(athleteId, entryId), exact: true }),
          client.refetchQueries({ queryKey: keys.journal.shots(athleteId, entryId), exact: true }),
        ]);
        setConflict(true);
      }
    }
  }

  function discardDraft() {
    window.localStorage.removeItem(draftKey(entryId));
    setDirty(false);
    setRestored(false);
    setShots(fromSaved(saved));
  }

  const seriesTotal = sums?.series.find((s) => s.seriesNumber === series);
  return (
    <div className="space-y-4 pb-44">
      <div>
        <Link href={`/athletes/${athleteId}/journal/${entryId}`} className="text-sm text-sky-800 underline underline-offset-4">
          {t("backToSession")}
        </Link>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-slate-700">
          {format.dateTime(session.sessionDate, { dateStyle: "medium" })}
          {session.courseOfFireName ? ` · ${courseName(session.courseOfFireName)}` : ""}
          {layout?.seriesCount && layout.shotsPerSeries
            ? ` · ${t("layout", { series: layout.seriesCount, shots: layout.shotsPerSeries })}`
            : ""}
        </p>
      </div>
      {restored ? (
        <Alert tone="info">
          {t("restored")}{" "}
          <button type="button" className="font-semibold underline" onClick={discardDraft}>
            {t("discardThem")}
          </button>
        </Alert>
      ) : null}
      {!face && !readOnly ? <Alert tone="info">{session.courseOfFireId ? t("noFace") : t("noCourse")}</Alert> : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <SeriesTabs
            count={seriesCount}
            current={series}
            onChoose={setSeries}
            shotsIn={(n) => shots.filter((s) => s.seriesNumber === n && !s.isSighter).length}
            mayAdd={!readOnly}
          />
          {face ? (
            <>
              <TargetPlot
                face={face}
                shots={inSeries.flatMap((s) =>
                  s.x === null || s.y === null
                    ? []
                    : [
                        {
                          key: `${s.seriesNumber}-${s.shotNumber}`,
                          x: s.x,
                          y: s.y,
                          isSighter: s.isSighter,
                          label: `${s.isSighter ? t("sighterMark") : ""}${inSeries.filter((o) => o.isSighter === s.isSighter && o.shotNumber <= s.shotNumber).length}`,
                        },
                      ],
                )}
                highlight={last ? `${last.seriesNumber}-${last.shotNumber}` : null}
                radius={zoomed ? ringRadius(face, Math.max(face.lowestRing, 6)) : undefined}
                title={readOnly ? t("faceReadOnly", { series }) : t("faceTap", { shot: inSeries.length + 1, series })}
                onTap={readOnly ? undefined : tap}
                aimLabel={(x, y) => {
                  const hit = scoreHit(face, x, y);
                  return `${decimal ? format.score(hit.decimalScore, true) : String(hit.score)}${hit.isInnerTen ? " X" : ""}`;
                }}
                className="mx-auto max-w-md"
              />
              <div className="flex justify-between gap-2 text-sm">
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked={zoomed} onChange={(e) => setZoomed(e.target.checked)} className="h-5 w-5" />
                  {t("zoom")}
                </label>
                <span className="text-slate-600">{decimal ? t("scoredTenths") : t("scoredWhole")}</span>
              </div>
            </>
          ) : null}
        </div>
        <div className="min-w-0 space-y-3">
          {readOnly ? <p className="text-sm text-slate-700">{t("onlyAthlete")}</p> : null}
          <label hidden={readOnly} className="flex items-center gap-2 rounded-md border border-slate-300 bg-white p-2 text-sm font-medium">
            <input type="checkbox" checked={sighting} onChange={(e) => setSighting(e.target.checked)} className="h-5 w-5 scroll-mb-44" />
            {t("sightersToggle")}
          </label>
          <form hidden={readOnly} onSubmit={addTyped} noValidate className="flex items-end gap-2">
            <label className="flex-1 text-sm font-medium text-slate-900">
              {t("typeShot")}
              <input
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                inputMode="decimal"
                autoComplete="off"
                placeholder={decimal ? format.fixed(10.4, 1) : "9"}
                aria-invalid={typedError ? true : undefined}
                aria-describedby="typed-hint"
                className="mt-1 block min-h-11 w-full scroll-mb-44 rounded-md border border-slate-400 px-3 text-base"
              />
            </label>
            <Button type="submit" variant="secondary" className="min-h-11">
              {t("add")}
            </Button>
          </form>
          <p id="typed-hint" hidden={readOnly} className={`text-sm ${typedError ? "text-red-800" : "text-slate-600"}`}>
            {typedError ?? t("typeHint", { example: format.fixed(10.4, 1) })}
          </p>
          <div className="rounded-md border border-slate-200 bg-white p-3">
            <p className="flex justify-between font-semibold">
              <span>{t("series", { number: series })}</span>
              <span>
                {total(seriesTotal?.score)}
                {layout?.shotsPerSeries ? (
                  <span className="ml-2 text-sm font-normal text-slate-600">
                    {t("shotsOf", { count: matchInSeries, of: layout.shotsPerSeries })}
                  </span>
                ) : null}
              </span>
            </p>
            {inSeries.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t("noShotsInSeries")}</p>
            ) : (
              <ol className="mt-2 flex flex-wrap gap-1 font-mono text-sm" aria-label={t("shotsOfSeries", { series })}>
                {inSeries.map((s) => (
                  <li
                    key={s.shotNumber}
                    className={`rounded px-1.5 py-0.5 ${s.isSighter ? "border border-dashed border-slate-400 text-slate-600" : "bg-slate-100"}`}
                  >
                    {s.isSighter ? `${t("sighterMark")} ` : ""}
                    {shotText(s, format.fixed)}
                  </li>
                ))}
              </ol>
            )}
            <Button variant="secondary" className="mt-2" hidden={readOnly} disabled={!last} onClick={() => change(shots.slice(0, -1))}>
              {t("removeLast")}
            </Button>
          </div>
        </div>
      </div>
      {conflict ? (
        <div ref={conflictPanel}>
          <Alert>
            <p>{t("conflict")}</p>
            <p className="mt-1 font-medium">
              {t("conflictCompare", { saved: summary(fromSaved(saved), total, t), yours: summary(shots, total, t) })}
            </p>
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => {
                discardDraft();
                setConflict(false);
              }}
            >
              {t("takeSaved")}
            </Button>
          </Alert>
        </div>
      ) : null}
      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm">
            <span className="block text-lg font-semibold">
              {total(sums?.entry.score)}
              {sums ? <span className="text-sm font-normal text-slate-600"> / {maximum(sums.entry.maxScore)}</span> : null}
            </span>
            {sums ? t("barTotals", { count: sums.entry.shotsFired, xs: sums.entry.numberOfXs }) : t("noScoringShots")}
          </p>
          <Button hidden={readOnly} onClick={() => void save()} disabled={replace.isPending}>
            {replace.isPending ? t("saving") : t("saveShots")}
          </Button>
        </div>
        {kept ? (
          <div className="mx-auto mt-2 max-w-4xl">
            <KeptOnDevice what={t("theShots")} />
          </div>
        ) : null}
        {/* The save's answer shows in the bar, where the person just pressed. */}
        {replace.error && !conflict && !(replace.error instanceof NoConnection) ? (
          <div className="mx-auto mt-2 max-w-4xl">
            <Alert>{replace.error.message}</Alert>
          </div>
        ) : null}
      </div>
    </div>
  );
}
