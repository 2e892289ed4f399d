// The Scores operations (API section 13): an entry's score, its history, and the officials' sheet.
import { listQuery } from "@/lib/schemas/common";
import { entryScoreResponse, scoreChangeResponse, scoreInput, scoreSheetQuery, scoreSheetResponse } from "@/lib/schemas/scores";
import type { Named } from "./components";
import { type Operation, answer, competition, many, ok } from "./operation";

export const scoreSchemas = {
  EntryScore: { name: "EntryScore", schema: entryScoreResponse },
  ScoreChange: { name: "ScoreChange", schema: scoreChangeResponse },
  ScoreSheet: { name: "ScoreSheet", schema: scoreSheetResponse },
} satisfies Record<string, Named>;

export const scoreInputs = {
  ScoreInput: { name: "ScoreInput", schema: scoreInput },
} satisfies Record<string, Named>;

const ENTRY = "0193a1b2-f000-7e8f-9a0b-1c2d3e4f5a6b";
const OTHER_ENTRY = "0193a1b2-f100-7e8f-9a0b-1c2d3e4f5a6b";
const COMPETITION = "0193a1b2-e000-7e8f-9a0b-1c2d3e4f5a6b";
const ATHLETE = "0193a1b2-b000-7e8f-9a0b-1c2d3e4f5a6b";
const COURSE = "0193a1b2-8000-7e8f-9a0b-1c2d3e4f5a6b";
const series = [
  { seriesNumber: 1, score: 103.4, innerTens: null, shotCount: 10, fromShots: false },
  { seriesNumber: 2, score: 104.1, innerTens: null, shotCount: 10, fromShots: false },
];
const score = { score: 207.5, innerTens: null, scoreCorrected: false, series };

export const scoreExamples: Record<string, unknown> = {
  ScoreInput: {
    series: [
      { seriesNumber: 1, score: 103.4, innerTens: null },
      { seriesNumber: 2, score: 104.1, innerTens: null },
    ],
  },
  EntryScore: {
    id: ENTRY,
    competitionId: COMPETITION,
    athleteId: ATHLETE,
    courseOfFireId: COURSE,
    status: "entered",
    relayNumber: 1,
    firingPoint: "12",
    resultsStatus: "provisional",
    ...score,
    shots: [],
    updatedUtc: "2026-12-12T10:41:00.000Z",
  },
  ScoreChange: {
    id: "0193a1b2-f200-7e8f-9a0b-1c2d3e4f5a6b",
    changedUtc: "2026-12-12T10:41:00.000Z",
    changedBy: "Maria Keller",
    source: "entry",
    before: { score: 206.5, innerTens: null, series: [{ ...series[0], score: 102.4 }, series[1]] },
    after: { score: 207.5, innerTens: null, series },
  },
  ScoreSheet: {
    competitionId: COMPETITION,
    resultsStatus: "provisional",
    courses: [
      {
        id: COURSE,
        name: "10m Air Rifle, 60 shots",
        seriesCount: 6,
        shotsPerSeries: 10,
        scoring: "decimal",
        innerTens: false,
        maxScore: 654,
      },
    ],
    rows: [
      {
        entryId: ENTRY,
        athleteId: ATHLETE,
        athleteName: "Anna Berger",
        organizationName: "Riverside Rifle & Pistol Club",
        courseOfFireId: COURSE,
        bib: "101",
        relayNumber: 1,
        firingPoint: "12",
        status: "entered",
        ...score,
        etag: '"k3Jd9w2bV0mQ1xY7zR4tP8sL6nA"',
      },
      {
        entryId: OTHER_ENTRY,
        athleteId: "0193a1b2-b100-7e8f-9a0b-1c2d3e4f5a6b",
        athleteName: "Lena Sommer",
        organizationName: null,
        courseOfFireId: COURSE,
        bib: null,
        relayNumber: 1,
        firingPoint: "13",
        status: "dns",
        score: null,
        innerTens: null,
        scoreCorrected: false,
        series: [],
        etag: '"Xw2bV0mQ1xY7zR4tP8sL6nAk3Jd"',
      },
    ],
  },
};

const score_ = `${competition}/entries/{entryId}/score`;

export const scoreOperations: Operation[] = [
  {
    method: "get",
    path: score_,
    operationId: "getEntryScore",
    tag: "Scores",
    summary: "Read an entry's score with its series and shots (the host's officials and staff, the athlete their own)",
    description: "The ETag covers the score, inner tens and series: what a PUT may overwrite.",
    success: ok(scoreSchemas.EntryScore),
  },
  {
    method: "put",
    path: score_,
    operationId: "replaceEntryScore",
    tag: "Scores",
    summary: "Write an entry's score: its series, and shots where a target gives them (the host's officials)",
    description:
      "Series from shots as in section 9. A value the course of fire cannot hold is 422 naming the field (above what the series' shots can reach, tenths on an integer course, more series than the course has, inner tens above the shot count). A stale If-Match is 412 whose problem carries the current score (currentETag, currentScore, currentInnerTens, currentSeries as JSON text). Once results are official, 409 until they are reopened. Every change is kept; a series changed after it was first entered marks the score corrected. Idempotency-Key as section 12.",
    body: scoreInputs.ScoreInput,
    success: ok(scoreSchemas.EntryScore),
    conflict: true,
    errors: [412],
  },
  {
    method: "get",
    path: `${score_}/history`,
    operationId: "listEntryScoreChanges",
    tag: "Scores",
    summary: "Every change of an entry's score, newest first: who, when, before and after (the host's officials)",
    query: listQuery,
    success: many(scoreSchemas.ScoreChange),
  },
  {
    method: "get",
    path: `${competition}/scores`,
    operationId: "getScoreSheet",
    tag: "Scores",
    summary: "The officials' sheet: every entry with its series and each score's ETag (the host's officials)",
    description: "The whole sheet in one answer, by relay, firing point, bib and name; not paged.",
    query: scoreSheetQuery,
    success: answer(scoreSchemas.ScoreSheet),
  },
];
