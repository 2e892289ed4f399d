// Sending: a save sends at once when it can, and otherwise lands in the outbox; the outbox sends
// what waits, oldest first, when the connection returns. Used by the pages and the service worker.
import { ApiProblem, apiFetchWithEtag } from "@/lib/client/api-fetch";
import { FIELD_WORDS } from "@/lib/schemas/journal-fields";
import { afterAnswer, isNoConnection, nextRequest, type OutboxStep, type OutboxWrite, sendable, verdictFor } from "./core";
import { allWrites, putWrite, removeWrite } from "./store";

/** Thrown by `sendNow` when there is no connection: the caller keeps the write in the outbox. */
export class NoConnection extends Error {
  constructor() {
    super("No connection");
    this.name = "NoConnection";
  }
}

/** A request of a write with its own Idempotency-Key, made now, when the person pressed Save. */
export function withKey(step: Omit<OutboxStep, "idempotencyKey">): OutboxStep {
  return { ...step, idempotencyKey: crypto.randomUUID() };
}

/** The names a refusal's messages may use, in a person's words. */
const WORDS = { ...FIELD_WORDS, decimalScore: "the decimal score", seriesNumber: "the series number", shotNumber: "the shot number" };

const headersOf = (step: OutboxStep): Record<string, string> => ({
  "idempotency-key": step.idempotencyKey,
  ...(step.ifMatch ? { "if-match": step.ifMatch } : {}),
});

/** One step sent now: its answer, an ApiProblem the server stated, or NoConnection. */
export async function sendNow<T>(step: OutboxStep): Promise<{ body: T; etag: string | null }> {
  if (!navigator.onLine) throw new NoConnection();
  try {
    return await apiFetchWithEtag<T>(step.path, {
      method: step.method,
      headers: headersOf(step),
      ...(step.body !== undefined ? { json: step.body } : {}),
    });
  } catch (error) {
    if (!(error instanceof ApiProblem) && isNoConnection(error, navigator.onLine)) throw new NoConnection();
    throw error;
  }
}

export const OUTBOX_SYNC_TAG = "rangebook-outbox";

/** Keeps a write in the outbox; Background Sync, where the browser has it, sends it even after the page is closed. */
export async function keep(write: OutboxWrite): Promise<void> {
  await putWrite(write);
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/** Sends one write's remaining steps until it is done, refused, or must wait. */
async function sendWrite(write: OutboxWrite): Promise<"sent" | "stopped"> {
  let current: OutboxWrite | null = write;
  while (current) {
    const step = nextRequest(current);
    if (!step) break;
    let response: Response;
    try {
      response = await fetch(step.path, {
        method: step.method,
        credentials: "same-origin",
        headers: {
          accept: "application/json",
          ...headersOf(step),
          ...(step.body !== undefined ? { "content-type": "application/json" } : {}),
        },
        ...(step.body !== undefined ? { body: JSON.stringify(step.body) } : {}),
      });
    } catch {
      return "stopped";
    }
    const body = response.status === 204 ? null : ((await response.json().catch(() => null)) as Record<string, unknown> | null);
    const verdict = verdictFor(response.status, body, WORDS);
    const next = afterAnswer(current, verdict, verdict.kind === "sent" ? { id: body?.id, etag: response.headers.get("etag") } : null);
    if (next === null) {
      await removeWrite(current.id);
      return "sent";
    }
    await putWrite(next);
    if (verdict.kind !== "sent") return "stopped";
    current = next;
  }
  return "sent";
}

/**
 * Sends what waits for this person, oldest first; stops at the first write that cannot go (no
 * signal, the server busy), so the later ones keep their order. One sender at a time across pages
 * and the service worker, where the browser has Web Locks. Returns how many were sent.
 */
export async function sendOutbox(principal: string): Promise<number> {
  const run = async () => {
    let sent = 0;
    for (const write of sendable(await allWrites(), principal)) {
      const result = await sendWrite(write);
      if (result === "sent") sent += 1;
      else {
        const after = (await allWrites()).find((w) => w.id === write.id);
        if (after?.state !== "refused") break;
      }
    }
    return sent;
  };
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return run();
  return (await locks.request("rangebook-outbox-send", { ifAvailable: true }, (lock) => (lock ? run() : 0))) ?? 0;
}
