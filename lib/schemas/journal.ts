import { z } from "zod";
import {
  dateTime,
  described,
  freeText,
  listQueryShape,
  nullableUtcDateTime,
  optionalDateTime,
  optionalInt,
  optionalNumber,
  optionalUuid,
  shortText,
  utcDateTime,
} from "./common";
import { JOURNAL_FIELD_NAMES, JOURNAL_FIELDS, type JournalFieldKind, type JournalFieldName, journalField } from "./journal-fields";

/** The zod piece of each kind of journal field, with its bounds and messages. */
type Piece<K extends JournalFieldKind> = K extends { type: "date-time" }
  ? typeof dateTime
  : K extends { type: "short-text" }
    ? typeof shortText
    : K extends { type: "free-text" }
      ? typeof freeText
      : K extends { type: "id" }
        ? typeof optionalUuid
        : K extends { type: "int" }
          ? ReturnType<typeof optionalInt>
          : ReturnType<typeof optionalNumber>;

function pieceOf(kind: JournalFieldKind): z.ZodType {
  switch (kind.type) {
    case "date-time":
      return dateTime;
    case "short-text":
      return shortText;
    case "free-text":
      return freeText;
    case "id":
      return optionalUuid;
    case "int":
      return optionalInt(kind.min, kind.max);
    case "number": {
      const number = optionalNumber(kind.min, kind.max);
      return kind.aboveZero ? number.refine((v) => v === null || v > 0, "must be greater than 0") : number;
    }
  }
}

type Fields = typeof JOURNAL_FIELDS;

const journalEntryFields = Object.fromEntries(JOURNAL_FIELD_NAMES.map((name) => [name, pieceOf(JOURNAL_FIELDS[name].kind)])) as {
  [K in JournalFieldName]: Piece<Fields[K]["kind"]>;
};

/** What each journal field means, for the request and the response alike. */
const journalFieldDescriptions = Object.fromEntries(JOURNAL_FIELD_NAMES.map((name) => [name, JOURNAL_FIELDS[name].description])) as Record<
  JournalFieldName,
  string
>;

type Totals = {
  score: number | null;
  maxScore: number | null;
  shotsFired: number | null;
  numberOfTens: number | null;
  numberOfXs: number | null;
};

/** score <= maxScore and Xs <= tens <= shots, wherever both sides are given. */
function checkTotals(entry: Totals, ctx: z.RefinementCtx): void {
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

export const journalEntryInput = z.object(described(journalEntryFields, journalFieldDescriptions)).superRefine(checkTotals).meta({
  description:
    "A training session. Only sessionDate is required. Beyond each field's bounds: score at most maxScore, numberOfXs at most numberOfTens, numberOfTens at most shotsFired.",
});

export type JournalEntryInput = z.output<typeof journalEntryInput>;

/** PUT: coachFeedback left out (or sent by the athlete) keeps what the coach wrote (coaches write it through …/coach-feedback). */
export const journalEntryReplaceInput = z
  .object(described({ ...journalEntryFields, coachFeedback: freeText.optional() }, journalFieldDescriptions))
  .superRefine(checkTotals)
  .meta({
    description:
      "A training session, replaced whole; coachFeedback keeps the stored one unless an admin sends it. Only sessionDate is required.",
  });
export type JournalEntryReplaceInput = z.output<typeof journalEntryReplaceInput>;

const seriesDescriptions = {
  id: "A series id of this entry keeps that series' id; leave it out (or give any other) for a new series",
  seriesNumber: "Position of the series in the session, from 1; unique within the entry",
  seriesName: "Name, e.g. Series 1, Kneeling 2",
  score: "Score of the series; at most maxScore",
  maxScore: "Highest possible score of the series (100 for 10 shots in whole rings, 109 in tenths)",
  innerTens: "Inner tens (Xs); at most shotCount",
  shotCount: "Shots in the series",
  notes: "Notes on the series",
} as const;

const scoreSeriesInput = z
  .object(
    described(
      {
        id: optionalUuid,
        seriesNumber: z.int().min(1).max(1000),
        seriesName: shortText,
        score: z.number().min(0).max(100_000),
        maxScore: optionalNumber(0, 100_000).refine((v) => v === null || v > 0, "must be greater than 0"),
        innerTens: optionalInt(0, 1000),
        shotCount: optionalInt(1, 1000),
        notes: freeText,
      },
      seriesDescriptions,
    ),
  )
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
  .object({
    scoreSeries: z
      .array(scoreSeriesInput)
      .max(200)
      .meta({ description: "The entry's whole series list (at most 200); seriesNumber unique" }),
  })
  .superRefine(({ scoreSeries }, ctx) => {
    const first = new Map<number, number>();
    scoreSeries.forEach((s, index) => {
      const earlier = first.get(s.seriesNumber);
      if (earlier !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["scoreSeries", index, "seriesNumber"],
          message: `repeats seriesNumber ${s.seriesNumber} of scoreSeries/${earlier}`,
        });
      } else {
        first.set(s.seriesNumber, index);
      }
    });
  });

