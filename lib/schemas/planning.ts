// Planning (API section 14): planned sessions, the plan against what was done, and goals.
import { z } from "zod";
import { described, freeText, listQueryShape, optionalInt, optionalNumber, optionalUuid, utcDateTime, uuid } from "./common";
import { timeZoneQuery } from "./imports";

export const PLANNED_SESSION_TYPES = ["live-fire", "dry-fire", "trainer", "physical", "mental", "match-simulation", "competition"] as const;
export type PlannedSessionType = (typeof PLANNED_SESSION_TYPES)[number];

export const PRIORITIES = ["A", "B", "C"] as const;
export const GOAL_MEASURES = ["score", "inner-ten-share", "average-series"] as const;
export type GoalMeasure = (typeof GOAL_MEASURES)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day, "YYYY-MM-DD", checked against the calendar (no 2026-02-30). */
export const day = z
  .string()
  .refine((text) => {
    const match = DAY.exec(text);
    if (!match) return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, "must be a calendar day such as 2026-03-14")
  .meta({ format: "date" });

const plannedDescriptions = {
  date: "The day it is planned for (YYYY-MM-DD)",
  type: "live-fire, dry-fire, trainer, physical, mental, match-simulation or competition",
  courseOfFireId: "The course of fire to shoot, if any",
  plannedShots: "Shots planned, 0 to 2,000",
  plannedMinutes: "Minutes planned, 0 to 1,440",
  targetScore: "The score aimed at",
  priority: "For a competition: its weight in the season, A (the peak), B or C",
  notes: "Notes for the session",
  journalEntryId:
    "The journal entry that carried it out. Leave it out to keep the link as it is (set by itself from the day and type); an id links by hand, null unlinks by hand; a link set by hand stays",
  linkedByHand: "false hands a link set by hand back to the day's rules (leave journalEntryId out then); leave it out otherwise",
} as const;

export const plannedSessionInput = z.object(
  described(
    {
      date: day,
      type: z.enum(PLANNED_SESSION_TYPES),
      courseOfFireId: optionalUuid,
      plannedShots: optionalInt(0, 2000),
      plannedMinutes: optionalInt(0, 1440),
      targetScore: optionalNumber(0, 1_000_000),
      priority: z
        .enum(PRIORITIES)
        .nullish()
        .transform((v) => v ?? null),
      notes: freeText,
      journalEntryId: uuid.nullable().optional(),
      linkedByHand: z.literal(false).optional(),
    },
    plannedDescriptions,
  ),
);
export type PlannedSessionInput = z.output<typeof plannedSessionInput>;

const stamps = {
  id: "Identifier",
  athleteId: "The athlete it belongs to",
  createdUtc: "When it was created",
  updatedUtc: "When it was last changed",
} as const;

export const plannedSessionResponse = z.object(
  described(
    {
      id: z.uuid(),
      athleteId: z.uuid(),
      date: z.string().meta({ format: "date" }),
      type: z.enum(PLANNED_SESSION_TYPES),
      courseOfFireId: z.uuid().nullable(),
      plannedShots: z.int().nullable(),
      plannedMinutes: z.int().nullable(),
      targetScore: z.number().nullable(),
      priority: z.enum(PRIORITIES).nullable(),
      notes: z.string().nullable(),
      journalEntryId: z.uuid().nullable(),
      linkedByHand: z.boolean(),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    {
      ...plannedDescriptions,
      ...stamps,
      journalEntryId: "The journal entry that carried it out: linked by hand, else the day's entry of the matching session type",
      linkedByHand: "Whether a person set (or cleared) the link; such a link stays whatever the journal holds",
    },
  ),
);
export type PlannedSessionResponse = z.output<typeof plannedSessionResponse>;

const rangeDescriptions = {
  from: "First day (YYYY-MM-DD)",
  to: "Last day (YYYY-MM-DD), at most 400 days after from",
} as const;

const rangeShape = {
  from: day.meta({ description: rangeDescriptions.from }),
  to: day.meta({ description: rangeDescriptions.to }),
  timeZone: timeZoneQuery(
    "The zone whose calendar days the journal's sessions fall on, e.g. Europe/Stockholm. Left out: the zone of the browser's reader cookie, else UTC",
  ),
};

function checkRange(q: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
  else if (daysBetween(q.from, q.to) > 400) ctx.addIssue({ code: "custom", path: ["to"], message: "must be at most 400 days after from" });
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const plannedSessionListQuery = z.object({ ...rangeShape, ...listQueryShape }).superRefine(checkRange);
export const planQuery = z.object(rangeShape).superRefine(checkRange);

const tally = z.object(
  described(
    { sessions: z.int(), shots: z.int(), minutes: z.int() },
    { sessions: "Sessions", shots: "Shots (scoring shots fired)", minutes: "Minutes" },
  ),
);

const COMPLIANCE = ["green", "yellow", "red"] as const;

export const planResponse = z.object(
  described(
    {
      sessions: z.array(
        plannedSessionResponse.extend(
          described(
            { status: z.enum(["planned", "done", "missed"]), compliance: z.enum(COMPLIANCE).nullable() },
            {
              status: "planned (today or later, not done yet), done (a journal entry carried it out) or missed (a past day, not done)",
              compliance:
                "For a done session: green within 20% of its planned shots (or minutes), yellow within 50%, red beyond; red for a missed one; null while planned",
            },
          ),
        ),
      ),
      weeks: z.array(
        z.object(
          described(
            { weekStart: z.string().meta({ format: "date" }), planned: tally, done: tally },
            { weekStart: "The Monday of the week", planned: "What was planned", done: "What the journal holds" },
          ),
        ),
      ),
      compliance: z.number().nullable(),
    },
    {
      sessions: "The planned sessions of the range, by day",
      weeks: "Each ISO week that touches the range, planned against done",
      compliance:
        "The share (0 to 1) of the range's planned sessions up to today that were done green or yellow; null when none is due yet",
    },
  ),
);
export type PlanResponse = z.output<typeof planResponse>;

const goalDescriptions = {
  courseOfFireId: "The course of fire",
  measure: "score (the default), inner-ten-share (percent of scoring shots) or average-series",
  targetScore: "The value aimed at, in the measure's unit",
  deadline: "The day it should be reached by (YYYY-MM-DD)",
  startDate: "The day it counts from (YYYY-MM-DD); left out, the day it is set",
  notes: "Notes",
} as const;

export const goalInput = z
  .object(
    described(
      {
        courseOfFireId: uuid,
        measure: z
          .enum(GOAL_MEASURES)
          .nullish()
          .transform((v) => v ?? "score"),
        targetScore: z.number().min(0).max(1_000_000),
        deadline: day,
        startDate: day.nullish().transform((v) => v ?? null),
        notes: freeText,
      },
      goalDescriptions,
    ),
  )
  .superRefine((g, ctx) => {
    if (g.startDate !== null && g.deadline < g.startDate) {
      ctx.addIssue({ code: "custom", path: ["deadline"], message: "must not be before startDate" });
    }
    if (g.measure === "inner-ten-share" && g.targetScore > 100) {
      ctx.addIssue({ code: "custom", path: ["targetScore"], message: "must be a percentage, 0 to 100" });
    }
  });
export type GoalInput = z.output<typeof goalInput>;

export const goalResponse = z.object(
  described(
    {
      id: z.uuid(),
      athleteId: z.uuid(),
      courseOfFireId: z.uuid(),
      measure: z.enum(GOAL_MEASURES),
      targetScore: z.number(),
      deadline: z.string().meta({ format: "date" }),
      startDate: z.string().meta({ format: "date" }),
      notes: z.string().nullable(),
      best: z.number().nullable(),
      recentAverage: z.number().nullable(),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    {
      ...goalDescriptions,
      ...stamps,
      startDate: "The day it counts from",
      best: "The best value on the course of fire from startDate on; null when there is none",
      recentAverage: "The mean of the last five values on the course of fire, however old: the current form; null when there is none",
    },
  ),
);
export type GoalResponse = z.output<typeof goalResponse>;

const checkInDescriptions = {
  sleep: "How well they slept, 1 (badly) to 5 (very well)",
  fatigue: "How fresh they feel, 1 (exhausted) to 5 (fresh)",
  stress: "How calm they are, 1 (very stressed) to 5 (relaxed)",
  mood: "Their mood, 1 (low) to 5 (very good)",
  soreness: "How their body feels, 1 (very sore) to 5 (no soreness)",
} as const;

const fivePoint = z.int().min(1).max(5);

/** A daily check-in: five values, each 1 (poor) to 5 (good), so that their mean reads as readiness. */
export const checkInInput = z.object(
  described({ sleep: fivePoint, fatigue: fivePoint, stress: fivePoint, mood: fivePoint, soreness: fivePoint }, checkInDescriptions),
);
export type CheckInInput = z.output<typeof checkInInput>;

export const checkInResponse = z.object(
  described(
    {
      athleteId: z.uuid(),
      date: z.string().meta({ format: "date" }),
      sleep: z.int(),
      fatigue: z.int(),
      stress: z.int(),
      mood: z.int(),
      soreness: z.int(),
      readiness: z.number(),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    {
      ...checkInDescriptions,
      athleteId: "The athlete",
      date: "The day (YYYY-MM-DD)",
      readiness: "The mean of the five, 1 to 5, to one decimal",
      createdUtc: "When it was first given",
      updatedUtc: "When it was last changed",
    },
  ),
);
export type CheckInResponse = z.output<typeof checkInResponse>;

export const checkInListQuery = z.object({ ...rangeShape, ...listQueryShape }).superRefine(checkRange);

export const copyWeekInput = z
  .object(
    described(
      {
        fromWeek: day,
        toWeek: day,
        athleteIds: z
          .array(uuid)
          .min(1)
          .max(50)
          .nullish()
          .transform((v) => v ?? null),
      },
      {
        fromWeek: "A day of the week to copy (its Monday to Sunday are copied)",
        toWeek: "A day of the week to copy it to",
        athleteIds: "The athletes whose plans receive the copy (a coach's athletes); left out, the same athlete",
      },
    ),
  )
  .superRefine((c, ctx) => {
    if (c.athleteIds === null && c.fromWeek === c.toWeek) {
      ctx.addIssue({ code: "custom", path: ["toWeek"], message: "must be another week than fromWeek" });
    }
  });
export type CopyWeekInput = z.output<typeof copyWeekInput>;

export const copyWeekResponse = z.object(
  described(
    {
      copied: z.array(
        z.object(described({ athleteId: z.uuid(), created: z.int() }, { athleteId: "The athlete", created: "Planned sessions made" })),
      ),
    },
    { copied: "For each athlete, how many planned sessions the copy made" },
  ),
);

export const reminderSettings = z.object(
  described(
    { weeklySummaryEmails: z.boolean(), planReminderEmails: z.boolean() },
    {
      weeklySummaryEmails: "A coach's summary of their athletes' week, by e-mail on Monday morning",
      planReminderEmails: "A note the evening before each day with planned sessions",
    },
  ),
);
