"use client";
// Uploading a file to the import endpoint, as a form (the file a part, the options fields) as the
// server streams it. XMLHttpRequest rather than fetch: only it reports the upload's progress, which
// a 20 MiB file over a phone's connection needs.
import type { z } from "zod";
import { ApiProblem, problemFrom } from "@/lib/client/api-fetch";
import { separatorOf } from "@/lib/imports/detect";
import type { importReport } from "@/lib/schemas/imports";

export type ImportReport = z.output<typeof importReport>;
export type ImportedSessionReport = ImportReport["sessions"][number];
export type Mapping = Partial<
  Record<"sessionDate" | "series" | "shot" | "score" | "decimalScore" | "innerTen" | "sighter" | "x" | "y", string>
>;

/** A problem that asks for the columns of a CSV to be mapped. */
export class NeedsMapping extends Error {}

export function uploadImport(
  athleteId: string,
  file: File,
  options: {
    dryRun: boolean;
    format?: string;
    mapping?: Mapping;
    sessions?: number[];
    courseOfFireId?: string;
    courses?: Map<number, string>;
  },
  onProgress: (fraction: number) => void,
): Promise<ImportReport> {
  const form = new FormData();
  form.set("dryRun", String(options.dryRun));
  if (options.format) form.set("format", options.format);
  if (options.mapping) form.set("mapping", JSON.stringify(options.mapping));
  if (options.sessions) form.set("sessions", options.sessions.join(","));
  if (options.courseOfFireId) form.set("courseOfFireId", options.courseOfFireId);
  if (options.courses?.size) form.set("courses", [...options.courses].map(([index, id]) => `${index}:${id}`).join(","));
  // The file last: the options are read before its bytes stream in.
  form.set("file", file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/athletes/${athleteId}/journal/imports`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    // All of it sent: the server is reading it now (a small file may report no progress before this).
    request.upload.onload = () => onProgress(1);
    request.onerror = () => reject(new ApiProblem(0, "network", "The file could not be sent: check the connection and try again.", {}));
    request.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as ImportReport);
      if (request.status === 422 && body && "?mapping" in body) return reject(new NeedsMapping());
      reject(problemFrom(request.status, body));
    };
    request.send(form);
  });
}

/** The header line's column names, read in the browser from the file's first kilobytes. */
export async function columnsOf(file: File): Promise<string[]> {
  const { parse } = await import("csv-parse/browser/esm/sync");
  const first = (await file.slice(0, 64 * 1024).text()).replace(/^\uFEFF/, "").split(/\r?\n/)[0] ?? "";
  const [row] = parse(first, { delimiter: separatorOf(first), relax_quotes: true, relax_column_count: true }) as string[][];
  return (row ?? []).map((c) => c.trim()).filter(Boolean);
}
