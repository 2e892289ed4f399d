import { describe, expect, it } from "vitest";
import {
  afterAnswer,
  countsOf,
  fieldsInWords,
  isNoConnection,
  nextRequest,
  type OutboxWrite,
  principalOf,
  sendable,
  verdictFor,
} from "./core";

const write = (over: Partial<OutboxWrite> = {}): OutboxWrite => ({
  id: "w1",
  principal: "person:1",
  kind: "session",
  title: "New session, 26 Nov 2026, 10:12, 617.5",
  createdAt: "2026-11-26T10:12:00.000Z",
  steps: [
    { method: "POST", path: "/api/athletes/a/journal", body: { score: null }, idempotencyKey: "k1" },
    { method: "PUT", path: "/api/athletes/a/journal/{id}/series", body: { scoreSeries: [] }, ifMatch: "previous", idempotencyKey: "k2" },
  ],
  done: 0,
  carried: null,
  state: "waiting",
  reason: null,
  reopen: null,
  ...over,
});

describe("what an answer means for a kept write", () => {
  it("a 2xx is sent", () => {
    for (const status of [200, 201, 204]) expect(verdictFor(status, null)).toEqual({ kind: "sent" });
  });

  it("a refusal (409, 412, 422, 403, 404) stays with the server's reason in words, never dropped", () => {
    expect(verdictFor(422, { detail: "The score must not exceed the maximum score (654)." })).toEqual({
      kind: "refused",
      reason: "The score must not exceed the maximum score (654).",
    });
    expect(verdictFor(409, { code: "conflict", detail: "This athlete already has an entry." })).toMatchObject({ kind: "refused" });
    expect(verdictFor(412, { detail: "The entry changed." }).kind).toBe("refused");
    expect(verdictFor(412, null)).toMatchObject({ reason: expect.stringMatching(/^Someone changed this/) });
    expect(verdictFor(404, null)).toEqual({ kind: "refused", reason: "The server refused it (404)." });
  });

  it("a refusal's field messages are said in words, with the series or shot they are about", () => {
    const words = { score: "the score", maxScore: "the maximum score" };
    const problem = {
      detail: "scoreSeries/0/score must not exceed maxScore (109).",
      "/scoreSeries/0/score": "must not exceed maxScore (109)",
    };
    expect(verdictFor(422, problem, words)).toEqual({
      kind: "refused",
      reason: "Series 1: The score must not exceed the maximum score (109).",
    });
    expect(fieldsInWords({ "/shots/3/score": "must be at most 10.9", "/notes": "is too long" }, { score: "the score" })).toBe(
      "Shot 4: The score must be at most 10.9. Notes is too long.",
    );
  });

  it("no answer worth keeping (busy, down, the same key still running, signed out) is tried again later", () => {
    for (const status of [408, 429, 500, 502, 503]) expect(verdictFor(status, null).kind).toBe("retry");
    expect(verdictFor(409, { code: "idempotency_key_in_use", detail: "Still running" }).kind).toBe("retry");
    expect(verdictFor(401, null)).toEqual({ kind: "retry", reason: "Waiting for you to sign in again." });
  });

  it("a failed fetch, or a browser that says it is offline, is no connection; a stated problem is not", () => {
    expect(isNoConnection(new TypeError("Failed to fetch"), true)).toBe(true);
    expect(isNoConnection(new Error("anything"), false)).toBe(true);
    expect(isNoConnection(new Error("The server answered 500."), true)).toBe(false);
  });
});

describe("a write of two requests (a new session, then its series)", () => {
  it("the second request takes the entry id and ETag the first answered with", () => {
    expect(nextRequest(write())).toMatchObject({ path: "/api/athletes/a/journal", idempotencyKey: "k1" });
    const afterFirst = afterAnswer(write(), { kind: "sent" }, { id: "e1", etag: '"v1"' });
    expect(afterFirst).toMatchObject({ done: 1, carried: { id: "e1", etag: '"v1"' } });
    expect(afterFirst && nextRequest(afterFirst)).toEqual({
      method: "PUT",
      path: "/api/athletes/a/journal/e1/series",
      body: { scoreSeries: [] },
      ifMatch: '"v1"',
      idempotencyKey: "k2",
    });
  });

  it("the last request answered: nothing left to keep", () => {
    const second = write({ done: 1, carried: { id: "e1", etag: '"v1"' } });
    expect(afterAnswer(second, { kind: "sent" }, { id: "e1", etag: '"v2"' })).toBeNull();
  });

  it("a retry keeps the step and its key, so the server can answer a repeat with its first answer", () => {
    const kept = afterAnswer(write(), { kind: "retry", reason: "busy" }, null);
    expect(kept).toMatchObject({ done: 0, state: "waiting", reason: "busy" });
    expect(kept && nextRequest(kept)?.idempotencyKey).toBe("k1");
  });

  it("a refusal after the session was made keeps what it made, so fixing it edits that session", () => {
    const second = write({ done: 1, carried: { id: "e1", etag: '"v1"' } });
    expect(afterAnswer(second, { kind: "refused", reason: "Series 3 is over its maximum." }, null)).toMatchObject({
      done: 1,
      carried: { id: "e1" },
      state: "refused",
      reason: "Series 3 is over its maximum.",
    });
  });
});

describe("whose writes go, in which order, and what the header says", () => {
  it("only the signed-in person's waiting writes, oldest first", () => {
    const writes = [
      write({ id: "late", createdAt: "2026-11-26T11:00:00.000Z" }),
      write({ id: "early", createdAt: "2026-11-26T09:00:00.000Z" }),
      write({ id: "refused", state: "refused" }),
      write({ id: "other", principal: "person:2" }),
    ];
    expect(sendable(writes, "person:1").map((w) => w.id)).toEqual(["early", "late"]);
  });

  it("counts in words", () => {
    expect(countsOf([])).toEqual({ waiting: 0, refused: 0 });
    expect(countsOf([write()])).toEqual({ waiting: 1, refused: 0 });
    expect(countsOf([write(), write(), write({ state: "refused" })])).toEqual({ waiting: 2, refused: 1 });
  });

  it("a person is known by their id; a key without a person by its athlete and name", () => {
    expect(principalOf({ person: { id: "p1" }, athleteId: "a1", keyName: null })).toBe("person:p1");
    expect(principalOf({ person: null, athleteId: "a1", keyName: "Phone" })).toBe("key:a1:Phone");
  });
});
