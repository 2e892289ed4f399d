"use client";
// The plan: a week (or a month) of planned sessions against what was done. Past sessions are colored
// by how well they kept to plan, future ones by type. A session moves by drag, or with Alt and an
// arrow key; a day's + plans one in a few taps.
import { useTranslations } from "next-intl";
import { type DragEvent, type KeyboardEvent, useState } from "react";
import { useAthleteName } from "@/components/people/api/athlete-name";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Placeholder } from "@/components/ui/placeholder";
import { announceSaved } from "@/components/ui/saved-notice";
import { useFormat } from "@/lib/client/reader-format";
import { type Plan, type PlannedInPlan, usePlan, useWrite } from "../api/plan";
import { CheckInCard } from "./check-in-card";
import { CopyWeek } from "./copy-week";
import { addDays, addMonths, dayDate, daysFrom, monthGrid, mondayOf, today } from "./days";
import { GoalsSection } from "./goals-section";
import { PlannedForm, TYPE_STYLES, plannedBody } from "./planned-form";

const COMPLIANCE_STYLES = {
  green: "border-emerald-400 bg-emerald-50 text-emerald-950",
  yellow: "border-amber-400 bg-amber-50 text-amber-950",
  red: "border-red-400 bg-red-50 text-red-950",
} as const;

type Editing = { date: string; planned?: PlannedInPlan } | null;

export function PlanPage({ athleteId }: { athleteId: string }) {
  const t = useTranslations("planning");
  const { reader } = useAthleteName(athleteId);
  const [view, setView] = useState<"week" | "month">("week");
  const [anchor, setAnchor] = useState(today);
  const [editing, setEditing] = useState<Editing>(null);
  const range = view === "week" ? { from: mondayOf(anchor), to: addDays(mondayOf(anchor), 6) } : monthGrid(anchor);
  const plan = usePlan(athleteId, range.from, range.to);
  const now = today();
  const fourWeeks = usePlan(athleteId, addDays(now, -27), now);
  const format = useFormat();
  const move = useWrite(["plan", { athleteId }]);

  const label =
    view === "week"
      ? `${format.dateTime(dayDate(range.from).toISOString(), { day: "numeric", month: "short" })} – ${format.dateTime(dayDate(range.to).toISOString(), { day: "numeric", month: "short", year: "numeric" })}`
      : format.dateTime(dayDate(monthGrid(anchor).first).toISOString(), { month: "long", year: "numeric" });

  const moveTo = async (planned: PlannedInPlan, date: string) => {
    if (planned.date === date) return;
    const outcome = await move
      .mutateAsync({
        kind: "plan",
        title: t("form.outboxTitle", { type: t(`types.${planned.type}`), date }),
        method: "PUT",
        path: `/api/athletes/${athleteId}/planned-sessions/${planned.id}`,
        body: { ...plannedBody(planned), date },
      })
      .catch(() => null);
    announceSaved(outcome === "kept" ? t("keptOnDevice") : outcome ? t("moved", { date: dayText(date) }) : t("notMoved"));
  };
  const dayText = (day: string) => format.dateTime(dayDate(day).toISOString(), { weekday: "short", day: "numeric", month: "short" });
  const done = (outcome: "sent" | "kept" | "cancelled") => {
    setEditing(null);
    if (outcome === "kept") announceSaved(t("keptOnDevice"));
    if (outcome === "sent") announceSaved(t("saved"));
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
        <div role="group" aria-label={t("view")} className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
          {(["week", "month"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className="rounded px-3 py-1.5 text-sm font-medium aria-pressed:bg-sky-800 aria-pressed:text-white"
            >
              {t(v)}
            </button>
          ))}
        </div>
      </div>

      {reader === "athlete" ? <CheckInCard athleteId={athleteId} day={now} /> : null}

      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          aria-label={t(view === "week" ? "previousWeek" : "previousMonth")}
          onClick={() => setAnchor(view === "week" ? addDays(anchor, -7) : addMonths(anchor, -1))}
        >
          ‹
        </Button>
        <Button variant="secondary" onClick={() => setAnchor(today())}>
          {t("today")}
        </Button>
        <Button
          variant="secondary"
          aria-label={t(view === "week" ? "nextWeek" : "nextMonth")}
          onClick={() => setAnchor(view === "week" ? addDays(anchor, 7) : addMonths(anchor, 1))}
        >
          ›
        </Button>
        <h2 className="ml-1 text-lg font-semibold" aria-live="polite">
          {label}
        </h2>
      </div>

      <Summary plan={plan.data} fourWeeks={fourWeeks.data?.compliance ?? null} />

      {editing ? (
        <section className="rounded-lg border border-sky-200 bg-white p-4 shadow-sm" aria-labelledby="plan-editor">
          <h2 id="plan-editor" className="mb-3 text-lg font-semibold">
            {editing.planned ? t("form.editTitle") : t("form.newFor", { date: dayText(editing.date) })}
          </h2>
          <PlannedForm
            key={editing.planned?.id ?? editing.date}
            athleteId={athleteId}
            date={editing.date}
            planned={editing.planned}
            onDone={done}
          />
        </section>
      ) : null}

      {plan.isPending ? <Placeholder className="h-72 rounded-lg" /> : null}
      {plan.isError ? <Alert>{t("notLoaded")}</Alert> : null}
      {plan.data ? (
        view === "week" ? (
          <Days
            days={daysFrom(range.from, range.to)}
            plan={plan.data}
            now={now}
            dayText={dayText}
            onAdd={(date) => setEditing({ date })}
            onOpen={(p) => setEditing({ date: p.date, planned: p })}
            onMove={moveTo}
          />
        ) : (
          <Month
            days={daysFrom(range.from, range.to)}
            month={monthGrid(anchor).first.slice(0, 7)}
            plan={plan.data}
            now={now}
            dayText={dayText}
            onAdd={(date) => setEditing({ date })}
            onOpen={(p) => setEditing({ date: p.date, planned: p })}
            onMove={moveTo}
          />
        )
      ) : null}
      {view === "month" && plan.data ? <WeekRows plan={plan.data} /> : null}
      <p className="text-sm text-slate-600">{t("moveHint")}</p>

      {view === "week" && plan.data && plan.data.sessions.length > 0 ? (
        <CopyWeek athleteId={athleteId} weekStart={range.from} coach={reader === "coach"} />
      ) : null}

      <GoalsSection athleteId={athleteId} />
    </div>
  );
}

