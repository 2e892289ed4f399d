"use client";
// The pieces of the session form that hold no state of the form's own: its folded sections, the
// pickers whose choices load from the server, the temperature in the person's unit, and the save
// bar that keeps clear of the field being typed in.
import { useTranslations } from "next-intl";
import { type ReactNode, type Ref, useEffect, useRef, useState } from "react";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { numberOrNull } from "@/lib/client/numbers";
import { useFormat } from "@/lib/client/reader-format";
import { fromFahrenheit, toFahrenheit } from "@/lib/client/temperature";
import { formatDateTime, formatNumber } from "@/lib/i18n/intl-cache";

/** A folded part of the form; its fields are drawn when it opens, and their values live in the form meanwhile. */
export function FormSection({
  title,
  summary,
  open,
  onToggle,
  children,
}: {
  title: string;
  summary?: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <details
      open={open}
      onToggle={(e) => onToggle((e.currentTarget as HTMLDetailsElement).open)}
      className="group rounded-lg border border-slate-200 bg-white"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 text-lg font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700">
        <span>{title}</span>
        <span className="flex items-center gap-2 text-sm font-normal text-slate-600">
          {summary ? <span className="truncate">{summary}</span> : null}
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      {open ? <div className="grid gap-4 border-t border-slate-100 p-4 sm:grid-cols-2">{children}</div> : null}
    </details>
  );
}

/**
 * A choice among records the server lists (courses of fire, profiles, events). Its shown value is
 * always the form's: a draft's choice restored before the list arrives stays chosen, and one the
 * list no longer has is still shown, never a "None" over a value that would be saved.
 */
export function PickerField({
  label,
  value,
  items,
  error,
  className,
  name,
  inputRef,
  onBlur,
  onChange,
}: {
  label: string;
  value: unknown;
  /** Undefined while the list loads. */
  items: Array<{ value: string; label: string }> | undefined;
  error?: string;
  className?: string;
  name: string;
  inputRef: Ref<HTMLSelectElement>;
  onBlur: () => void;
  onChange: (value: string | null) => void;
}) {
  const t = useTranslations("entryForm");
  const chosen = typeof value === "string" ? value : "";
  const options = items ?? [];
  const missing = chosen !== "" && !options.some((o) => o.value === chosen);
  return (
    <SelectField
      label={label}
      placeholder={t("none")}
      className={className}
      error={error}
      options={missing ? [...options, { value: chosen, label: items === undefined ? t("loadingChoice") : t("noLongerListed") }] : options}
      name={name}
      ref={inputRef}
      onBlur={onBlur}
      value={chosen}
      onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
    />
  );
}

/** Typed in the person's unit, kept in Fahrenheit; what was typed stays as typed while it is edited. */
export function TemperatureField({
  unit,
  stored,
  error,
  name,
  inputRef,
  onBlur,
  onChange,
}: {
  unit: "F" | "C";
  stored: number | null;
  error?: string;
  name: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onBlur: () => void;
  onChange: (fahrenheit: number | null) => void;
}) {
  const t = useTranslations("entryForm");
  const [text, setText] = useState(() => (stored === null ? "" : String(fromFahrenheit(stored, unit))));
  return (
    <TextField
      label={t("temperature", { unit })}
      inputMode="decimal"
      error={error}
      name={name}
      ref={inputRef}
      onBlur={onBlur}
      value={text}
      hint={unit === "C" ? t("temperatureStored") : undefined}
      onChange={(e) => {
        setText(e.target.value);
        const typed = numberOrNull(e.target.value);
        onChange(typed === null ? null : Number.isFinite(typed) ? toFahrenheit(typed, unit) : Number.NaN);
      }}
    />
  );
}

/** Room kept above the bar for the focused field, so its edge is not flush with the bar. */
const CLEARANCE = 16;

/**
 * The save buttons, fixed at the bottom of the screen. The page keeps room for them below the form,
 * and a field focused where the bar would cover it is scrolled above it: the browser's own focus
 * scrolling follows scroll-padding-bottom, and a field already on screen under the bar is lifted.
 */
export function SaveBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    const lift = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || element.contains(event.target)) return;
      const covered = event.target.getBoundingClientRect().bottom + CLEARANCE - element.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered });
    };
    document.addEventListener("focusin", lift);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", lift);
      document.documentElement.style.scrollPaddingBottom = "";
    };
  }, []);
  useEffect(() => {
    document.documentElement.style.scrollPaddingBottom = `${height + CLEARANCE}px`;
  }, [height]);
  return (
    <>
      <div aria-hidden="true" style={{ height: height + CLEARANCE }} />
      <div
        ref={bar}
        data-testid="save-bar"
        className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur"
      >
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3">{children}</div>
      </div>
    </>
  );
}

/**
 * The session as the outbox lists it, in the page's language when it was kept: "New session, 26 Nov
 * 2026, 10:12, 617.5". `say` words it (the "pages" messages), `locale` writes its date and score.
 */
export function sessionTitle(
  date: Date,
  editing: boolean,
  series: Array<{ score: number }>,
  score: number | null | undefined,
  decimal: boolean,
  { say, locale }: { say: (editing: boolean, when: string, total: string) => string; locale: string },
): string {
  const sum = series.length > 0 ? series.reduce((total, row) => total + row.score, 0) : (score ?? null);
  const rounded = sum === null ? null : Math.round(sum * 10) / 10;
  const digits = decimal ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : { maximumFractionDigits: 1 };
  const total = rounded === null ? "" : `, ${formatNumber(rounded, locale, { useGrouping: false, ...digits })}`;
  const when = formatDateTime(date, locale, { dateStyle: "medium", timeStyle: "short" });
  return say(editing, when, total);
}

/** "Restored what you typed on 26 Nov 2026, 10:12; it is not saved yet. Discard it" */
export function RestoredDraft({ savedAt, onDiscard }: { savedAt: string | null; onDiscard: () => void }) {
  const t = useTranslations("entryForm");
  const { dateTime } = useFormat();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <span>{savedAt ? t("restoredOn", { when: dateTime(savedAt, { dateStyle: "medium", timeStyle: "short" }) }) : t("restored")}</span>
      <button type="button" onClick={onDiscard} className="font-medium underline underline-offset-4">
        {t("discardIt")}
      </button>
    </div>
  );
}

/** A field's value as a person reads it, for the conflict panel; `named` lists the pickers' choices by id. */
export function describeValue(
  name: string,
  value: unknown,
  unit: "F" | "C",
  named: Record<string, Array<{ id: string; label: string }> | undefined>,
  words: { empty: string; anotherChoice: string } = { empty: "empty", anotherChoice: "another choice" },
): string {
  if (value === null || value === undefined || value === "") return words.empty;
  if (name === "sessionDate") return formatDateTime(new Date(String(value)), undefined, { dateStyle: "medium", timeStyle: "short" });
  if (name === "temperatureFahrenheit" && typeof value === "number") return `${fromFahrenheit(value, unit)} °${unit}`;
  const list = named[name];
  if (list) return list.find((item) => item.id === value)?.label ?? words.anotherChoice;
  return typeof value === "number" ? value.toLocaleString() : String(value);
}
