// The result-list operations (API section 13): lists per course of fire and class, publication,
// club teams, and the public's lists.
import { z } from "zod";
import { resultsQuery, teamResponse, teamResultsQuery } from "@/lib/schemas/results";
import { resultInputs, resultSchemas } from "./results-components";
import { type Operation, answer, competition, gone, made } from "./operation";

const { ResultList, ResultPublication: Publication, TeamResults, CompetitionTeam: Team } = resultSchemas;

const files =
  "With ?format=csv or ?format=pdf the list comes as a file (Content-Disposition names it), its words in the reader's language (the rangebook.language cookie, else Accept-Language); the CSV's columns are always rank, athlete, club, classes, each series, total, inner tens (Xs for x-count), decided by, status, corrected.";

export const resultOperations: Operation[] = [
  {
    method: "get",
    path: `${competition}/results`,
    operationId: "getResults",
    tag: "Competitions",
    summary: "A result list: one course of fire, optionally one class, ranked by the course's ranking rule",
    description: `For the host's staff and competition admins, admins, and the athletes entered in the competition, provisional or official. Rows with dns, dnf, dsq or no score come last without a rank; shots come only on rows whose tie the shots decided. ${files}`,
    query: resultsQuery,
    success: answer(ResultList),
  },
  {
    method: "get",
    path: `${competition}/results/publish`,
    operationId: "getResultPublication",
    tag: "Competitions",
    summary: "Whether the results are official, with every publication and reopening",
    success: answer(Publication),
  },
  {
    method: "post",
    path: `${competition}/results/publish`,
    operationId: "publishResults",
    tag: "Competitions",
    summary: "Make every result list of the competition official (host competition admins)",
    description: "Score changes are refused (409) while the results are official. 409 when they already are.",
    success: answer(Publication),
    conflict: true,
  },
  {
    method: "delete",
    path: `${competition}/results/publish`,
    operationId: "reopenResults",
    tag: "Competitions",
    summary: "Reopen official results, with the reason (kept in the history)",
    description: "422 without a reason; 409 when the results are not official.",
    body: resultInputs.ReopenInput,
    success: answer(Publication),
    conflict: true,
  },
  {
    method: "get",
    path: `${competition}/results/teams`,
    operationId: "getTeamResults",
    tag: "Competitions",
    summary: "Team results of a course of fire: the declared teams, or each club's best three",
    description: "Ties are broken by the members' totals, highest first; teams short of three scores follow unranked.",
    query: teamResultsQuery,
    success: answer(TeamResults),
  },
  {
    method: "get",
    path: `${competition}/teams`,
    operationId: "listCompetitionTeams",
    tag: "Competitions",
    summary: "The declared teams of every course of fire",
    success: { status: 200, raw: z.object({ items: z.array(teamResponse) }) },
  },
  {
    method: "post",
    path: `${competition}/teams`,
    operationId: "declareCompetitionTeam",
    tag: "Competitions",
    summary: "Declare a team (host competition admins): once any team of a course is declared, only declared teams compete",
    description:
      "Every entry must be an entry of the competition on the team's course of fire (422). A second team of one name on a course is 409.",
    body: resultInputs.CompetitionTeamInput,
    success: made(Team),
    conflict: true,
  },
  {
    method: "delete",
    path: `${competition}/teams/{teamId}`,
    operationId: "withdrawCompetitionTeam",
    tag: "Competitions",
    summary: "Withdraw a declared team",
    success: gone,
  },
  {
    method: "get",
    path: "/api/public/competitions/{competitionId}/results",
    operationId: "getPublicResults",
    tag: "Competitions",
    summary: "The public's result list: no key or cookie",
    description: `Once the results are official, or while live results are on; 404 before. Entries of relays whose results are held are left out and the rest ranked among themselves. The JSON list carries an ETag: a request whose If-None-Match names it is answered 304 with no body. ${files}`,
    open: true,
    query: resultsQuery,
    success: { status: 200, resource: ResultList },
  },
];