function Summary({ plan, fourWeeks }: { plan: Plan | undefined; fourWeeks: number | null }) {
  const t = useTranslations("planning");
  const format = useFormat();
  if (!plan) return null;
  const sum = (side: "planned" | "done", what: "sessions" | "shots" | "minutes") =>
    plan.weeks.reduce((total, w) => total + w[side][what], 0);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {(["sessions", "shots", "minutes"] as const).map((what) => (
        <div key={what} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-sm text-slate-600">{t(`tally.${what}`)}</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {t("tally.doneOfPlanned", { done: format.number(sum("done", what), 0), planned: format.number(sum("planned", what), 0) })}
          </dd>
        </div>
      ))}
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <dt className="text-sm text-slate-600">{t("tally.fourWeeks")}</dt>
        <dd className="text-lg font-semibold tabular-nums">
          {fourWeeks === null ? t("tally.nothingDue") : `${format.number(fourWeeks * 100, 0)} %`}
        </dd>
      </div>
    </dl>
  );
}

type DayProps = {
  days: string[];
  plan: Plan;
  now: string;
  dayText: (day: string) => string;
  onAdd: (date: string) => void;
  onOpen: (planned: PlannedInPlan) => void;
  onMove: (planned: PlannedInPlan, date: string) => void;
};

function useDrop(plan: Plan, onMove: DayProps["onMove"]) {
  const [over, setOver] = useState<string | null>(null);
  return {
    over,
    zone: (date: string) => ({
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        setOver(date);
      },
      onDragLeave: () => setOver((current) => (current === date ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setOver(null);
        const planned = plan.sessions.find((s) => s.id === event.dataTransfer.getData("text/plain"));
        if (planned) onMove(planned, date);
      },
    }),
  };
}

function Days({ days, plan, now, dayText, onAdd, onOpen, onMove }: DayProps) {
  const t = useTranslations("planning");
  const drop = useDrop(plan, onMove);
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label={t("week")}>
      {days.map((day) => {
        const planned = plan.sessions.filter((s) => s.date === day);
        return (
          <li
            key={day}
            {...drop.zone(day)}
            className={`flex flex-wrap items-start gap-3 p-3 ${drop.over === day ? "bg-sky-50" : ""} ${day === now ? "border-l-4 border-l-sky-700" : ""}`}
          >
            <div className="w-28 shrink-0">
              <p className="font-semibold">{dayText(day)}</p>
              {day === now ? <p className="text-xs font-medium text-sky-800">{t("today")}</p> : null}
            </div>
            <ul className="flex min-w-0 flex-1 flex-wrap gap-2">
              {planned.length === 0 ? <li className="py-1 text-sm text-slate-500">{t("nothingPlanned")}</li> : null}
              {planned.map((p) => (
                <li key={p.id}>
                  <Chip planned={p} onOpen={onOpen} onMove={onMove} />
                </li>
              ))}
            </ul>
            <Button variant="secondary" className="px-3" aria-label={t("planOn", { date: dayText(day) })} onClick={() => onAdd(day)}>
              +
            </Button>
          </li>
        );
      })}
    </ol>
  );
}

