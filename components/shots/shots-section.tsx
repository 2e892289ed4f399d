"use client";
// The session page's shots: the target plot of the whole session or one series, where the group
// lies and how tight it is, and every shot by series.
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useDeferredValue, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { useFormat } from "@/lib/client/reader-format";
import { fittingRadius, targetFace } from "@/lib/shots/target-faces";
import { type Shot, type Shots, useShots } from "./api/shots";
import { MeasuredShots } from "./measured-shots";
import { TargetPlot } from "./target-plot";
import { Placeholder } from "@/components/ui/placeholder";

type Group = Shots["session"];

type Words = ReturnType<typeof useTranslations<"shots">>;

/** "1.2 mm right, 0.4 mm low": where the mean point of impact lies, in a shooter's words. */
function whereText(group: Group, mm: (v: number) => string, t: Words): string | null {
  if (group.meanX === null || group.meanY === null) return null;
  const across = Math.abs(group.meanX) < 0.05 ? null : t(group.meanX > 0 ? "right" : "left", { distance: mm(Math.abs(group.meanX)) });
  const up = Math.abs(group.meanY) < 0.05 ? null : t(group.meanY > 0 ? "high" : "low", { distance: mm(Math.abs(group.meanY)) });
  return [across, up].filter(Boolean).join(", ") || t("centred");
}

/** A shot as the lists show it: "10.4*" for an inner ten, its tenth in the page's decimal separator. */
export function shotText(
  shot: Pick<Shot, "score" | "decimalScore" | "isInnerTen">,
  fixed: (value: number, digits: number) => string,
): string {
  const value = shot.decimalScore !== null ? fixed(shot.decimalScore, 1) : String(shot.score);
  return shot.isInnerTen ? `${value}*` : value;
}

