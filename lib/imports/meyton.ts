// Meyton's result export (FORMATS.md): ISO-8859-1, semicolon-separated, each line tagged (SL list,
// SN start number, RL result list, LA lane, TID target, SH shooter, CL class, CB club, TE team). Its
// shot lines are not publicly documented, so this reads who shot where and reports the rest.
import { excerpt } from "@/lib/errors";
import type { LineError, RecordReader } from "./types";

const KNOWN = new Set(["SL", "SN", "RL", "LA", "TID", "SH", "CL", "CB", "TE"]);

export function meytonReader(): RecordReader {
  const errors: LineError[] = [];
  const shooters: string[] = [];
  let shooterCount = 0;
  /** The first three tags it does not know, each named once. */
  const unread = new Set<string>();
  return {
    feed(fields, line) {
      const tag = (fields[0] ?? "").trim().toUpperCase();
      if (tag === "") return;
      if (tag === "SH") {
        // Names only, and the first twenty of them: the file is read to the byte limit.
        shooterCount += 1;
        if (shooters.length < 20)
          shooters.push(
            [fields[3], fields[2]]
              .map((f) => (f ?? "").trim())
              .filter(Boolean)
              .map((name) => excerpt(name, 60))
              .join(" "),
          );
      } else if (!KNOWN.has(tag) && unread.size < 3 && !unread.has(tag)) {
        unread.add(tag);
        errors.push({ line, message: `lines tagged ${excerpt(tag, 20)} are not documented by Meyton; not read` });
      }
    },
    take: () => [],
    finish() {
      const more = shooterCount > shooters.length ? ` and ${shooterCount - shooters.length} more` : "";
      const who = shooters.length > 0 ? `It names ${shooters.join(", ")}${more}. ` : "";
      return {
        sessions: [],
        errors,
        notes: [
          `${who}Meyton's export documents no shot lines, so no shots could be read from it; export the shots as CSV and map the columns instead.`,
        ],
      };
    },
  };
}
