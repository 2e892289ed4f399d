// The outbox's rules, apart from IndexedDB and the network so they can be tested alone: what a write
// kept on the device looks like, and what to do with it after each answer (or none).
import { inWords } from "@/lib/client/in-words";

type Method = "POST" | "PUT" | "DELETE";

/**
 * One request of a write. A write may need two (a new session, then its series): `{id}` in the path
 * and `ifMatch: "previous"` take the entry id and ETag the previous request answered with.
 */
export type OutboxStep = {
  method: Method;
  path: string;
  body?: unknown;
  ifMatch?: string | null;
  /** Made when the person pressed Save; the server answers a repeat with the first answer. */
  idempotencyKey: string;
};

export type OutboxKind = "session" | "session-edit" | "shots" | "comment" | "score" | "plan" | "check-in";

export type OutboxWrite = {
  id: string;
  /** Whose write it is: only they send it, and only they see it. */
  principal: string;
  kind: OutboxKind;
  /** What the person would call it: "New session, 26 Nov 2026, 10:12". */
  title: string;
  createdAt: string;
  steps: OutboxStep[];
  /** How many steps the server has taken, and what the last one answered. */
  done: number;
  carried: { id: string; etag: string | null } | null;
  state: "waiting" | "refused";
  /** In words: why it waits or was refused. */
  reason: string | null;
  /**
   * The form's draft, to reopen it where it was typed when the server refused it: kept as the
   * form's own drafts are ("draft": with the time it was kept; "raw": the value alone).
   */
  reopen: { href: string; draftKey: string; draft: unknown; as: "draft" | "raw" } | null;
};

/** What an answer means for the write that got it. */
export type Verdict = { kind: "sent" } | { kind: "retry"; reason: string } | { kind: "refused"; reason: string };

type Problem = ({ code?: unknown; detail?: unknown; title?: unknown } & Record<string, unknown>) | null;

const SIGN_IN_AGAIN = "Waiting for you to sign in again.";
const SERVER_BUSY = "The server could not take it just now; it will be sent again.";

/**
 * Sent; try again later (no signal, the server busy or down, the same key still running, signed
 * out); or refused: a problem the person must look at, kept with its reason, never dropped.
 */
export function verdictFor(status: number, problem: Problem, words: Record<string, string> = {}): Verdict {
  if (status >= 200 && status < 300) return { kind: "sent" };
  if (status === 401) return { kind: "retry", reason: SIGN_IN_AGAIN };
  if (status === 408 || status === 425 || status === 429 || status >= 500) return { kind: "retry", reason: SERVER_BUSY };
  if (status === 409 && typeof problem?.code === "string" && /idempotency|in.?progress|in.?flight/i.test(problem.code)) {
    return { kind: "retry", reason: SERVER_BUSY };
  }
  return { kind: "refused", reason: reasonOf(status, problem, words) };
}

function reasonOf(status: number, problem: Problem, words: Record<string, string>): string {
  const fields = Object.entries(problem ?? {}).filter((e): e is [string, string] => e[0].startsWith("/") && typeof e[1] === "string");
  const detail =
    fields.length > 0
      ? fieldsInWords(Object.fromEntries(fields), words)
      : typeof problem?.detail === "string"
        ? problem.detail
        : typeof problem?.title === "string"
          ? problem.title
          : null;
  if (status === 412) return `Someone changed this since it was saved on this phone. ${detail ?? ""}`.trim();
  return detail ?? `The server refused it (${status}).`;
}

/** The lists a field can sit in, and what one item of each is called. */
const ITEMS: Record<string, string> = { scoreSeries: "Series", shots: "Shot" };

/**
 * A problem's field messages as a person reads them: "/scoreSeries/0/score" and "must not exceed
 * maxScore (109)" become "Series 1: the score must not exceed the maximum score (109)."
 */
export function fieldsInWords(fields: Record<string, string>, words: Record<string, string>): string {
  return Object.entries(fields)
    .map(([pointer, message]) => {
      const parts = pointer.slice(1).split("/");
      const where: string[] = [];
      let field: string | null = null;
      for (let i = 0; i < parts.length; i += 1) {
        const part = parts[i] ?? "";
        const item = ITEMS[part];
        const index = Number(parts[i + 1]);
        if (item && Number.isInteger(index)) {
          where.push(`${item} ${index + 1}`);
          i += 1;
        } else if (i === parts.length - 1) field = words[part] ?? part;
      }
      const said = `${field ? `${field} ` : ""}${inWords(message, words)}`;
      return `${where.length > 0 ? `${where.join(", ")}: ` : ""}${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
    })
    .join(" ");
}

/** True when a failed fetch means no connection rather than an answer. */
export function isNoConnection(error: unknown, online: boolean): boolean {
  return !online || error instanceof TypeError || (error instanceof DOMException && error.name === "AbortError");
}

/** The request of a write's next step, with what the previous step answered filled in. */
export function nextRequest(write: OutboxWrite): OutboxStep | null {
  const step = write.steps[write.done];
  if (!step) return null;
  const carried = write.carried;
  return {
    ...step,
    path: carried ? step.path.replaceAll("{id}", carried.id) : step.path,
    ifMatch: step.ifMatch === "previous" ? (carried?.etag ?? null) : step.ifMatch,
  };
}

/** The write after its current step got an answer; null when it has nothing left to send. */
export function afterAnswer(
  write: OutboxWrite,
  verdict: Verdict,
  answered: { id?: unknown; etag: string | null } | null,
): OutboxWrite | null {
  if (verdict.kind === "retry") return { ...write, state: "waiting", reason: verdict.reason };
  if (verdict.kind === "refused") return { ...write, state: "refused", reason: verdict.reason };
  const id = typeof answered?.id === "string" ? answered.id : (write.carried?.id ?? null);
  const next: OutboxWrite = {
    ...write,
    done: write.done + 1,
    carried: id ? { id, etag: answered?.etag ?? null } : write.carried,
    state: "waiting",
    reason: null,
  };
  return next.done >= next.steps.length ? null : next;
}

/** The writes one person may send, oldest first, so a session goes before the shots typed on it. */
export function sendable(writes: OutboxWrite[], principal: string): OutboxWrite[] {
  return writes.filter((w) => w.principal === principal && w.state === "waiting").sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** "1 waiting to send", "2 waiting to send", "1 refused": the header's words. */
export function countsOf(writes: OutboxWrite[]): { waiting: number; refused: number } {
  const waiting = writes.filter((w) => w.state === "waiting").length;
  return { waiting, refused: writes.length - waiting };
}

/** Who a write belongs to: the person, or for a key without a person, the key's athlete and name. */
export function principalOf(who: { person: { id: string } | null; athleteId: string | null; keyName: string | null }): string {
  return who.person ? `person:${who.person.id}` : `key:${who.athleteId ?? ""}:${who.keyName ?? ""}`;
}