export type ScoreSeriesInput = z.output<typeof scoreSeriesInput>;

/** The filters the journal list and its statistics share. */
const journalFilters = {
  from: optionalDateTime.meta({ description: "Sessions on or after this date-time" }),
  to: optionalDateTime.meta({ description: "Sessions on or before this date-time; not before from" }),
  discipline: z.string().trim().max(200).optional().meta({ description: "Only this discipline, in any case" }),
  sessionType: z.string().trim().max(200).optional().meta({ description: "Only sessions of this type, in any case" }),
  courseOfFireId: z.uuid().optional().meta({ description: "Only sessions of this course of fire" }),
};

function toNotBeforeFrom(q: { from: Date | null; to: Date | null }, ctx: z.RefinementCtx) {
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
}

export const journalListQuery = z.object({ ...listQueryShape, ...journalFilters }).superRefine(toNotBeforeFrom);

export const journalStatsQuery = z.object(journalFilters).superRefine(toNotBeforeFrom);

const n = z.number().nullable();
const i = z.int().nullable();
const t = z.string().nullable();
const id = z.uuid().nullable();

export const scoreSeriesResponse = z.object(
  described(
    {
      id: z.uuid(),
      journalEntryId: z.uuid(),
      seriesNumber: z.int(),
      seriesName: t,
      score: z.number(),
      maxScore: n,
      innerTens: i,
      shotCount: i,
      notes: t,
      fromShots: z.boolean(),
    },
    {
      ...seriesDescriptions,
      id: "Identifier of the series",
      journalEntryId: "The entry the series belongs to",
      fromShots:
        "True when score, shotCount and innerTens are the sums of the series' scoring shots (change its shots to change them); false when typed",
    },
  ),
);

const totalField = z.enum(["score", "maxScore", "shotsFired", "numberOfXs"]);

/** The response's piece of each kind of journal field: what is stored, null where nothing is. */
type Answered<K extends JournalFieldKind> = K extends { type: "date-time" }
  ? typeof utcDateTime
  : K extends { type: "short-text" | "free-text" }
    ? typeof t
    : K extends { type: "id" }
      ? typeof id
      : K extends { type: "int" }
        ? typeof i
        : typeof n;

function answeredAs(kind: JournalFieldKind): z.ZodType {
  switch (kind.type) {
    case "date-time":
      return utcDateTime;
    case "short-text":
    case "free-text":
      return t;
    case "id":
      return id;
    case "int":
      return i;
    case "number":
      return n;
  }
}

/** The names of what the response adds beside the links, as the field list describes them. */
const answeredBeside = {
  linkedCompetitionName: t,
  linkedCompetitionDate: nullableUtcDateTime,
  linkedCompetitionId: id,
  courseOfFireName: t,
  courseOfFireCode: t,
  linkedCalendarEventTitle: t,
};

type Beside = { [K in JournalFieldName]: Fields[K] extends { with: infer W } ? keyof W : never }[JournalFieldName];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only while answeredBeside types exactly the fields the list says the response adds.
const _besideMatches: Same<keyof typeof answeredBeside, Beside> = true;

/** Each field as answered, followed by what the response adds beside it, in the list's order. */
const answeredFields = Object.fromEntries(
  JOURNAL_FIELD_NAMES.flatMap((name) => {
    const beside = Object.keys(journalField(name).with ?? {}) as Beside[];
    return [[name, answeredAs(JOURNAL_FIELDS[name].kind)], ...beside.map((key) => [key, answeredBeside[key]])];
  }),
) as { [K in JournalFieldName]: Answered<Fields[K]["kind"]> } & typeof answeredBeside;

