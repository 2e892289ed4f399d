import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { readForm } from "./form";

const EXPECTED = "Send a form.";

async function status(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).status;
}

describe("readForm", () => {
  it("reads the fields of a multipart body", async () => {
    const body = new FormData();
    body.set("imageType", "1");
    body.set("file", new File([new Uint8Array([1, 2, 3])], "a.png"));
    const form = await readForm(new Request("http://localhost/x", { method: "POST", body }), 1024, "upload", EXPECTED);
    expect(form.get("imageType")).toBe("1");
    expect(form.get("file")).toBeInstanceOf(File);
  });

  it("answers another content type with 415 and its hint, a body past the limit with 413, a broken one with 400", async () => {
    const json = new Request("http://localhost/x", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    const refused = await readForm(json, 1024, "upload", EXPECTED).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 415, detail: EXPECTED });
    const big = new FormData();
    big.set("file", new File([new Uint8Array(4096)], "a.png"));
    expect(await status(readForm(new Request("http://localhost/x", { method: "POST", body: big }), 1024, "upload", EXPECTED))).toBe(413);
    const broken = new Request("http://localhost/x", {
      method: "POST",
      body: "not a form",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(await status(readForm(broken, 1024, "upload", EXPECTED))).toBe(400);
  });
});
