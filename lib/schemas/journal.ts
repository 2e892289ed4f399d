import { z } from "zod";
import type { JOURNAL_ENTRY_FIELD_NAMES } from "./journal-field-names";
import { dateTime, freeText, listQueryShape, nullableUtcDateTime, optionalDateTime, optionalInt, optionalNumber, optionalUuid, shortText, utcDateTime } from "./common";

const level = optionalInt(1, 10);
const count = optionalInt(0, 100_000);
const points = optionalNumber(0, 1_000_000);

export const journalEntryFields = {
  sessionDate: dateTime,
  sessionType: shortText,
  discipline: shortText,
  position: shortText,
  durationMinutes: optionalInt(0, 1440),
  linkedCompetitionEntryId: optionalUuid,
  courseOfFireId: optionalUuid,
  linkedCalendarEventId: optionalUuid,
  hoursOfSleep: optionalNumber(0, 24),
  energyLevel: level,
  physicalHealthNotes: freeText,
  injuriesOrIssues: freeText,
  focusLevel: level,
  confidenceLevel: level,
  stressLevel: level,
  mentalStateNotes: freeText,
  equipmentProfileId: optionalUuid,
  rifle: shortText,
  ammunition: shortText,
  sights: shortText,
  clothing: shortText,
  accessories: shortText,
  equipmentChanges: freeText,
  venueType: shortText,
  location: shortText,
  weather: shortText,
  temperatureFahrenheit: optionalNumber(-80, 150),
  wind: shortText,
  lighting: shortText,
  humidity: optionalNumber(0, 100),
  shotsFired: count,
  score: points,
  maxScore: optionalNumber(0, 1_000_000).refine((v) => v === null || v > 0, "must be greater than 0"),
  numberOfTens: count,
  numberOfXs: count,
  stringPosition: shortText,
  sessionGoals: freeText,
  techniquesFocused: freeText,
  whatWentWell: freeText,
  areasForImprovement: freeText,
  coachFeedback: freeText,
  notes: freeText,
  nextSessionActionItems: freeText,
};

type Totals = {
  score: number | null;
  maxScore: number | null;
  shotsFired: number | null;
  numberOfTens: number | null;
  numberOfXs: number | null;
};

/** score <= maxScore and Xs <= tens <= shots, wherever both sides are given. */
export function checkTotals(entry: Totals, ctx: z.RefinementCtx): void {
  const over = (a: number | null, b: number | null) => a !== null && b !== null && a > b;
  if (over(entry.score, entry.maxScore)) {
    ctx.addIssue({ code: "custom", path: ["score"], message: `must not exceed maxScore (${entry.maxScore})` });
  }
  if (over(entry.numberOfTens, entry.shotsFired)) {
    ctx.addIssue({ code: "custom", path: ["numberOfTens"], message: `must not exceed shotsFired (${entry.shotsFired})` });
  }
  if (over(entry.numberOfXs, entry.numberOfTens)) {
    ctx.addIssue({ code: "custom", path: ["numberOfXs"], message: `must not exceed numberOfTens (${entry.numberOfTens})` });
  } else if (over(entry.numberOfXs, entry.shotsFired)) {
    ctx.addIssue({ code: "custom", path: ["numberOfXs"], message: `must not exceed shotsFired (${entry.shotsFired})` });
  }
}

export const journalEntryInput = z.object(journalEntryFields).superRefine(checkTotals);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** JOURNAL_ENTRY_FIELD_NAMES lists exactly these fields, or this line does not compile. */
export const journalFieldNamesMatch: Same<(typeof JOURNAL_ENTRY_FIELD_NAMES)[number], keyof typeof journalEntryFields> = true;
export type JournalEntryInput = z.output<typeof journalEntryInput>;

export const scoreSeriesInput = z
  .object({
    id: optionalUuid,
    seriesNumber: z.int().min(1).max(1000),
    seriesName: shortText,
    score: z.number().min(0).max(100_000),
    maxScore: optionalNumber(0, 100_000).refine((v) => v === null || v > 0, "must be greater than 0"),
    innerTens: optionalInt(0, 1000),
    shotCount: optionalInt(1, 1000),
    notes: freeText,
  })
  .superRefine((s, ctx) => {
    if (s.maxScore !== null && s.score > s.maxScore) {
      ctx.addIssue({ code: "custom", path: ["score"], message: `must not exceed maxScore (${s.maxScore})` });
    }
    if (s.innerTens !== null && s.shotCount !== null && s.innerTens > s.shotCount) {
      ctx.addIssue({ code: "custom", path: ["innerTens"], message: `must not exceed shotCount (${s.shotCount})` });
    }
  });