const answeredDescriptions = Object.fromEntries(
  JOURNAL_FIELD_NAMES.flatMap((name) => {
    const { description, answered, with: beside } = journalField(name);
    return [[name, answered ? `${description}; ${answered}` : description], ...Object.entries(beside ?? {})];
  }),
) as Record<keyof typeof answeredFields, string>;

export const journalEntryResponse = z
  .object(
    described(
      {
        id: z.uuid(),
        athleteId: z.uuid(),
        ...answeredFields,
        scoreSeries: z.array(scoreSeriesResponse),
        totalsFromSeries: z.array(totalField),
        totalsFromShots: z.boolean(),
        createdUtc: utcDateTime,
        updatedUtc: utcDateTime,
      },
      {
        ...answeredDescriptions,
        id: "Identifier of the entry",
        athleteId: "The athlete whose journal it is",
        scoreSeries: "The entry's score series in seriesNumber order",
        totalsFromSeries:
          "Which of score, maxScore, shotsFired and numberOfXs were empty on the entry and are shown as the sums of its series",
        totalsFromShots:
          "Whether score, maxScore, shotsFired, numberOfTens and numberOfXs are the sums over all the entry's series while one or more of them come from shots (see each series' fromShots); numberOfTens only while every series does. An edit of those totals ends it",
        createdUtc: "When the entry was created",
        updatedUtc: "When the entry was last changed",
      },
    ),
  )
  .meta({ description: "A journal entry with the names of what it links and its score series" });

const percent = z.number().nullable();

const correlation = z.object(
  described(
    { r: z.number().nullable(), n: z.int() },
    {
      r: "Pearson r with the score percentage; null below 3 pairs or without variance",
      n: "Sessions that had both values",
    },
  ),
);

const group = { sessions: "Sessions", averageScorePercent: "Mean of score / maxScore × 100 over the sessions that have both" } as const;

