import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/errors";
import { findUnstorableText, JSON_LIMIT_BYTES, MAX_JSON_DEPTH, readJson, tooDeep } from "./body";

const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const schema = z.object({ name: z.string() });

describe("readJson", () => {
  it("parses a JSON object with the schema", async () => {
    expect(await readJson(post('{"name":"Emma","extra":1}'), schema)).toEqual({ name: "Emma" });
    expect(await readJson(post('{"name":"x"}', { "content-type": "application/merge-patch+json; charset=utf-8" }), schema)).toEqual({
      name: "x",
    });
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
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect((await failure(readJson(streamed, schema))).status).toBe(413);
  });

  it("finds text no database can store, by pointer", () => {
    expect(findUnstorableText({ a: "fine", b: ["ok", { c: "bad\u0000" }] })).toEqual({
      pointer: "/b/1/c",
      message: "must not contain NUL (\\u0000) characters",
    });
    expect(findUnstorableText({ notes: "half \ud800 a pair" })?.message).toMatch(/unpaired surrogate/);
    expect(findUnstorableText({ "k\u0000": 1 })?.pointer).toBe("/k\u0000");
    expect(findUnstorableText({ a: ["x", 1, null, true, "🎯 emoji pairs are fine"] })).toBeNull();
  });

  it("refuses nesting deeper than 32 levels by the place it starts, before parsing", async () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    expect(tooDeep(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(tooDeep(nested(MAX_JSON_DEPTH + 1))).toBe("/0".repeat(MAX_JSON_DEPTH));
    expect(tooDeep(`{"a":1,"b":[0,{"c}[":${nested(40)}}]}`, 4)).toBe("/b/1/c}[/0");
    expect(tooDeep(`{"x\\"y":[["[[[[[[[["]]]}`, 3)).toBeNull();
    const problem = await failure(readJson(post(`{"name":"x","deep":${nested(100_000)}}`), schema));
    expect(problem.status).toBe(422);
    expect(Object.keys(problem.fields)).toEqual([`/deep${"/0".repeat(MAX_JSON_DEPTH - 1)}`]);
  });

  it("walks the most hostile bodies under the limit in linear time", () => {
    const started = performance.now();
    expect(tooDeep(`${"[".repeat(120_000)}${"]".repeat(120_000)}`)).not.toBeNull();
    let deep: unknown = "bad\u0000";
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(findUnstorableText({ deep })?.pointer).toBe(`/deep${"/0".repeat(20_000)}`);
    const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, ["x", "y"]]));
    expect(findUnstorableText(wide)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
