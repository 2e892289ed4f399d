import { z } from "zod";
import { TARGET_FACE_CODES } from "@/lib/shots/target-faces";
import {
  dateTime,
  described,
  listQueryShape,
  name,
  nullableUtcDateTime,
  optionalDateTime,
  optionalInt,
  optionalNumber,
  optionalUuid,
  shortText,
  utcDateTime,
  uuid,
} from "./common";

const courseDescriptions = {
  name: "Name of the event, e.g. 10m Air Rifle, 60 shots",
  code: "Short unique code, e.g. AR60: 1-32 letters, digits, dots, dashes or underscores",
  discipline: "Discipline, e.g. Air Rifle",
  shotCount: "Record shots in the course",
  maxScore: "Highest possible score, greater than 0 (654 for 60 shots scored in tenths); entries' scores may not exceed it",
  positions: "Positions in the order they are shot, e.g. Kneeling, Prone, Standing",
  seriesCount: "Record series in the course",
  shotsPerSeries: "Shots in each series",
  scoring: "integer (whole rings) or decimal (tenths, 10.9 the best shot)",
  innerTens: "Whether inner tens (Xs) are counted, for ties",
  sightersAllowed: "Whether sighting shots are allowed before the match",
  timeLimitMinutes: "Time allowed, in minutes, sighters included",
  targetFace:
    "The target face: issf-10m-air-rifle, issf-10m-air-pistol, issf-50m-rifle, issf-precision-pistol, issf-rapid-fire-pistol or issf-300m-rifle",
} as const;

const stamps = { id: "Identifier", createdUtc: "When it was created", updatedUtc: "When it was last changed" } as const;

export const courseOfFireInput = z.object(
  described(
    {
      name,
      code: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/, "must be 1-32 letters, digits, dots, dashes or underscores"),
      discipline: shortText,
      shotCount: optionalInt(1, 1000),
      maxScore: optionalNumber(0, 1_000_000).refine((v) => v === null || v > 0, "must be greater than 0"),
      positions: z
        .array(z.string().trim().min(1).max(40))
        .max(4)
        .nullish()
        .transform((v) => v ?? []),
      seriesCount: optionalInt(1, 100),
      shotsPerSeries: optionalInt(1, 100),
      scoring: z
        .enum(["integer", "decimal"])
        .nullish()
        .transform((v) => v ?? null),
      innerTens: z
        .boolean()
        .nullish()
        .transform((v) => v ?? null),
      sightersAllowed: z
        .boolean()
        .nullish()
        .transform((v) => v ?? null),
      timeLimitMinutes: optionalInt(1, 600),
      targetFace: z
        .enum(TARGET_FACE_CODES)
        .nullish()
        .transform((v) => v ?? null),
    },
    courseDescriptions,
  ),
);

const competitionDescriptions = {
  organizationId: "The hosting organization",
  name: "Name of the competition",
  startDate: "First day; ages for classification rules are counted on it",
  endDate: "Last day; not before startDate",
  discipline: "Discipline, used by classification rules when an entry's course of fire names none",
  courseOfFireIds:
    "The courses of fire the competition offers, in order; entries name one of them. Left out on a replace, the courses stay as they are; a new competition without it offers none",
  openToOtherClubs:
    "Whether athletes of other organizations may enter themselves (the host's own always may); false when left out of a new one",
  registrationOpen: "Whether athletes may still enter themselves; true when left out of a new one",
  liveResults: "Whether the public results page shows the lists while scores come in; false when left out of a new one",
  classesFrozen:
    "Whether classes are frozen: while true, entries keep the classes they have when entries change. Left out, it stays as it is",
} as const;

const optionalFlag = z.boolean().optional();

export const competitionInput = z
  .object(
    described(
      {
        organizationId: uuid,
        name,
        startDate: dateTime,
        endDate: optionalDateTime,
        discipline: shortText,
        courseOfFireIds: z
          .array(uuid)
          .max(30)
          .refine((ids) => new Set(ids).size === ids.length, "must not name a course of fire twice")
          .optional(),
        openToOtherClubs: optionalFlag,
        registrationOpen: optionalFlag,
        liveResults: optionalFlag,
        classesFrozen: optionalFlag,
      },
      competitionDescriptions,
    ),
  )
  .superRefine((c, ctx) => {
    if (c.endDate !== null && c.endDate < c.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "must not be before startDate" });
    }
  });