export const journalStatsResponse = z.object(
  described(
    {
      athleteId: z.uuid(),
      from: nullableUtcDateTime,
      to: nullableUtcDateTime,
      discipline: t,
      sessionType: t,
      courseOfFireId: id,
      sessionCount: z.int(),
      shotsFired: z.number(),
      averageScorePercent: percent,
      bestScorePercent: percent,
      bestSession: z
        .object(
          described(
            { entryId: z.uuid(), sessionDate: utcDateTime, scorePercent: z.number() },
            {
              entryId: "The entry",
              sessionDate: "When it was shot",
              scorePercent: "Its score as a percentage of its maximum",
            },
          ),
        )
        .nullable(),
      tensPer60: percent,
      xsPer60: percent,
      weeklyTrend: z.array(
        z.object(
          described(
            { weekStart: z.string().meta({ format: "date" }), sessions: z.int(), shotsFired: z.number(), averageScorePercent: percent },
            {
              ...group,
              weekStart: "Monday of the ISO week (UTC)",
              shotsFired: "Shots fired that week",
            },
          ),
        ),
      ),
      byDiscipline: z.array(
        z.object(
          described(
            { discipline: z.string(), sessions: z.int(), averageScorePercent: percent },
            { ...group, discipline: "The discipline; (none) for sessions without one" },
          ),
        ),
      ),
      byPosition: z.array(
        z.object(
          described(
            { position: z.string(), sessions: z.int(), averageScorePercent: percent },
            { ...group, position: "The position; (none) for sessions without one" },
          ),
        ),
      ),
      seriesConsistency: z.object(
        described(
          {
            seriesCount: z.int(),
            meanSeriesPercent: percent,
            standardDeviation: percent,
            firstHalfPercent: percent,
            secondHalfPercent: percent,
            fade: percent,
          },
          {
            seriesCount: "Series with a maximum",
            meanSeriesPercent: "Their mean percentage",
            standardDeviation: "Sample standard deviation of the series percentages",
            firstHalfPercent: "Mean percentage of each session's first half of series",
            secondHalfPercent: "Mean of the second halves",
            fade: "second-half minus first-half series percentage; negative means the athlete faded",
          },
        ),
      ),
      correlations: z.object(
        described(
          {
            hoursOfSleep: correlation,
            energyLevel: correlation,
            focusLevel: correlation,
            confidenceLevel: correlation,
            stressLevel: correlation,
          },
          {
            hoursOfSleep: "Sleep against score",
            energyLevel: "Energy against score",
            focusLevel: "Focus against score",
            confidenceLevel: "Confidence against score",
            stressLevel: "Stress against score",
          },
        ),
      ),
      sessionsWithoutCourseOfFire: z.int(),
      byCourseOfFire: z.array(
        z.object(
          described(
            {
              courseOfFireId: z.uuid(),
              courseOfFireCode: z.string(),
              courseOfFireName: z.string(),
              maxScore: n,
              scoring: z.enum(["integer", "decimal"]).nullable(),
              sessions: z.int(),
              averageScore: z.number(),
              personalBest: z.object(
                described(
                  { entryId: z.uuid(), sessionDate: utcDateTime, score: z.number() },
                  { entryId: "The entry", sessionDate: "When it was shot", score: "Its score, in the event's units" },
                ),
              ),
              seasonBest: z
                .object(
                  described(
                    { entryId: z.uuid(), sessionDate: utcDateTime, score: z.number() },
                    { entryId: "The entry", sessionDate: "When it was shot", score: "Its score, in the event's units" },
                  ),
                )
                .nullable(),
              weeklyTrend: z.array(
                z.object(
                  described(
                    { weekStart: z.string().meta({ format: "date" }), sessions: z.int(), averageScore: z.number() },
                    {
                      weekStart: "Monday of the ISO week (UTC)",
                      sessions: "Sessions of this course and maximum that week",
                      averageScore: "Their average score, in the event's units",
                    },
                  ),
                ),
              ),
            },
            {
              courseOfFireId: "The course of fire",
              courseOfFireCode: "Its code",
              courseOfFireName: "Its name",
              maxScore:
                "The sessions' maximum; sessions of one course with different maximums (integer or decimal scoring) are separate groups, never mixed",
              scoring: "integer (at most 10 a shot) or decimal (at most 10.9), from the maximum and the shots; null when unknown",
              sessions: "Sessions of this course and maximum with a score (their own, or their series' sum)",
              averageScore: "Their mean score, in the event's units",
              personalBest: "The highest score in the range (the earliest on a tie)",
              seasonBest: "The highest score in the season: the calendar year (UTC) of to, or of today without to",
              weeklyTrend: "The average score of each ISO week with sessions, oldest first: the trend in the event's own scores",
            },
          ),
        ),
      ),
      trainingVsCompetition: z.array(
        z.object(
          described(
            {
              courseOfFireId: z.uuid(),
              courseOfFireCode: z.string(),
              courseOfFireName: z.string(),
              trainingSessions: z.int(),
              trainingAverageScorePercent: percent,
              competitionEntries: z.int(),
              competitionAverageScorePercent: percent,
              gap: percent,
            },
            {
              courseOfFireId: "The course of fire",
              courseOfFireCode: "Its code",
              courseOfFireName: "Its name",
              trainingSessions: "Training sessions of it",
              trainingAverageScorePercent: "Their mean percentage",
              competitionEntries: "Competition entries of it",
              competitionAverageScorePercent: "Their mean percentage",
              gap: "competition minus training average, in percentage points",
            },
          ),
        ),
      ),
    },
    {
      athleteId: "The athlete",
      from: "Start of the range asked for",
      to: "End of the range asked for",
      discipline: "The discipline asked for",
      sessionType: "The session type asked for",
      courseOfFireId: "The course of fire asked for (its competition results too)",
      sessionCount: "Sessions in the range",
      shotsFired: "Shots fired in them",
      averageScorePercent: group.averageScorePercent,
      bestScorePercent: "The best session's percentage",
      bestSession: "The best session (ties go to the earlier one)",
      tensPer60: "Tens per 60 shots",
      xsPer60: "Xs per 60 shots",
      weeklyTrend: "One row per ISO week with sessions",
      byDiscipline: "One row per discipline",
      byPosition: "One row per position",
      seriesConsistency: "How even the series were",
      correlations: "Readiness against score",
      byCourseOfFire: "Per course of fire and maximum, in the event's own scores: average, personal best, season best",
      sessionsWithoutCourseOfFire:
        "Sessions in the range that name no course of fire: counted in the totals above, but in no course's bests, averages or trend",
      trainingVsCompetition: "Per course of fire: training average against competition average",
    },
  ),
);
