"use client";
// The relay an official works on, of the relays the course's entries are placed in; nothing when
// no entry is placed. The empty choice says what no relay means where it is used.
import { useTranslations } from "next-intl";
import type { SheetRow } from "./api";

export function RelaySelect({
  rows,
  label,
  emptyLabel,
  value,
  onChange,
}: {
  rows: readonly SheetRow[];
  label: string;
  emptyLabel: string;
  value: string;
  onChange: (relay: string) => void;
}) {
  const t = useTranslations("matchScores");
  const relays = [...new Set(rows.flatMap((r) => (r.relayNumber === null ? [] : [r.relayNumber])))].sort((a, b) => a - b);
  if (relays.length === 0) return null;
  return (
    <label className="flex flex-col text-sm font-medium">
      {label}
      <select className="mt-1 rounded-md border border-slate-400 px-2 py-1.5" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{emptyLabel}</option>
        {relays.map((r) => (
          <option key={r} value={String(r)}>
            {t("relayNumber", { number: r })}
          </option>
        ))}
      </select>
    </label>
  );
}