const entryDescriptions = {
  athleteId:
    "The athlete entered: an athlete enters themself (their own organization's competitions, or any that is open to other clubs, while registration is open); the host's competition admins enter athletes of any organization",
  courseOfFireId: "The course of fire shot; one of the competition's courses when it names any",
  score: "The entry's score; at most the course of fire's maxScore",
  bib: "Start number (bib), up to 20 characters",
  relayNumber: "The relay the entry shoots in: the number of one of the competition's relays",
  firingPoint: "The firing point on that relay: one of the relay's firing points; at most one entry per relay and firing point",
  status: "entered, dns (did not start), dnf (did not finish) or dsq (disqualified); entered when left out",
} as const;

export const ENTRY_STATUSES = ["entered", "dns", "dnf", "dsq"] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

const entryShape = described(
  {
    athleteId: uuid,
    courseOfFireId: optionalUuid,
    score: optionalNumber(0, 1_000_000),
    bib: z
      .string()
      .trim()
      .max(20)
      .nullish()
      .transform((v) => (v ? v : null)),
    relayNumber: optionalInt(1, 1000),
    firingPoint: z
      .string()
      .trim()
      .max(20)
      .nullish()
      .transform((v) => (v ? v : null)),
    status: z
      .enum(ENTRY_STATUSES)
      .nullish()
      .transform((v) => v ?? "entered"),
  },
  entryDescriptions,
);

/** A relay and a firing point go together. */
function placeTogether(e: { relayNumber: number | null; firingPoint: string | null }, ctx: z.RefinementCtx) {
  if ((e.relayNumber === null) !== (e.firingPoint === null)) {
    const path = e.relayNumber === null ? "relayNumber" : "firingPoint";
    ctx.addIssue({ code: "custom", path: [path], message: "a relay and a firing point go together: give both or neither" });
  }
}

export const competitionEntryInput = z.object(entryShape).superRefine(placeTogether);

/**
 * An entry as the request may send it: series and shots are read only to refuse them (403) from an
 * athlete entering themself; the host's officials write scores.
 */
export const competitionEntryRequest = z
  .object({ ...entryShape, series: z.unknown().optional(), shots: z.unknown().optional() })
  .superRefine(placeTogether);

export type CompetitionInput = z.output<typeof competitionInput>;
export type CompetitionEntryInput = z.output<typeof competitionEntryInput>;
export type CompetitionEntryRequest = z.output<typeof competitionEntryRequest>;

export const competitionListQuery = z.object({
  ...listQueryShape,
  organizationId: uuid.optional().meta({ description: "Only competitions this organization hosts" }),
});

