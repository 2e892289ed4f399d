import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { incomingUpload } from "@/lib/http/body";
import { IMPORT_LIMIT_BYTES, type Upload, withUpload } from "./spool-upload";
import { shotMarker } from "./test-files";

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://test/import", { method: "POST", body, headers });
const spooled = (request: Request) =>
  withUpload(incomingUpload(request), async (upload: Upload) => ({ ...upload, text: await fs.readFile(upload.file, "utf8") }));
const refusal = async (request: Request) => {
  const error = await spooled(request).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe("withUpload", () => {
  it("reads a form's file part exactly as the body's bytes, its other parts as the options", async () => {
    const form = new FormData();
    form.append("dryRun", "true");
    form.append("file", new Blob([shotMarker], { type: "text/csv" }), "shotlog.csv");
    form.append("timeZone", "Europe/Berlin");
    const read = await spooled(post(form));
    expect(read.text).toBe(shotMarker);
    expect(read.fields).toEqual({ dryRun: "true", timeZone: "Europe/Berlin" });
    expect(read.fileName).toBe("shotlog.csv");
    expect((await spooled(post(shotMarker, { "content-type": "text/csv" }))).text).toBe(shotMarker);
  });

  it("refuses a form without its file, with a text field for a file, or cut short, in words", async () => {
    const noFile = new FormData();
    noFile.append("dryRun", "true");
    expect((await refusal(post(noFile))).detail).toContain('it holds no part named "file"');
    const asText = new FormData();
    asText.append("file", shotMarker.slice(0, 100));
    expect((await refusal(post(asText))).detail).toContain("carries no file name");
    const cut = post('--x\r\ncontent-disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc', {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(await refusal(cut)).toMatchObject({ status: 422 });
    expect(await refusal(post("x", { "content-type": "multipart/form-data" }))).toMatchObject({ status: 422 });
  });

  it("refuses a form's file over 20 MiB while it streams in", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(IMPORT_LIMIT_BYTES + 1).fill(65)]), "big.csv");
    expect(await refusal(post(form))).toMatchObject({ status: 413 });
  }, 60_000);
});
