"use client";
import { type CSSProperties, useId } from "react";

/**
 * A 1-10 rating as a slider that can also be "not set": dragging, tapping or an arrow key sets it,
 * and Clear takes it back to not set. Not set, it draws an empty track and no thumb (the
 * scale-range rules in app/globals.css), since a thumb in the middle would read as a 5.
 */
export function ScaleField({
  label,
  value,
  onChange,
  error,
  low,
  high,
  words = { of: (v) => `${v} of 10`, notSet: "Not set", clear: "Clear" },
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  low: string;
  high: string;
  /** The page's words for "7 of 10", "Not set" and "Clear", in its language. */
  words?: { of: (value: number) => string; notSet: string; clear: string };
}) {
  const id = useId();
  const set = value !== null;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <span className="flex items-baseline gap-3 text-sm">
          <output htmlFor={id} className={set ? "font-semibold text-slate-900 tabular-nums" : "text-slate-500"}>
            {set ? words.of(value) : words.notSet}
          </output>
          {set ? (
            <button type="button" onClick={() => onChange(null)} className="text-sky-800 underline underline-offset-4">
              {words.clear}
              <span className="sr-only"> {label.toLowerCase()}</span>
            </button>
          ) : null}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={1}
        max={10}
        step={1}
        value={value ?? 5}
        aria-valuetext={set ? words.of(value) : words.notSet}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(Number(e.target.value))}
        // A tap on the thumb where it already rests sets that value too.
        onPointerUp={(e) => (set ? undefined : onChange(Number(e.currentTarget.value)))}
        data-unset={set ? undefined : ""}
        style={{ "--fill": `${set ? ((value - 1) / 9) * 100 : 0}%` } as CSSProperties}
        className="scale-range mt-2 h-8 w-full cursor-pointer"
      />
      <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>1 {low}</span>
        <span>{high} 10</span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