export const courseOfFireResponse = z.object(
  described(
    {
      id: z.uuid(),
      name: z.string(),
      code: z.string(),
      discipline: z.string().nullable(),
      shotCount: z.int().nullable(),
      maxScore: z.number().nullable(),
      positions: z.array(z.string()),
      seriesCount: z.int().nullable(),
      shotsPerSeries: z.int().nullable(),
      scoring: z.enum(["integer", "decimal"]).nullable(),
      innerTens: z.boolean().nullable(),
      sightersAllowed: z.boolean().nullable(),
      timeLimitMinutes: z.int().nullable(),
      targetFace: z.string().nullable(),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    { ...courseDescriptions, ...stamps },
  ),
);

export const competitionResponse = z.object(
  described(
    {
      id: z.uuid(),
      organizationId: z.uuid(),
      name: z.string(),
      startDate: utcDateTime,
      endDate: nullableUtcDateTime,
      discipline: z.string().nullable(),
      courseOfFireIds: z.array(z.uuid()),
      openToOtherClubs: z.boolean(),
      registrationOpen: z.boolean(),
      liveResults: z.boolean(),
      resultsStatus: z.enum(["provisional", "official"]),
      classesFrozen: z.boolean(),
      classesFrozenUtc: nullableUtcDateTime,
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    {
      ...competitionDescriptions,
      ...stamps,
      resultsStatus: "provisional while scores come in, official once the host's officials publish the results",
      classesFrozenUtc: "When classes were frozen; null while they are not",
    },
  ),
);

export const competitionEntryResponse = z.object(
  described(
    {
      id: z.uuid(),
      competitionId: z.uuid(),
      athleteId: z.uuid(),
      courseOfFireId: z.uuid().nullable(),
      score: z.number().nullable(),
      bib: z.string().nullable(),
      relayNumber: z.int().nullable(),
      firingPoint: z.string().nullable(),
      status: z.enum(ENTRY_STATUSES),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    { ...entryDescriptions, ...stamps, competitionId: "The competition entered" },
  ),
);

/** An entry as a competition's list shows it, with its athlete's name and club. */
export const competitionEntryListed = competitionEntryResponse.extend(
  described(
    { athleteName: z.string(), organizationName: z.string() },
    { athleteName: "The athlete's first and family name", organizationName: "The athlete's organization" },
  ),
);

/** An athlete's own entry with the competition it belongs to, for the journal's "linked competition entry" picker. */
export const athleteCompetitionEntryResponse = competitionEntryResponse.extend(
  described(
    {
      competitionName: z.string(),
      competitionStartDate: utcDateTime,
    },
    { competitionName: "Name of the competition", competitionStartDate: "Its first day" },
  ),
);

export const ENTRY_IMPORT_MAX_ROWS = 2000;

export const entryImportRequest = z.object(
  described(
    {
      csv: z.string().min(1).max(200_000),
      dryRun: z
        .boolean()
        .nullish()
        .transform((v) => v ?? true),
    },
    {
      csv: "The entries as CSV with a header row: athlete (\"First Last\" or the athlete's id), club (optional, to tell two of one name apart), course (a course of fire's code or id), bib, relay, point, status (entered, dns, dnf or dsq). At most 2,000 rows",
      dryRun:
        "true (the default): only the preview, nothing is written. false: the rows without a conflict are entered, the others are left out and listed",
    },
  ),
);

const ENTRY_IMPORT_PROBLEMS = [
  "unknownAthlete",
  "ambiguousAthlete",
  "unknownCourse",
  "duplicate",
  "unknownRelay",
  "unknownPoint",
  "pointTaken",
  "badValue",
] as const;

export const entryImportResponse = z.object(
  described(
    {
      dryRun: z.boolean(),
      total: z.int(),
      ready: z.int(),
      conflicts: z.int(),
      created: z.int(),
      rows: z.array(
        z.object(
          described(
            {
              line: z.int(),
              athleteId: z.uuid().nullable(),
              athleteName: z.string(),
              organizationName: z.string().nullable(),
              courseOfFireId: z.uuid().nullable(),
              course: z.string(),
              bib: z.string().nullable(),
              relayNumber: z.int().nullable(),
              firingPoint: z.string().nullable(),
              status: z.enum(ENTRY_STATUSES),
              problems: z.array(
                z.object(
                  described(
                    { code: z.enum(ENTRY_IMPORT_PROBLEMS), detail: z.string() },
                    { code: "What is wrong, as a code", detail: "What is wrong, in words" },
                  ),
                ),
              ),
            },
            {
              line: "The row's line in the file (the header is line 1)",
              athleteId: "The athlete matched, or null",
              athleteName: "The athlete's name as matched, else as written",
              organizationName: "The matched athlete's club",
              courseOfFireId: "The course of fire matched, or null",
              course: "The course's code as matched, else as written",
              bib: "Start number",
              relayNumber: "Relay",
              firingPoint: "Firing point",
              status: "entered, dns, dnf or dsq",
              problems: "The row's conflicts; empty when it can be entered",
            },
          ),
        ),
      ),
    },
    {
      dryRun: "Whether this was only the preview",
      total: "Rows read",
      ready: "Rows without a conflict",
      conflicts: "Rows with at least one conflict: they are not entered",
      created: "Entries written (0 in a preview)",
      rows: "Each row as read and matched, with its conflicts (an empty list when it can be entered)",
    },
  ),
);

export const athleteSearchQuery = z.object({
  q: z.string().trim().min(2).max(100).meta({ description: "Part of the athlete's name, at least 2 characters" }),
});

export const athleteFoundResponse = z.object(
  described(
    { id: z.uuid(), name: z.string(), organizationId: z.uuid(), organizationName: z.string() },
    { id: "The athlete's id", name: "First and family name", organizationId: "Their organization", organizationName: "Its name" },
  ),
);
