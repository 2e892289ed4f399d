// Which format a file is, from its first few kilobytes, when the person does not say.
import type { ImportFormat } from "./types";

export function detectFormat(head: string): ImportFormat {
  const text = head.replace(/^\uFEFF/, "");
  const trimmed = text.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return "orion";
  if (/ShotMarker/i.test(text) || /^,\s*time\s*,\s*tags\s*,\s*id\s*,\s*score/im.test(text)) return "shotmarker";
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const first = lines[0] ?? "";
  if (/^(SL|SN|RL|LA|TID|SH|CL|CB|TE);/.test(first)) return "meyton";
  const header = first.toLowerCase().replace(/"/g, "");
  if (header.includes("standard round") && /(^|;)\s*end\s*(;|$)/.test(header)) return "mytargets";
  // SIUS: no header, two dozen numeric-looking fields separated by semicolons.
  const fields = first.split(";");
  if (fields.length >= 24 && fields.slice(1, 5).every((f) => /^-?\d*([.,]\d+)?$/.test(f.trim()))) return "sius";
  return "generic";
}

/** The separator of a generic CSV: whichever of `,` `;` and tab its header line holds most of. */
export function separatorOf(headerLine: string): string {
  const counts = [",", ";", "\t"].map((s) => [s, headerLine.split(s).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}
