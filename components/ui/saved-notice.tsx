"use client";
// "Saved: 617.5 / 654", said on the page a save lands on, in view wherever that page is scrolled:
// the form's own page is gone by then, so the words wait here across the navigation.
import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";

const SHOWN_SECONDS = 12;

let notice: { text: string; at: number } | null = null;
const listeners = new Set<() => void>();
const publish = (next: typeof notice) => {
  notice = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows `text` on the next page for a few seconds. */
export function announceSaved(text: string): void {
  publish({ text, at: Date.now() });
}

export function SavedNotice() {
  const t = useTranslations("common");
  const current = useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
  useEffect(() => {
    if (!current) return;
    const due = window.setTimeout(() => publish(null), Math.max(0, current.at + SHOWN_SECONDS * 1000 - Date.now()));
    return () => window.clearTimeout(due);
  }, [current]);
  if (!current) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-20 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg bg-emerald-800 p-4 text-white shadow-lg"
    >
      <span className="font-semibold">{current.text}</span>
      <button type="button" className="underline underline-offset-4" onClick={() => publish(null)}>
        {t("close")}
      </button>
    </div>
  );
}
