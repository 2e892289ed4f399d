// A target's file imported into a competition's scores (API section 13, read as section 10): its
// options, and the report of which shooter went to which entry.
import { z } from "zod";
import { IMPORT_FORMATS } from "@/lib/imports/types";
import { d, reportShot, timeZoneQuery } from "./imports";

export const scoreImportQuery = z.object({
  format: z.enum(IMPORT_FORMATS).optional().meta({ description: "The file's format; detected from its first lines when left out" }),
  courseOfFireId: z.uuid().optional().meta({
    description: "The course of fire whose entries the shooters are matched to; may be left out when the competition has one",
  }),
  relayNumber: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .optional()
    .meta({ description: "The relay of shooters the file names none for (Orion, Meyton); SIUS files name theirs" }),
  dryRun: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true")
    .meta({ description: "true: read, match and report, write nothing (200)" }),
  timeZone: timeZoneQuery("The zone of the range's clock, for files whose times carry none (SIUS), e.g. Europe/Berlin"),
  fileName: z.string().trim().max(255).optional().meta({ description: "The file's name; SIUS files carry their date in it (YYYYMMDD…)" }),
});

/** The options as form fields beside the file part (multipart/form-data). */
export const scoreImportForm = scoreImportQuery.extend({
  file: z.string().meta({ format: "binary", description: "The file" }),
});

const importedShot = reportShot.extend({
  firedAt: d(z.string().nullable(), "When it was fired (UTC)"),
});

const place = {
  relayNumber: d(z.int().nullable(), "The relay (the file's, else the request's relayNumber)"),
  firingPoint: d(z.string().nullable(), "The firing point the file names"),
};
const totals = {
  score: d(z.number(), "The sum of the match shots: tenths on a decimal course, whole rings on an integer one"),
  innerTens: d(z.int(), "Inner tens among the match shots"),
  shots: d(z.array(importedShot), "Every shot, sighters included, as the score write (PUT …/score) takes them"),
};

export const scoreImportReport = z
  .object({
    format: d(z.enum(IMPORT_FORMATS), "The format read (named, or detected)"),
    courseOfFireId: d(z.uuid(), "The course of fire whose entries were matched"),
    matched: d(
      z.array(
        z.object({
          entryId: d(z.uuid(), "The entry the shooter was matched to"),
          athleteName: d(z.string(), "The entry's athlete"),
          ...place,
          bib: d(z.string().nullable(), "The entry's start number"),
          matchedBy: d(z.enum(["place", "bib"]), "place: by relay and firing point; bib: by the file's start number"),
          ...totals,
          previousScore: d(z.number().nullable(), "The entry's score before the import"),
          status: d(
            z.enum(["scored", "unchanged", "refused"]),
            "scored: written (in a dry run: would be); unchanged: the entry has this score already; refused: see problem",
          ),
          problem: d(z.string().nullable(), "Why a refused shooter's shots cannot be the entry's score"),
        }),
      ),
      "Each shooter matched to an entry",
    ),
    unmatched: d(
      z.array(
        z.object({
          label: d(z.string(), "How the file names the shooter"),
          ...place,
          startNumber: d(z.string().nullable(), "The start number the file names"),
          ...totals,
        }),
      ),
      "Each shooter no entry was found for: their shots, to send with the score write once an official picks the entry",
    ),
    errors: d(
      z.array(z.object({ line: d(z.int(), "The file's line"), message: d(z.string(), "What is wrong with it") })),
      "Lines that could not be read, and why",
    ),
    notes: d(z.array(z.string()), "What was left out or assumed, for the whole file"),
  })
  .meta({ description: "Which shooter of the target's file went to which entry, and the shooters left to assign" });