/** The body of PUT .../journal/{entryId}/series: the entry's whole series list. */
export const scoreSeriesListInput = z
  .object({ scoreSeries: z.array(scoreSeriesInput).max(200) })
  .superRefine(({ scoreSeries }, ctx) => {
    const first = new Map<number, number>();
    scoreSeries.forEach((s, index) => {
      const earlier = first.get(s.seriesNumber);
      if (earlier !== undefined) {
        ctx.addIssue({ code: "custom", path: ["scoreSeries", index, "seriesNumber"], message: `repeats seriesNumber ${s.seriesNumber} of scoreSeries/${earlier}` });
      } else {
        first.set(s.seriesNumber, index);
      }
    });
  });

export type ScoreSeriesInput = z.output<typeof scoreSeriesInput>;

export const journalListQuery = z
  .object({
    ...listQueryShape,
    from: optionalDateTime,
    to: optionalDateTime,
    discipline: z.string().max(200).optional(),
    sessionType: z.string().max(200).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
  });

export const journalStatsQuery = z
  .object({ from: optionalDateTime, to: optionalDateTime, discipline: z.string().max(200).optional() })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
  });

const n = z.number().nullable();
const i = z.int().nullable();
const t = z.string().nullable();
const id = z.uuid().nullable();

export const scoreSeriesResponse = z.object({
  id: z.uuid(), journalEntryId: z.uuid(), seriesNumber: z.int(), seriesName: t, score: z.number(), maxScore: n,
  innerTens: i, shotCount: i, notes: t,
});

export const totalField = z.enum(["score", "maxScore", "shotsFired", "numberOfXs"]);

export const journalEntryResponse = z.object({
  id: z.uuid(), athleteId: z.uuid(), sessionDate: utcDateTime, sessionType: t, discipline: t, position: t, durationMinutes: i,
  linkedCompetitionEntryId: id, linkedCompetitionName: t, linkedCompetitionDate: nullableUtcDateTime, linkedCompetitionId: id,
  courseOfFireId: id, courseOfFireName: t, courseOfFireCode: t, linkedCalendarEventId: id, linkedCalendarEventTitle: t,
  hoursOfSleep: n, energyLevel: i, physicalHealthNotes: t, injuriesOrIssues: t, focusLevel: i, confidenceLevel: i, stressLevel: i,
  mentalStateNotes: t, equipmentProfileId: id, rifle: t, ammunition: t, sights: t, clothing: t, accessories: t, equipmentChanges: t,
  venueType: t, location: t, weather: t, temperatureFahrenheit: n, wind: t, lighting: t, humidity: n,
  shotsFired: i, score: n, maxScore: n, numberOfTens: i, numberOfXs: i, stringPosition: t, sessionGoals: t, techniquesFocused: t,
  whatWentWell: t, areasForImprovement: t, coachFeedback: t, notes: t, nextSessionActionItems: t,
  scoreSeries: z.array(scoreSeriesResponse),
  totalsFromSeries: z.array(totalField).meta({
    description: "Which of score, maxScore, shotsFired and numberOfXs were empty on the entry and are shown as the sums of its series",
  }),
  createdUtc: utcDateTime, updatedUtc: utcDateTime,
});

const percent = z.number().nullable();

const correlation = z.object({
  r: z.number().nullable().meta({ description: "Pearson r with the score percentage; null below 3 pairs or without variance" }),
  n: z.int().meta({ description: "Sessions that had both values" }),
});

export const journalStatsResponse = z.object({
  athleteId: z.uuid(), from: nullableUtcDateTime, to: nullableUtcDateTime, discipline: t,
  sessionCount: z.int(), shotsFired: z.number(), averageScorePercent: percent, bestScorePercent: percent,
  bestSession: z.object({ entryId: z.uuid(), sessionDate: utcDateTime, scorePercent: z.number() }).nullable(),
  tensPer60: percent, xsPer60: percent,
  weeklyTrend: z.array(z.object({ weekStart: z.string().meta({ format: "date" }), sessions: z.int(), shotsFired: z.number(), averageScorePercent: percent })),
  byDiscipline: z.array(z.object({ discipline: z.string(), sessions: z.int(), averageScorePercent: percent })),
  byPosition: z.array(z.object({ position: z.string(), sessions: z.int(), averageScorePercent: percent })),
  seriesConsistency: z.object({
    seriesCount: z.int(), meanSeriesPercent: percent, standardDeviation: percent, firstHalfPercent: percent, secondHalfPercent: percent,
    fade: percent.meta({ description: "second-half minus first-half series percentage; negative means the athlete faded" }),
  }),
  correlations: z.object({
    hoursOfSleep: correlation, energyLevel: correlation, focusLevel: correlation, confidenceLevel: correlation, stressLevel: correlation,
  }),
  trainingVsCompetition: z.array(z.object({
    courseOfFireId: z.uuid(), courseOfFireCode: z.string(), courseOfFireName: z.string(), trainingSessions: z.int(),
    trainingAverageScorePercent: percent, competitionEntries: z.int(), competitionAverageScorePercent: percent,
    gap: percent.meta({ description: "competition minus training average, in percentage points" }),
  })),
});
