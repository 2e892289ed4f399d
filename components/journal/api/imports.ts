"use client";
// Uploading a file to the import endpoint. XMLHttpRequest rather than fetch: only it reports the
// upload's progress, which a 20 MiB file over a phone's connection needs.
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
  options: { dryRun: boolean; format?: string; mapping?: Mapping; sessions?: number[] },
  onProgress: (fraction: number) => void,
): Promise<ImportReport> {
  const query = new URLSearchParams({ dryRun: String(options.dryRun), fileName: file.name });
  if (options.format) query.set("format", options.format);
  if (options.mapping) query.set("mapping", JSON.stringify(options.mapping));
  if (options.sessions) query.set("sessions", options.sessions.join(","));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/athletes/${athleteId}/journal/imports?${query}`);
    request.setRequestHeader("content-type", file.type || "application/octet-stream");
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
    request.send(file);
  });
}

/** The header line's column names, read in the browser from the file's first kilobytes. */
export async function columnsOf(file: File): Promise<string[]> {
  const { parse } = await import("csv-parse/browser/esm/sync");
  const first = (await file.slice(0, 64 * 1024).text()).replace(/^\uFEFF/, "").split(/\r?\n/)[0] ?? "";
  const [row] = parse(first, { delimiter: separatorOf(first), relax_quotes: true, relax_column_count: true }) as string[][];
  return (row ?? []).map((c) => c.trim()).filter(Boolean);
}
