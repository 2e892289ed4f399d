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
} as const;

export const competitionInput = z
  .object(
    described(
      { organizationId: uuid, name, startDate: dateTime, endDate: optionalDateTime, discipline: shortText },
      competitionDescriptions,
    ),
  )
  .superRefine((c, ctx) => {
    if (c.endDate !== null && c.endDate < c.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "must not be before startDate" });
    }
  });

const entryDescriptions = {
  athleteId: "The athlete entered: an athlete enters themself, a competition admin their own organization's athletes",
  courseOfFireId: "The course of fire shot",
  score: "The entry's score; at most the course of fire's maxScore",
} as const;

export const competitionEntryInput = z.object(
  described({ athleteId: uuid, courseOfFireId: optionalUuid, score: optionalNumber(0, 1_000_000) }, entryDescriptions),
);

/**
 * An entry as the request may send it: series and shots are read only to refuse them (403) from an
 * athlete entering themself; the host's officials write scores.
 */
export const competitionEntryRequest = competitionEntryInput.extend({ series: z.unknown().optional(), shots: z.unknown().optional() });

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
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    { ...competitionDescriptions, ...stamps },
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
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    { ...entryDescriptions, ...stamps, competitionId: "The competition entered" },
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
