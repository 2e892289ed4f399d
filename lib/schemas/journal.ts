import { z } from "zod";
import type { JOURNAL_ENTRY_FIELD_NAMES } from "./journal-field-names";
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

const level = optionalInt(1, 10);
const count = optionalInt(0, 100_000);
const points = optionalNumber(0, 1_000_000);

/** What each journal field means, for the request and the response alike. */
const journalFieldDescriptions = {
  sessionDate: "When the session began (ISO 8601; a bare date means midnight UTC)",
  sessionType: "Kind of session, e.g. Training, Match simulation, Competition, Dry fire",
  discipline: "Discipline, e.g. Air Rifle, Air Pistol, Smallbore Rifle",
  position: "Shooting position, e.g. Prone, Kneeling, Standing",
  durationMinutes: "Length of the session in minutes, 0 to 1,440",
  linkedCompetitionEntryId: "The athlete's own competition entry this session was shot in; must be the athlete's",
  courseOfFireId: "The course of fire shot (global catalog)",
  linkedCalendarEventId: "The athlete's own calendar event this session belongs to",
  hoursOfSleep: "Hours slept the night before, 0 to 24",
  energyLevel: "Energy before the session, 1 (none) to 10 (full)",
  physicalHealthNotes: "How the body felt",
  injuriesOrIssues: "Injuries or physical issues",
  focusLevel: "Focus during the session, 1 to 10",
  confidenceLevel: "Confidence, 1 to 10",
  stressLevel: "Stress, 1 (calm) to 10 (very stressed)",
  mentalStateNotes: "How the mind felt",
  equipmentProfileId: "The athlete's own equipment profile used",
  rifle: "Rifle or pistol used",
  ammunition: "Ammunition or pellets used",
  sights: "Sights, aperture, front element",
  clothing: "Shooting clothing worn",
  accessories: "Other equipment: glove, sling, stand, ...",
  equipmentChanges: "What was changed on the equipment, and why",
  venueType: "Kind of venue, e.g. Indoor range, Outdoor range, Home",
  location: "Where the session took place",
  weather: "Weather, for outdoor sessions",
  temperatureFahrenheit: "Temperature in degrees Fahrenheit, -80 to 150",
  wind: "Wind, e.g. Calm, Light and gusty from 9 o'clock",
  lighting: "Light conditions",
  humidity: "Relative humidity in percent, 0 to 100",
  shotsFired: "Record shots fired (sighters not counted); numberOfTens must not exceed it",
  score: "Total score of the record shots; must not exceed maxScore",
  maxScore: "Highest possible score, greater than 0 (600 for 60 shots scored in whole rings, 654 in tenths)",
  numberOfTens: "Tens; at most shotsFired",
  numberOfXs: "Inner tens (Xs); at most numberOfTens and shotsFired",
  stringPosition: "Where in a string or relay the athlete shot",
  sessionGoals: "What the athlete set out to do",
  techniquesFocused: "Techniques worked on",
  whatWentWell: "What went well",
  areasForImprovement: "What to improve",
  coachFeedback:
    "The coach's feedback, written through …/coach-feedback. Sent by the athlete it is ignored: a new entry starts without it, a replace keeps the stored one",
  notes: "Anything else",
  nextSessionActionItems: "What to do in the next session",
} as const;

const journalEntryFields = {
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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** JOURNAL_ENTRY_FIELD_NAMES lists exactly these fields, or this line does not compile. */
// Compiles only while the two lists name the same fields.
const _journalFieldNamesMatch: Same<(typeof JOURNAL_ENTRY_FIELD_NAMES)[number], keyof typeof journalEntryFields> = true;
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

export const journalEntryResponse = z
  .object(
    described(
      {
        id: z.uuid(),
        athleteId: z.uuid(),
        sessionDate: utcDateTime,
        sessionType: t,
        discipline: t,
        position: t,
        durationMinutes: i,
        linkedCompetitionEntryId: id,
        linkedCompetitionName: t,
        linkedCompetitionDate: nullableUtcDateTime,
        linkedCompetitionId: id,
        courseOfFireId: id,
        courseOfFireName: t,
        courseOfFireCode: t,
        linkedCalendarEventId: id,
        linkedCalendarEventTitle: t,
        hoursOfSleep: n,
        energyLevel: i,
        physicalHealthNotes: t,
        injuriesOrIssues: t,
        focusLevel: i,
        confidenceLevel: i,
        stressLevel: i,
        mentalStateNotes: t,
        equipmentProfileId: id,
        rifle: t,
        ammunition: t,
        sights: t,
        clothing: t,
        accessories: t,
        equipmentChanges: t,
        venueType: t,
        location: t,
        weather: t,
        temperatureFahrenheit: n,
        wind: t,
        lighting: t,
        humidity: n,
        shotsFired: i,
        score: n,
        maxScore: n,
        numberOfTens: i,
        numberOfXs: i,
        stringPosition: t,
        sessionGoals: t,
        techniquesFocused: t,
        whatWentWell: t,
        areasForImprovement: t,
        coachFeedback: t,
        notes: t,
        nextSessionActionItems: t,
        scoreSeries: z.array(scoreSeriesResponse),
        totalsFromSeries: z.array(totalField),
        totalsFromShots: z.boolean(),
        createdUtc: utcDateTime,
        updatedUtc: utcDateTime,
      },
      {
        ...journalFieldDescriptions,
        id: "Identifier of the entry",
        athleteId: "The athlete whose journal it is",
        linkedCompetitionName: "Name of the linked competition entry's competition",
        linkedCompetitionDate: "First day of that competition",
        linkedCompetitionId: "That competition",
        courseOfFireName: "Name of the course of fire",
        courseOfFireCode: "Code of the course of fire, e.g. AR60",
        linkedCalendarEventTitle: "Title of the linked calendar event",
        shotsFired: `${journalFieldDescriptions.shotsFired}; the series' sums when the entry has none (see totalsFromSeries)`,
        score: `${journalFieldDescriptions.score}; the series' sum when the entry has none`,
        maxScore: `${journalFieldDescriptions.maxScore}; the series' sum when the entry has none`,
        numberOfXs: `${journalFieldDescriptions.numberOfXs}; the series' inner tens when the entry has none`,
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
