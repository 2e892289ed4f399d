import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { FAKE_SECRET, type FakeSiteverify, startFakeSiteverify } from "@/e2e/support/fake-siteverify";
import { DEVELOPMENT_TOKEN, verifyToken } from "./verify-token";

let fake: FakeSiteverify;
beforeAll(async () => {
  fake = await startFakeSiteverify();
});
afterAll(() => fake.close());

const remote = (overrides: Partial<{ verifyUrl: string; secret: string; timeoutMs: number }> = {}) => ({
  mode: "remote" as const,
  verifyUrl: fake.url,
  secret: FAKE_SECRET,
  timeoutMs: 1000,
  ...overrides,
});

async function statusOf(promise: Promise<void>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

describe("bot check", () => {
  it("development verifier accepts only the test token", async () => {
    expect(await statusOf(verifyToken({ mode: "development" }, DEVELOPMENT_TOKEN, null))).toBe(200);
    expect(await statusOf(verifyToken({ mode: "development" }, "pass-anything", null))).toBe(422);
  });

  it("sends secret, token and remote IP to the verify endpoint and honours its answer", async () => {
    expect(await statusOf(verifyToken(remote(), "pass-1", "203.0.113.9"))).toBe(200);
    expect(fake.calls.at(-1)).toEqual({ secret: FAKE_SECRET, response: "pass-1", remoteip: "203.0.113.9" });
    const failure = await verifyToken(remote(), "fail-1", null).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fields["/captchaToken"]).toBe("was rejected by the bot check (invalid-input-response)");
    expect(await statusOf(verifyToken(remote({ secret: "wrong" }), "pass-2", null))).toBe(422);
  });

  it("answers 503 when the verifier is slow, broken or unreachable", async () => {
    expect(await statusOf(verifyToken(remote({ timeoutMs: 200 }), "slow-1", null))).toBe(503);
    expect(await statusOf(verifyToken(remote(), "crash-1", null))).toBe(503);
    expect(await statusOf(verifyToken(remote(), "http500-1", null))).toBe(503);
    expect(await statusOf(verifyToken(remote(), "garbage-1", null))).toBe(503);
    const closed = await startFakeSiteverify();
    await closed.close();
    expect(await statusOf(verifyToken(remote({ verifyUrl: closed.url }), "pass-3", null))).toBe(503);
  });
});
