import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./errors";
import { findUnstorableText, JSON_LIMIT_BYTES, readJson } from "./body";

const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const schema = z.object({ name: z.string() });

describe("readJson", () => {
  it("parses a JSON object with the schema", async () => {
    expect(await readJson(post('{"name":"Emma","extra":1}'), schema)).toEqual({ name: "Emma" });
    expect(await readJson(post('{"name":"x"}', { "content-type": "application/merge-patch+json; charset=utf-8" }), schema)).toEqual({ name: "x" });
  });

  it("answers each kind of bad body with its own status", async () => {
    expect((await failure(readJson(post('{"name":"x"}', { "content-type": "text/plain" }), schema))).status).toBe(415);
    expect((await failure(readJson(post("{nope"), schema))).status).toBe(400);
    expect((await failure(readJson(post(new Uint8Array([0x7b, 0xff, 0x7d])), schema))).status).toBe(400);
    expect((await failure(readJson(post("[]"), schema))).fields).toEqual({ "": "must be a JSON object" });
    expect((await failure(readJson(post("{}"), schema))).fields).toEqual({ "/name": "is required" });
  });

  it("refuses bodies over the limit while reading, whatever Content-Length says", async () => {
    const big = `{"name":"${"x".repeat(JSON_LIMIT_BYTES)}"}`;
    expect((await failure(readJson(post(big), schema))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 300; i += 1) controller.enqueue(new Uint8Array(1024).fill(0x20));
        controller.close();
      },
    });
    const streamed = new Request("http://localhost/api/x", {
      method: "POST", body: stream, headers: { "content-type": "application/json" }, duplex: "half",
    } as RequestInit);
    expect((await failure(readJson(streamed, schema))).status).toBe(413);
  });

  it("finds text no database can store, by pointer", () => {
    expect(findUnstorableText({ a: "fine", b: ["ok", { c: "bad\u0000" }] })).toEqual({
      pointer: "/b/1/c", message: "must not contain NUL (\\u0000) characters",
    });
    expect(findUnstorableText({ notes: "half \ud800 a pair" })?.message).toMatch(/unpaired surrogate/);
    expect(findUnstorableText({ "k\u0000": 1 })?.pointer).toBe("/k\u0000");
    expect(findUnstorableText({ a: ["x", 1, null, true, "🎯 emoji pairs are fine"] })).toBeNull();
  });
});
