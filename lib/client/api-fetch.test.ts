import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProblem, apiFetch, fieldPath, problemFrom } from "./api-fetch";

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch", () => {
  it("raises problem details with their field messages", async () => {
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(
          JSON.stringify({
            status: 422,
            code: "validation_failed",
            detail: "energyLevel must be at most 10.",
            "/energyLevel": "must be at most 10",
            traceId: "t",
          }),
          { status: 422, headers: { "content-type": "application/problem+json" } },
        ),
    );
    const error = await apiFetch("/api/x", { method: "POST", json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error).toMatchObject({ status: 422, code: "validation_failed", fields: { "/energyLevel": "must be at most 10" } });
  });

  it("returns JSON, and nothing for 204", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    expect(await apiFetch("/api/x")).toEqual({ ok: true });
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    expect(await apiFetch("/api/x", { method: "DELETE" })).toBeUndefined();
  });

  it("reads a problem from any body the server answered with, or none", () => {
    expect(
      problemFrom(415, {
        title: "Unsupported media type",
        code: "unsupported_media_type",
        "/file": "must be a PNG, JPEG or WebP image",
        traceId: "t",
      }),
    ).toMatchObject({
      status: 415,
      code: "unsupported_media_type",
      detail: "Unsupported media type",
      fields: { "/file": "must be a PNG, JPEG or WebP image" },
    });
    expect(problemFrom(502, null)).toMatchObject({ code: "unknown", detail: "The server answered 502.", fields: {} });
  });

  it("maps JSON Pointers to form field paths", () => {
    expect(fieldPath("/rules/0/operator")).toBe("rules.0.operator");
    expect(fieldPath("/a~1b")).toBe("a/b");
  });
});