function Month({ days, month, plan, now, dayText, onAdd, onOpen, onMove }: DayProps & { month: string }) {
  const t = useTranslations("planning");
  const drop = useDrop(plan, onMove);
  return (
    <ol className="grid grid-cols-7 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200" aria-label={t("month")}>
      {days.map((day) => {
        const planned = plan.sessions.filter((s) => s.date === day);
        return (
          <li
            key={day}
            {...drop.zone(day)}
            className={`min-h-20 bg-white p-1 ${day.slice(0, 7) === month ? "" : "bg-slate-50 text-slate-500"} ${drop.over === day ? "bg-sky-50" : ""}`}
          >
            <div className="flex items-center justify-between">
              <span className={`text-xs font-semibold ${day === now ? "rounded bg-sky-800 px-1 text-white" : ""}`} title={dayText(day)}>
                {Number(day.slice(8))}
              </span>
              <button
                type="button"
                className="rounded px-1 text-sm text-sky-800 hover:bg-sky-50 focus-visible:ring-2 focus-visible:ring-sky-700"
                aria-label={t("planOn", { date: dayText(day) })}
                onClick={() => onAdd(day)}
              >
                +
              </button>
            </div>
            <ul className="mt-1 space-y-1">
              {planned.map((p) => (
                <li key={p.id}>
                  <Chip planned={p} onOpen={onOpen} onMove={onMove} compact />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

function Chip({
  planned,
  onOpen,
  onMove,
  compact = false,
}: {
  planned: PlannedInPlan;
  onOpen: (p: PlannedInPlan) => void;
  onMove: DayProps["onMove"];
  compact?: boolean;
}) {
  const t = useTranslations("planning");
  const format = useFormat();
  const style = planned.compliance ? COMPLIANCE_STYLES[planned.compliance] : TYPE_STYLES[planned.type];
  const amount = [
    planned.plannedShots !== null ? t("shotsShort", { count: planned.plannedShots }) : null,
    planned.plannedMinutes !== null ? t("minutesShort", { count: planned.plannedMinutes }) : null,
  ].filter(Boolean);
  const status =
    planned.status === "planned"
      ? null
      : planned.compliance
        ? t(`status.${planned.status}`) + " · " + t(`compliance.${planned.compliance}`)
        : t(`status.${planned.status}`);
  const keys = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    const step =
      event.key === "ArrowUp" || event.key === "ArrowLeft" ? -1 : event.key === "ArrowDown" || event.key === "ArrowRight" ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    onMove(planned, addDays(planned.date, step));
  };
  return (
    <button
      type="button"
      draggable
      onDragStart={(event) => event.dataTransfer.setData("text/plain", planned.id)}
      onClick={() => onOpen(planned)}
      onKeyDown={keys}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      className={`w-full rounded-md border text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700 ${style} ${compact ? "truncate px-1 py-0.5 text-xs" : "px-3 py-1.5 text-sm"}`}
    >
      <span className="font-semibold">{t(`types.${planned.type}`)}</span>
      {planned.priority ? <span className="ml-1 rounded bg-white/70 px-1 text-xs font-bold">{planned.priority}</span> : null}
      {!compact && amount.length > 0 ? <span className="ml-1">{amount.join(" · ")}</span> : null}
      {!compact && planned.targetScore !== null ? (
        <span className="ml-1">{t("aim", { score: format.number(planned.targetScore, 1) })}</span>
      ) : null}
      {status ? <span className={compact ? "sr-only" : "ml-1 block text-xs font-medium"}>{status}</span> : null}
    </button>
  );
}

/** Each week of the month, planned against done. */
function WeekRows({ plan }: { plan: Plan }) {
  const t = useTranslations("planning");
  const format = useFormat();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t("weeksCaption")}</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 pr-3 font-medium">
            {t("weekOf")}
          </th>
          {(["sessions", "shots", "minutes"] as const).map((what) => (
            <th key={what} scope="col" className="py-1 pr-3 font-medium">
              {t(`tally.${what}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {plan.weeks.map((w) => (
          <tr key={w.weekStart}>
            <th scope="row" className="py-1 pr-3 font-medium">
              {format.dateTime(dayDate(w.weekStart).toISOString(), { day: "numeric", month: "short" })}
            </th>
            {(["sessions", "shots", "minutes"] as const).map((what) => (
              <td key={what} className="py-1 pr-3 tabular-nums">
                {t("tally.doneOfPlanned", { done: format.number(w.done[what], 0), planned: format.number(w.planned[what], 0) })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