function GroupFacts({ group }: { group: Group }) {
  const t = useTranslations("shots");
  const { number } = useFormat();
  const mm = (v: number) => `${number(v)} mm`;
  if (group.count === 0) return <p className="text-sm text-slate-600">{t("noPositions")}</p>;
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {[
        [t("groupCentre"), whereText(group, mm, t)],
        [t("extremeSpread"), group.extremeSpread === null ? "–" : mm(group.extremeSpread)],
        [t("meanRadius"), group.meanRadius === null ? "–" : mm(group.meanRadius)],
      ].map(([label, value]) => (
        <div key={label} className="rounded-md bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ShotsSection({
  athleteId,
  entryId,
  mayWrite,
  expected,
}: {
  athleteId: string;
  entryId: string;
  mayWrite: boolean;
  /** Whether shots are likely (the entry's totals come from them): the placeholder keeps their room. */
  expected: boolean;
}) {
  const t = useTranslations("shots");
  const shots = useShots(athleteId, entryId);
  // The plot is drawn as a transition when the shots arrive, not in one long task.
  const data = useDeferredValue(shots.data);
  const format = useFormat();
  const mm = (v: number) => `${format.number(v)} mm`;
  const [view, setView] = useState<number | "all" | "sighters">("all");
  const enter = mayWrite ? (
    <Link
      href={`/athletes/${athleteId}/journal/${entryId}/shots`}
      className="inline-flex rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
    >
      {data && data.shots.length > 0 ? t("editShots") : t("enterShots")}
    </Link>
  ) : null;
  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="shots-heading" className="text-xl font-semibold">
        {t("title")}
      </h2>
      {enter}
    </div>
  );
  if (!data && !shots.isError) {
    return (
      <section aria-labelledby="shots-heading" className="mt-8">
        {header}
        {/* As tall as what will come: a plot when the entry's totals come from shots, else a line. */}
        <Placeholder className={`mt-3 rounded-lg ${expected ? "h-64" : "h-6"}`} label={t("loading")} />
      </section>
    );
  }
  if (shots.isError) {
    return (
      <section aria-labelledby="shots-heading" className="mt-8">
        {header}
        <Alert>{t("loadFailed", { message: shots.error.message })}</Alert>
      </section>
    );
  }
  if (!data) return null;
  if (data.shots.length === 0) {
    return (
      <section aria-labelledby="shots-heading" className="mt-8">
        {header}
        <p className="mt-2 text-slate-600">{mayWrite ? t("noShotsEnter") : t("noShots")}</p>
      </section>
    );
  }
  const face = targetFace(data.targetFace);
  const shown = data.shots.filter((s) =>
    view === "all" ? !s.isSighter : view === "sighters" ? s.isSighter : !s.isSighter && s.seriesNumber === view,
  );
  const group =
    view === "all" ? data.session : view === "sighters" ? data.sighters : data.series.find((s) => s.seriesNumber === view)?.group;
  const placed = shown.flatMap((s) => (s.x === null || s.y === null ? [] : [{ ...s, x: s.x, y: s.y }]));
  const hasSighters = data.shots.some((s) => s.isSighter);
  // Shots are labelled as shooters count them: match shots 1, 2, … within their series; sighters S1, S2, ….
  const labels = new Map<string, string>();
  const counted = new Map<string, number>();
  for (const s of data.shots) {
    const key = `${s.seriesNumber}${s.isSighter ? "S" : ""}`;
    const n = (counted.get(key) ?? 0) + 1;
    counted.set(key, n);
    labels.set(s.id, s.isSighter ? t("sighterLabel", { number: n }) : String(n));
  }
  const views: Array<{ value: typeof view; label: string }> = [
    { value: "all", label: t("all") },
    ...data.series.map((s) => ({ value: s.seriesNumber, label: t("seriesTab", { number: s.seriesNumber }) })),
    ...(hasSighters ? [{ value: "sighters" as const, label: t("sighters") }] : []),
  ];
  return (
    <section aria-labelledby="shots-heading" className="mt-8">
      {header}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div className="space-y-3">
          <div role="group" aria-label={t("whichShots")} className="flex flex-wrap gap-1.5">
            {views.map((v) => (
              <button
                key={String(v.value)}
                type="button"
                aria-pressed={view === v.value}
                onClick={() => setView(v.value)}
                className={`min-h-9 rounded-full border px-3 text-sm font-medium ${view === v.value ? "border-sky-800 bg-sky-800 text-white" : "border-slate-300 bg-white text-slate-800"}`}
              >
                {v.label}
              </button>
            ))}
          </div>
          {face && placed.length > 0 ? (
            <TargetPlot
              face={face}
              shots={placed.map((s) => ({ key: s.id, x: s.x, y: s.y, isSighter: s.isSighter, label: labels.get(s.id) }))}
              centre={group && group.meanX !== null && group.meanY !== null ? { x: group.meanX, y: group.meanY } : null}
              radius={fittingRadius(face, placed)}
              title={
                group
                  ? t("plotTitleCentre", { count: placed.length, centre: whereText(group, mm, t) ?? t("unknown") })
                  : t("plotTitle", { count: placed.length })
              }
              className="mx-auto max-w-sm"
            />
          ) : (
            <p className="text-sm text-slate-600">{face ? t("noPositionsToPlot") : t("chooseCourse")}</p>
          )}
        </div>
        <div className="space-y-3">
          {group ? <GroupFacts group={group} /> : null}
          <ol className="space-y-2">
            {[...new Set(data.shots.map((s) => s.seriesNumber))].map((number) => {
              const sums = data.series.find((s) => s.seriesNumber === number);
              return (
                <li key={number} className="rounded-md border border-slate-200 bg-white p-2">
                  <p className="flex justify-between text-sm font-semibold">
                    <span>{t("series", { number })}</span>
                    <span>{sums ? format.number(sums.score) : "–"}</span>
                  </p>
                  <p className="mt-1 flex flex-wrap gap-1 font-mono text-sm">
                    {data.shots
                      .filter((s) => s.seriesNumber === number)
                      .map((s) => (
                        <span
                          key={s.id}
                          className={`rounded px-1.5 py-0.5 ${s.isSighter ? "border border-dashed border-slate-400 text-slate-600" : s.score === 10 ? "bg-amber-100 text-amber-950" : "bg-slate-100 text-slate-900"}`}
                          title={s.isSighter ? t("sighter") : t("shotN", { number: s.shotNumber })}
                        >
                          {s.isSighter ? `${t("sighterMark")} ` : ""}
                          {shotText(s, format.fixed)}
                        </span>
                      ))}
                  </p>
                </li>
              );
            })}
          </ol>
          <p className="text-xs text-slate-600">{t("legend")}</p>
          <MeasuredShots shots={data.shots} labels={labels} />
        </div>
      </div>
    </section>
  );
}
