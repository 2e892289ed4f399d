// Imports (API section 10): the query of POST .../journal/imports and its report.
import { z } from "zod";
import { knownZone } from "@/lib/i18n/zone";
import { columnMapping } from "@/lib/imports/generic";
import { IMPORT_FORMATS } from "@/lib/imports/types";

/** A `timeZone` query parameter: an IANA zone the runtime knows. */
export function timeZoneQuery(description: string) {
  return z
    .string()
    .max(64)
    .optional()
    .refine((name) => name === undefined || knownZone(name) !== null, 'must be a time zone such as "Europe/Berlin" or "America/Denver"')
    .meta({ description });
}

export const importQuery = z.object({
  format: z.enum(IMPORT_FORMATS).optional().meta({ description: "The file's format; detected from its first lines when left out" }),
  dryRun: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true")
    .meta({ description: "true: read and report, write nothing (200)" }),
  timeZone: timeZoneQuery(
    "The zone of the range's clock, for files whose times carry none (ShotMarker, SIUS, MyTargets, generic CSV), e.g. Europe/Berlin. Left out: the zone of the browser's reader cookie, else UTC",
  ),
  fileName: z.string().trim().max(255).optional().meta({ description: "The file's name; SIUS files carry their date in it (YYYYMMDD…)" }),
  mapping: z
    .string()
    .max(2000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return null;
      try {
        const parsed = columnMapping.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
        ctx.addIssue({
          code: "custom",
          message: `must map sessionDate and score to columns (${parsed.error.issues[0]?.message ?? "invalid"})`,
        });
      } catch {
        ctx.addIssue({ code: "custom", message: 'must be JSON such as {"sessionDate":"Date","score":"Ring"}' });
      }
      return z.NEVER;
    })
    .meta({
      description:
        "For a generic CSV: which column holds sessionDate, series, shot, score, decimalScore, innerTen, sighter, x and y (JSON); remembered for the athlete",
    }),
  sessions: z
    .string()
    .regex(/^\d{1,5}(,\d{1,5})*$/, "must list session indexes such as 0,2,3")
    .optional()
    .transform((text) => (text === undefined ? null : [...new Set(text.split(",").map(Number))]))
    .meta({ description: "The sessions to write, by their index in the report (0, 1, …); all that can be written when left out" }),
  shooter: z.string().trim().min(1).max(100).optional().meta({
    description: "Only this shooter's sessions, where the file holds several (a session's shooter in the report, e.g. \"Shooter R\")",
  }),
  courseOfFireId: z.string().trim().min(1).max(64).optional().meta({
    description:
      "The course of fire of every session (GET /api/courses-of-fire); left out, each session's is recognised from its shots and face",
  }),
  courses: z
    .string()
    .max(16_000)
    .regex(/^\d{1,5}:[\w-]{1,64}(,\d{1,5}:[\w-]{1,64})*$/, "must pair session indexes with courses of fire, such as 0:<id>,2:<id>")
    .optional()
    .transform((text) => new Map((text ? text.split(",") : []).map((pair) => [Number(pair.split(":")[0]), pair.split(":")[1] ?? ""])))
    .meta({ description: "A course of fire per session, by its index: 0:<courseOfFireId>,2:<courseOfFireId>; before courseOfFireId" }),
});

/** The options as form fields beside the file part (multipart/form-data): the query's, and the file. */
export const importForm = importQuery.extend({
  file: z.string().meta({ format: "binary", description: "The file" }),
});

// .meta() answers a copy typed as the base ZodType; the copy is the same schema.
export const d = <T extends z.ZodType>(schema: T, description: string): T => schema.meta({ description }) as T;

/** A shot as an import's report shows it (the journal's, and a competition's score import). */
export const reportShot = z.object({
  seriesNumber: d(z.int(), "The series, from 1"),
  shotNumber: d(z.int(), "The shot's number within its series"),
  score: d(z.int(), "The ring, 0 to 10"),
  decimalScore: d(z.number().nullable(), "The decimal score, where the file gives one"),
  isInnerTen: d(z.boolean(), "An inner ten (X)"),
  isSighter: d(z.boolean(), "A sighter; counts in no total"),
  x: d(z.number().nullable(), "Millimetres right of the centre"),
  y: d(z.number().nullable(), "Millimetres above the centre"),
});

export const importReport = z
  .object({
    format: d(z.enum(IMPORT_FORMATS), "The format read (named, or detected)"),
    formatName: d(z.string(), "The format's name for people"),
    sessions: d(
      z.array(
        z.object({
          index: d(z.int(), "The session's place in the file, for ?sessions="),
          sessionDate: d(z.string(), "When the session began (UTC)"),
          label: d(z.string(), "How the file names it: the string, the shooter, the match"),
          line: d(z.int(), "The line where the session starts (for JSON, its first shot's position)"),
          series: d(z.int(), "How many series hold scoring shots"),
          shots: d(z.int(), "Scoring shots"),
          sighters: d(z.int(), "Sighters"),
          score: d(z.int(), "The sum of the scoring shots' rings"),
          decimalScore: d(z.number().nullable(), "The sum of their decimal scores, when every one has one"),
          innerTens: d(z.int(), "Inner tens (Xs) among the scoring shots"),
          statedScore: d(z.number().nullable(), "The total the file itself states, where it states one"),
          shooter: d(z.string().nullable(), "Whose shots they are, where the file holds several shooters (for ?shooter=)"),
          courseOfFire: d(
            z
              .object({
                id: d(z.string(), "The course of fire"),
                code: d(z.string(), "Its code"),
                name: d(z.string(), "Its name"),
                recognised: d(z.boolean(), "true: recognised from the shots and face; false: named in the request"),
              })
              .nullable(),
            "The course of fire the session is (or would be) written with; null when none was named or recognised",
          ),
          needsCourse: d(z.boolean(), "true: the session can be imported once a course of fire is named for it (?courses=)"),
          status: d(
            z.enum(["created", "duplicate", "invalid"]),
            "created: written (in a dry run: would be); duplicate: imported before; invalid: see problem",
          ),
          problem: d(z.string().nullable(), "Why an invalid session cannot be imported"),
          entryId: d(z.string().nullable(), "The journal entry written, or the one a duplicate matches"),
          seriesTotals: d(
            z.array(
              z.object({
                seriesNumber: d(z.int(), "The series"),
                score: d(z.number(), "Its score: decimal where every shot has a decimal score"),
                shotCount: d(z.int(), "Its scoring shots"),
              }),
            ),
            "Each series' sums",
          ),
          shotList: d(
            z.array(reportShot),
            "In a dry run, every shot, sighters included, for a preview; empty once written (the shots are then the entry's)",
          ),
        }),
      ),
      "Each session the file holds (or those chosen with ?sessions=)",
    ),
    created: d(z.int(), "Sessions written (in a dry run: that would be)"),
    duplicates: d(z.int(), "Sessions imported before, not written again"),
    errors: d(
      z.array(z.object({ line: d(z.int(), "The file's line"), message: d(z.string(), "What is wrong with it") })),
      "Lines that could not be read, and why",
    ),
    notes: d(z.array(z.string()), "What was left out or assumed, for the whole file"),
    columns: d(z.array(z.string()).nullable(), "A generic CSV's columns, for the mapping"),
  })
  .meta({ description: "What a file held, and what became of each session" });
