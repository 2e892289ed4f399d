// Result lists, their publication and club teams (API section 13).
import { z } from "zod";
import { RANKING_RULES } from "@/lib/match/ranking-rules";
import { described, name, utcDateTime, uuid } from "./common";

const RESULT_FORMATS = ["json", "csv", "pdf"] as const;

export const resultsQuery = z.object(
  described(
    {
      courseOfFireId: uuid.optional(),
      classificationId: uuid.optional(),
      format: z.enum(RESULT_FORMATS).default("json"),
    },
    {
      courseOfFireId: "The course of fire whose list to answer; the competition's first course when left out",
      classificationId: "Only the entries assigned to this classification, ranked among themselves",
      format: "json (the list), csv or pdf (the list as a file, its words in the reader's language)",
    },
  ),
);

export const teamResultsQuery = z.object(
  described({ courseOfFireId: uuid.optional() }, { courseOfFireId: "The course of fire; the competition's first course when left out" }),
);

const entryStatus = z.enum(["entered", "dns", "dnf", "dsq"]);

const resultRowResponse = z.object(
  described(
    {
      rank: z.int().nullable(),
      entryId: z.uuid(),
      athleteId: z.uuid(),
      athleteName: z.string(),
      organizationName: z.string().nullable(),
      classifications: z.array(z.string()),
      score: z.number().nullable(),
      innerTens: z.int().nullable(),
      series: z.array(z.number()),
      decidedBy: z.string().nullable(),
      status: entryStatus,
      corrected: z.boolean(),
      shots: z.array(z.number()).optional(),
    },
    {
      rank: "The rank; equal rows share it and the next skips (1, 2, 2, 4); null for dns, dnf, dsq or no score",
      entryId: "The competition entry",
      athleteId: "The athlete",
      athleteName: "Given and family name",
      organizationName: "The athlete's club",
      classifications: "The classes the entry is assigned to, in display order",
      score: "The total; null while there is none",
      innerTens: "Inner tens (Xs), where counted",
      series: "The series' scores in order",
      decidedBy: "The step that separated this row from the one above: score, innerTens, xs, series 6, shot 60; null when none did",
      status: "entered, dns (did not start), dnf (did not finish) or dsq (disqualified)",
      corrected: "True once the score was changed after it was first entered",
      shots: "The scoring shots, only on rows whose tie the shots had to decide",
    },
  ),
);

const choice = z.object(described({ id: z.uuid(), name: z.string() }, { id: "Identifier", name: "Name" }));

export const resultListResponse = z.object(
  described(
    {
      status: z.enum(["provisional", "official"]),
      rankingRule: z.enum(RANKING_RULES),
      competition: z.object(
        described(
          { id: z.uuid(), name: z.string(), organizationId: z.uuid(), startDate: utcDateTime, liveResults: z.boolean() },
          {
            id: "Identifier",
            name: "Name",
            organizationId: "The host organization",
            startDate: "First day",
            liveResults: "Whether the public sees the lists before they are official",
          },
        ),
      ),
      course: choice.nullable(),
      classification: choice.nullable(),
      courses: z.array(choice),
      classifications: z.array(choice),
      rows: z.array(resultRowResponse),
    },
    {
      status: "provisional while scores come in, official once published",
      rankingRule: "How ties are broken: issf-decimal, issf-integer or x-count",
      competition: "The competition",
      course: "The course of fire of this list",
      classification: "The classification of this list, or null for everyone on the course",
      courses: "The courses of fire the competition offers, for choosing another list",
      classifications: "The competition's classifications, for choosing another list",
      rows: "Ranked rows first, then dns, dnf, dsq and entries without a score",
    },
  ),
);

export const publicationResponse = z.object(
  described(
    {
      status: z.enum(["provisional", "official"]),
      history: z.array(
        z.object(
          described(
            { change: z.enum(["published", "reopened"]), reason: z.string().nullable(), changedBy: z.string().nullable(), at: utcDateTime },
            {
              change: "published or reopened",
              reason: "Why it was reopened",
              changedBy: "Who did it (null for an operator's key)",
              at: "When",
            },
          ),
        ),
      ),
    },
    { status: "provisional or official", history: "Every publication and reopening, oldest first, with who and why" },
  ),
);

export const reopenInput = z.object(
  described({ reason: z.string().trim().min(1).max(500) }, { reason: "Why the official results are reopened (kept in the history)" }),
);

export const teamInput = z.object(
  described(
    { organizationId: uuid, courseOfFireId: uuid, name, entryIds: z.array(uuid).min(1).max(10) },
    {
      organizationId: "The organization the team shoots for",
      courseOfFireId: "The course of fire",
      name: "The team's name, unique on the course",
      entryIds: "The entries of the team (its best three count)",
    },
  ),
);

export const teamResponse = z.object(
  described(
    { id: z.uuid(), organizationId: z.uuid(), courseOfFireId: z.uuid(), name: z.string(), entryIds: z.array(z.uuid()) },
    {
      id: "Identifier",
      organizationId: "The organization",
      courseOfFireId: "The course of fire",
      name: "The team's name",
      entryIds: "Its entries",
    },
  ),
);

export const teamResultsResponse = z.object(
  described(
    {
      status: z.enum(["provisional", "official"]),
      course: choice.nullable(),
      declared: z.boolean(),
      teams: z.array(
        z.object(
          described(
            {
              rank: z.int().nullable(),
              name: z.string(),
              total: z.number(),
              members: z.array(
                z.object(
                  described(
                    { entryId: z.uuid(), athleteName: z.string(), score: z.number().nullable() },
                    { entryId: "The competition entry", athleteName: "Given and family name", score: "The member's total" },
                  ),
                ),
              ),
            },
            {
              rank: "The rank; null for a team short of three scores",
              name: "The team (the club's name for a best-three team)",
              total: "The sum of the counting members' totals",
              members: "The members that count, best first",
            },
          ),
        ),
      ),
    },
    {
      status: "provisional or official",
      course: "The course of fire",
      declared: "True when the teams are the declared ones; false when each club's best three form its team",
      teams: "Ranked by total, then by the members' totals highest first; teams short of three follow unranked",
    },
  ),
);

export type ResultList = z.output<typeof resultListResponse>;
export type Publication = z.output<typeof publicationResponse>;
export type TeamResultsResponse = z.output<typeof teamResultsResponse>;
export type TeamInput = z.output<typeof teamInput>;
