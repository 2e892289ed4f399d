// A competition entry's score (API section 13): its series as the officials type them, and the
// shots where a target gives them (section 9's shots); the answer, the officials' sheet and the
// history of every change.
import { z } from "zod";
import { described, optionalInt, utcDateTime, uuid } from "./common";
import { MAX_SHOTS, shotResponse, shotsInput } from "./shots";

/** The most series one entry holds (a 3×40 course has 12; the journal allows as many). */
const MAX_SERIES = 200;

const seriesDescriptions = {
  seriesNumber: "The series, from 1; at most the course of fire's series count",
  score: "The series' score: at most what its shots can reach (10 or 10.9 a shot); whole rings on an integer course",
  innerTens: "Its inner tens (Xs); at most its shot count",
} as const;

const seriesInput = z.object(
  described(
    {
      seriesNumber: z.int().min(1).max(MAX_SERIES),
      score: z.number().min(0).max(100_000),
      innerTens: optionalInt(0, 10_000),
    },
    seriesDescriptions,
  ),
);

/** The body of PUT …/entries/{entryId}/score. */
export const scoreInput = z
  .object({
    series: z
      .array(seriesInput)
      .max(MAX_SERIES)
      .default([])
      .meta({ description: "Every series of the entry; a series the list leaves out is removed unless shots make it" }),
    shots: shotsInput.shape.shots.optional().meta({
      description: `Every shot of the entry (section 9; at most ${MAX_SHOTS}); left out, the shots it has stay. A series with scoring shots is their sum`,
    }),
  })
  .superRefine(({ series, shots }, ctx) => {
    const seen = new Map<number, number>();
    series.forEach((s, index) => {
      const earlier = seen.get(s.seriesNumber);
      if (earlier === undefined) seen.set(s.seriesNumber, index);
      else ctx.addIssue({ code: "custom", path: ["series", index, "seriesNumber"], message: `repeats series ${s.seriesNumber}` });
    });
    const shotSeen = new Set<string>();
    (shots ?? []).forEach((s, index) => {
      const key = `${s.seriesNumber}/${s.shotNumber}`;
      if (shotSeen.has(key)) {
        ctx.addIssue({
          code: "custom",
          path: ["shots", index, "shotNumber"],
          message: `repeats shot ${s.shotNumber} of series ${s.seriesNumber}`,
        });
      }
      shotSeen.add(key);
    });
  });

export type ScoreInput = z.output<typeof scoreInput>;

const seriesResponse = z.object(
  described(
    {
      seriesNumber: z.int(),
      score: z.number(),
      innerTens: z.int().nullable(),
      shotCount: z.int().nullable(),
      fromShots: z.boolean(),
    },
    {
      seriesNumber: "The series",
      score: "Its score",
      innerTens: "Its inner tens, where counted",
      shotCount: "Its scoring shots, where known",
      fromShots: "True while the series is the sum of its shots",
    },
  ),
);

const scoreFields = {
  score: z.number().nullable(),
  innerTens: z.int().nullable(),
  scoreCorrected: z.boolean(),
  series: z.array(seriesResponse),
};
const scoreFieldDescriptions = {
  score: "The entry's score: the sum of its series; null before any",
  innerTens: "Its inner tens: the sum of its series'; null where none are counted",
  scoreCorrected: "True once the score was changed after it was first entered",
  series: "Its series in order",
} as const;

export const entryScoreResponse = z.object(
  described(
    {
      id: z.uuid(),
      competitionId: z.uuid(),
      athleteId: z.uuid(),
      courseOfFireId: z.uuid().nullable(),
      status: z.string(),
      relayNumber: z.int().nullable(),
      firingPoint: z.string().nullable(),
      resultsStatus: z.enum(["provisional", "official"]),
      ...scoreFields,
      shots: z.array(shotResponse.omit({ id: true, velocity: true, yaw: true, pitch: true })),
      updatedUtc: utcDateTime,
    },
    {
      id: "The competition entry",
      competitionId: "The competition",
      athleteId: "The athlete",
      courseOfFireId: "The course of fire shot",
      status: "entered, dns, dnf or dsq",
      relayNumber: "The relay the entry shoots in",
      firingPoint: "Its firing point",
      resultsStatus: "The competition's results: provisional while scores come in, official once published",
      ...scoreFieldDescriptions,
      shots: "Every shot, in series and shot order, sighters included",
      updatedUtc: "When the entry was last changed",
    },
  ),
);

const courseResponse = z.object(
  described(
    {
      id: z.uuid(),
      name: z.string(),
      seriesCount: z.int().nullable(),
      shotsPerSeries: z.int().nullable(),
      scoring: z.string().nullable(),
      innerTens: z.boolean().nullable(),
      maxScore: z.number().nullable(),
    },
    {
      id: "The course of fire",
      name: "Its name",
      seriesCount: "Its series",
      shotsPerSeries: "Shots in each series",
      scoring: "integer (whole rings) or decimal (tenths)",
      innerTens: "Whether inner tens are counted",
      maxScore: "Its highest possible score",
    },
  ),
);

const sheetRow = z.object(
  described(
    {
      entryId: z.uuid(),
      athleteId: z.uuid(),
      athleteName: z.string(),
      organizationName: z.string().nullable(),
      courseOfFireId: z.uuid().nullable(),
      bib: z.string().nullable(),
      relayNumber: z.int().nullable(),
      firingPoint: z.string().nullable(),
      status: z.string(),
      ...scoreFields,
      etag: z.string(),
    },
    {
      entryId: "The competition entry",
      athleteId: "The athlete",
      athleteName: "The athlete's name",
      organizationName: "The athlete's club",
      courseOfFireId: "The course of fire shot",
      bib: "The start number",
      relayNumber: "The relay",
      firingPoint: "The firing point",
      status: "entered, dns, dnf or dsq",
      ...scoreFieldDescriptions,
      etag: "The entry score's ETag, for If-Match on its PUT",
    },
  ),
);

export const scoreSheetResponse = z.object(
  described(
    {
      competitionId: z.uuid(),
      resultsStatus: z.enum(["provisional", "official"]),
      courses: z.array(courseResponse),
      rows: z.array(sheetRow),
    },
    {
      competitionId: "The competition",
      resultsStatus: "provisional while scores come in; official once published (scores are then closed)",
      courses: "The courses of fire the competition offers or its entries shoot, with what their series can hold",
      rows: "One row per entry, by relay, firing point, bib and name",
    },
  ),
);

export const scoreSheetQuery = z.object({
  courseOfFireId: uuid.optional().meta({ description: "Only entries on this course of fire" }),
  relayNumber: z.coerce.number().int().min(1).max(10_000).optional().meta({ description: "Only entries of this relay" }),
});

const figures = z.object(
  described(
    { score: z.number().nullable(), innerTens: z.int().nullable(), series: z.array(seriesResponse) },
    { score: "The score", innerTens: "Its inner tens", series: "Its series" },
  ),
);

export const scoreChangeResponse = z.object(
  described(
    {
      id: z.uuid(),
      changedUtc: utcDateTime,
      changedBy: z.string().nullable(),
      source: z.string(),
      before: figures.nullable(),
      after: figures,
    },
    {
      id: "The change",
      changedUtc: "When",
      changedBy: "Who, by name; null for an API key without a person",
      source: "entry (typed), import (a target's file) or status",
      before: "The score before; null for the first",
      after: "The score after",
    },
  ),
);
