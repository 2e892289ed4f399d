// Shots of a journal entry (API section 9) and the shape of their groups.
import { z } from "zod";
import { described, optionalDateTime, optionalNumber, utcDateTime } from "./common";

/** The most shots one entry holds, sighters included (API section 11). */
export const MAX_SHOTS = 400;
/** How far from the centre a shot may lie: beyond the largest face (300 m rifle, 500 mm). */
const REACH = 1000;
/** The fastest a shot is measured at, in metres per second: beyond any rifle's muzzle velocity. */
export const MAX_VELOCITY = 2000;
/** A shot's yaw or pitch at the target, in degrees either way. */
export const MAX_ANGLE = 90;

const shotDescriptions = {
  seriesNumber: "The series the shot belongs to, from 1",
  shotNumber: "The shot's number within its series, from 1; unique within the series",
  score: "The ring scored, 0 (a miss) to 10",
  decimalScore: "The score in tenths, 0.0 to 10.9; its whole part is score",
  isInnerTen: "An inner ten (X); only a 10 can be one",
  isSighter: "A sighter (practice shot before the match); counts in no total",
  x: "Millimetres right of the centre (negative: left)",
  y: "Millimetres above the centre (negative: below)",
  firedAt: "When the shot was fired",
  velocity: "Its speed at the target in metres per second, where the target measures it (ShotMarker)",
  yaw: "Its yaw at the target in degrees (positive: nose to the right), where the target measures it",
  pitch: "Its pitch at the target in degrees (positive: nose up), where the target measures it",
} as const;

const shotInput = z
  .object(
    described(
      {
        seriesNumber: z.int().min(1).max(200),
        shotNumber: z.int().min(1).max(MAX_SHOTS),
        score: z.int().min(0).max(10),
        decimalScore: optionalNumber(0, 10.9),
        isInnerTen: z.boolean().default(false),
        isSighter: z.boolean().default(false),
        x: optionalNumber(-REACH, REACH),
        y: optionalNumber(-REACH, REACH),
        firedAt: optionalDateTime,
        velocity: optionalNumber(0, MAX_VELOCITY),
        yaw: optionalNumber(-MAX_ANGLE, MAX_ANGLE),
        pitch: optionalNumber(-MAX_ANGLE, MAX_ANGLE),
      },
      shotDescriptions,
    ),
  )
  .superRefine((shot, ctx) => {
    if (shot.decimalScore !== null && Math.floor(shot.decimalScore + 1e-9) !== shot.score) {
      ctx.addIssue({
        code: "custom",
        path: ["decimalScore"],
        message: `must lie within the ring scored (${shot.score}.0 to ${shot.score}.9)`,
      });
    }
    if (shot.isInnerTen && shot.score !== 10) {
      ctx.addIssue({ code: "custom", path: ["isInnerTen"], message: "only a 10 can be an inner ten" });
    }
    if ((shot.x === null) !== (shot.y === null)) {
      ctx.addIssue({ code: "custom", path: [shot.x === null ? "x" : "y"], message: "is needed with the other coordinate" });
    }
  });

export type ShotInput = z.output<typeof shotInput>;

/** The body of PUT .../journal/{entryId}/shots: the entry's whole shot list. */
export const shotsInput = z
  .object({
    shots: z
      .array(shotInput)
      .max(MAX_SHOTS)
      .meta({
        description: `The entry's whole shot list (at most ${MAX_SHOTS}, sighters included); seriesNumber and shotNumber unique together`,
      }),
  })
  .superRefine(({ shots }, ctx) => {
    const first = new Map<string, number>();
    shots.forEach((s, index) => {
      const key = `${s.seriesNumber}/${s.shotNumber}`;
      const earlier = first.get(key);
      if (earlier !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["shots", index, "shotNumber"],
          message: `repeats shot ${s.shotNumber} of series ${s.seriesNumber} (shots/${earlier})`,
        });
      } else {
        first.set(key, index);
      }
    });
  });

const groupDescriptions = {
  count: "Shots with a position",
  meanX: "Mean point of impact: millimetres right of the centre",
  meanY: "Mean point of impact: millimetres above the centre",
  extremeSpread: "Extreme spread: the largest distance between two shots, centre to centre, in millimetres",
  meanRadius: "Mean radius: the mean distance of the shots from their mean point of impact, in millimetres",
} as const;

const groupResponse = z.object(
  described(
    {
      count: z.int(),
      meanX: z.number().nullable(),
      meanY: z.number().nullable(),
      extremeSpread: z.number().nullable(),
      meanRadius: z.number().nullable(),
    },
    groupDescriptions,
  ),
);

export const shotResponse = z.object(
  described(
    {
      id: z.uuid(),
      seriesNumber: z.int(),
      shotNumber: z.int(),
      score: z.int(),
      decimalScore: z.number().nullable(),
      isInnerTen: z.boolean(),
      isSighter: z.boolean(),
      x: z.number().nullable(),
      y: z.number().nullable(),
      firedAt: utcDateTime.nullable(),
      velocity: z.number().nullable(),
      yaw: z.number().nullable(),
      pitch: z.number().nullable(),
    },
    { ...shotDescriptions, id: "Identifier of the shot" },
  ),
);

export const shotsResponse = z.object(
  described(
    {
      journalEntryId: z.uuid(),
      targetFace: z.string().nullable(),
      shots: z.array(shotResponse),
      session: groupResponse,
      series: z.array(
        z.object(
          described(
            {
              seriesNumber: z.int(),
              score: z.number(),
              shotCount: z.int(),
              innerTens: z.int(),
              group: groupResponse,
            },
            {
              seriesNumber: "The series",
              score: "Sum of its scoring shots (decimal where every scoring shot of the entry has one)",
              shotCount: "Its scoring shots",
              innerTens: "Its inner tens",
              group: "Where its shots lie",
            },
          ),
        ),
      ),
      sighters: groupResponse,
    },
    {
      journalEntryId: "The entry",
      targetFace: "The course of fire's target face (a code of lib/shots/target-faces), for drawing the shots; null without one",
      shots: "Every shot in series and shot order, sighters included",
      session: "Where the scoring shots lie, all series together",
      series: "Each series' sums and group, from its scoring shots",
      sighters: "Where the sighters lie",
    },
  ),
);
