"use client";
// Deleting waits ten seconds with an Undo before the DELETE goes out: the list hides the record at
// once, and leaving the page sends the DELETE on its way (keepalive) rather than forgetting it.
// One deletion waits at a time; a second sends the first.
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";

const UNDO_SECONDS = 10;
type Pending = { path: string; id: string; label: string; queryKey: readonly unknown[]; deadline: number };

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const publish = (next: Pending | null) => {
  pending = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Sends the pending DELETE now; the tab may be closing, so the request is kept alive. */
function sendPending(): Promise<Response> | null {
  const now = pending;
  if (!now) return null;
  publish(null);
  return fetch(now.path, { method: "DELETE", credentials: "same-origin", keepalive: true });
}

if (typeof window !== "undefined") window.addEventListener("pagehide", () => void sendPending());

/** Deletes the record at `path` (its id `id`) after the undo window; `queryKey` is refreshed then. */
export function deleteLater(record: { path: string; id: string; label: string; queryKey: readonly unknown[] }): void {
  void sendPending();
  publish({ ...record, deadline: Date.now() + UNDO_SECONDS * 1000 });
}

/** The record being deleted, if any: a list leaves it out while the Undo lasts. */
export function usePendingDelete(): Pending | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}

/** "Session of 23 Nov deleted. Undo", counting down, then the DELETE. */
export function UndoDelete() {
  const t = useTranslations("common");
  const client = useQueryClient();
  const current = usePendingDelete();
  const [now, setNow] = useState(() => Date.now());
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!current) return;
    const tick = window.setInterval(() => setNow(Date.now()), 500);
    const due = window.setTimeout(
      () => {
        const sent = sendPending();
        void sent
          ?.then((response) => {
            if (!response.ok && response.status !== 404) setFailed(t("sessionNotDeleted", { status: response.status }));
          })
          .catch(() => setFailed(t("notDeletedOffline", { label: current.label })))
          .finally(() => void client.invalidateQueries({ queryKey: current.queryKey }));
      },
      Math.max(0, current.deadline - Date.now()),
    );
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(due);
    };
  }, [current, client, t]);
  if (failed) {
    return (
      <div role="alert" className="fixed inset-x-4 bottom-4 z-20 mx-auto max-w-md rounded-lg bg-red-900 p-4 text-white shadow-lg">
        {failed}{" "}
        <button type="button" className="underline underline-offset-4" onClick={() => setFailed(null)}>
          {t("close")}
        </button>
      </div>
    );
  }
  if (!current) return null;
  const seconds = Math.max(0, Math.ceil((current.deadline - now) / 1000));
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-20 mx-auto flex max-w-md items-center justify-between gap-4 rounded-lg bg-slate-900 p-4 text-white shadow-lg"
    >
      <span>
        {t("deleted", { label: current.label })} <span className="text-slate-300">({seconds} s)</span>
      </span>
      <button type="button" onClick={() => publish(null)} className="font-semibold text-sky-200 underline underline-offset-4">
        {t("undo")}
      </button>
    </div>
  );
}
