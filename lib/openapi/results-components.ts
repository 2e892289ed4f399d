// The result lists' component schemas and their examples, spread into components.ts and
// examples.ts (one line each there, so parallel work on those files does not collide).
import type { z } from "zod";
import { publicationResponse, reopenInput, resultListResponse, teamInput, teamResponse, teamResultsResponse } from "@/lib/schemas/results";

const named = (name: string, schema: z.ZodType) => ({ name, schema });

export const resultSchemas = {
  ResultList: named("ResultList", resultListResponse),
  ResultPublication: named("ResultPublication", publicationResponse),
  TeamResults: named("TeamResults", teamResultsResponse),
  CompetitionTeam: named("CompetitionTeam", teamResponse),
};

export const resultInputs = {
  ReopenInput: named("ReopenInput", reopenInput),
  CompetitionTeamInput: named("CompetitionTeamInput", teamInput),
};

const COMPETITION = "0193a1b2-e000-7e8f-9a0b-1c2d3e4f5a6b";
const COURSE = "0193a1b2-8000-7e8f-9a0b-1c2d3e4f5a6b";
const CLASS = "0193a1b2-d000-7e8f-9a0b-1c2d3e4f5a6b";
const ORGANIZATION = "0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b";
const entry = (n: number) => `0193a1b2-f00${n}-7e8f-9a0b-1c2d3e4f5a6b`;
const athlete = (n: number) => `0193a1b2-b00${n}-7e8f-9a0b-1c2d3e4f5a6b`;

export const resultExamples: Record<string, unknown> = {
  ResultList: {
    status: "provisional",
    rankingRule: "issf-decimal",
    competition: {
      id: COMPETITION,
      name: "Winter Open",
      organizationId: ORGANIZATION,
      startDate: "2026-12-12T08:00:00.000Z",
      liveResults: true,
    },
    course: { id: COURSE, name: "10m Air Rifle, 60 shots" },
    classification: { id: CLASS, name: "Juniors" },
    courses: [{ id: COURSE, name: "10m Air Rifle, 60 shots" }],
    classifications: [{ id: CLASS, name: "Juniors" }],
    rows: [
      {
        rank: 1,
        entryId: entry(1),
        athleteId: athlete(1),
        athleteName: "Emma Lind",
        organizationName: "Riverside Rifle & Pistol Club",
        classifications: ["Juniors"],
        score: 627.4,
        innerTens: null,
        series: [104.2, 104.9, 104.4, 104.6, 104.1, 105.2],
        decidedBy: null,
        status: "entered",
        corrected: false,
      },
      {
        rank: 2,
        entryId: entry(2),
        athleteId: athlete(2),
        athleteName: "Marcus Chen",
        organizationName: "Riverside Rifle & Pistol Club",
        classifications: ["Juniors"],
        score: 627.4,
        innerTens: null,
        series: [104.9, 104.4, 104.2, 104.6, 104.6, 104.7],
        decidedBy: "series 6",
        status: "entered",
        corrected: true,
      },
      {
        rank: null,
        entryId: entry(3),
        athleteId: athlete(3),
        athleteName: "Jonas Becker",
        organizationName: "Other club",
        classifications: ["Juniors"],
        score: null,
        innerTens: null,
        series: [],
        decidedBy: null,
        status: "dns",
        corrected: false,
      },
    ],
  },
  ResultPublication: {
    status: "provisional",
    history: [
      { change: "published", reason: null, changedBy: "Anna Svensson", at: "2026-12-12T16:00:00.000Z" },
      { change: "reopened", reason: "Protest upheld on relay 2", changedBy: "Anna Svensson", at: "2026-12-12T16:20:00.000Z" },
    ],
  },
  ReopenInput: { reason: "Protest upheld on relay 2" },
  TeamResults: {
    status: "official",
    course: { id: COURSE, name: "10m Air Rifle, 60 shots" },
    declared: false,
    teams: [
      {
        rank: 1,
        name: "Riverside Rifle & Pistol Club",
        total: 1871.9,
        members: [
          { entryId: entry(1), athleteName: "Emma Lind", score: 627.4 },
          { entryId: entry(2), athleteName: "Marcus Chen", score: 625.1 },
          { entryId: entry(4), athleteName: "Sara Berg", score: 619.4 },
        ],
      },
    ],
  },
  CompetitionTeamInput: {
    organizationId: ORGANIZATION,
    courseOfFireId: COURSE,
    name: "Riverside I",
    entryIds: [entry(1), entry(2), entry(4)],
  },
  CompetitionTeam: {
    id: "0193a1b2-a100-7e8f-9a0b-1c2d3e4f5a6b",
    organizationId: ORGANIZATION,
    courseOfFireId: COURSE,
    name: "Riverside I",
    entryIds: [entry(1), entry(2), entry(4)],
  },
};
