"use client";
// The outbox in the pages: what waits for the signed-in person, a way to keep a write, and the
// sender that runs when the app starts, the connection returns or the window gets focus again.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { keys } from "@/lib/client/query-keys";
import { type OutboxKind, type OutboxStep, type OutboxWrite, principalOf } from "@/lib/client/outbox/core";
import { keep, sendOutbox } from "@/lib/client/outbox/send";
import { allWrites, onOutboxChange } from "@/lib/client/outbox/store";

/** The signed-in person's outbox key; null while unknown or signed out. */
export function usePrincipal(): string | null {
  const session = useSession();
  return session.data ? principalOf(session.data) : null;
}

/** The writes kept on this device for the signed-in person, kept up to date. */
export function useOutbox(): { writes: OutboxWrite[]; loaded: boolean } {
  const principal = usePrincipal();
  const [state, setState] = useState<{ writes: OutboxWrite[]; loaded: boolean }>({ writes: [], loaded: false });
  useEffect(() => {
    if (!principal || typeof indexedDB === "undefined") return;
    let live = true;
    const read = () =>
      void allWrites()
        .then((all) => {
          const mine = all.filter((w) => w.principal === principal).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
          if (live) setState({ writes: mine, loaded: true });
        })
        .catch(() => undefined);
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [principal]);
  return principal ? state : { writes: [], loaded: false };
}

export type NewWrite = { kind: OutboxKind; title: string; steps: OutboxStep[]; reopen?: OutboxWrite["reopen"] };

/** Keeps a write for the signed-in person; `done` steps already sent, with what the last one answered. */
export function useKeepWrite() {
  const principal = usePrincipal();
  return useCallback(
    async (write: NewWrite, sent?: { done: number; carried: OutboxWrite["carried"] }) => {
      if (!principal) throw new Error("Nobody is signed in to keep this for.");
      await keep({
        id: crypto.randomUUID(),
        principal,
        kind: write.kind,
        title: write.title,
        createdAt: new Date().toISOString(),
        steps: write.steps,
        done: sent?.done ?? 0,
        carried: sent?.carried ?? null,
        state: "waiting",
        reason: null,
        reopen: write.reopen ?? null,
      });
    },
    [principal],
  );
}

/** Sends what waits when the app starts, when the connection returns and when the window gets focus. */
export function useOutboxSender() {
  const principal = usePrincipal();
  const client = useQueryClient();
  useEffect(() => {
    if (!principal || typeof indexedDB === "undefined") return;
    let sending = false;
    // What was sent shows in the lists; a form being edited keeps the ETag it started from.
    const refresh = () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.journal.all(), predicate: (query) => !query.queryKey.includes("editing") }),
        // A session's save may carry the day's check-in (issue 38): the plan's card and the readiness strip show it.
        client.invalidateQueries({ queryKey: keys.planning.checkIns() }),
      ]);
    const sendWaiting = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        const sent = await sendOutbox(principal);
        if (sent > 0) await refresh();
      } finally {
        sending = false;
      }
    };
    const send = () => void sendWaiting();
    const onVisible = () => document.visibilityState === "visible" && send();
    send();
    window.addEventListener("online", send);
    window.addEventListener("focus", send);
    document.addEventListener("visibilitychange", onVisible);
    // A background sync the service worker ran: the pages show what it sent.
    const fromWorker = (event: MessageEvent) => event.data === "outbox-sent" && void refresh();
    navigator.serviceWorker?.addEventListener("message", fromWorker);
    return () => {
      window.removeEventListener("online", send);
      window.removeEventListener("focus", send);
      document.removeEventListener("visibilitychange", onVisible);
      navigator.serviceWorker?.removeEventListener("message", fromWorker);
    };
  }, [principal, client]);
}
