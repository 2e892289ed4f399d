// The Competitions operations: courses of fire, competitions and their entries, and an athlete's entries.
import { listQuery } from "@/lib/schemas/common";
import { competitionListQuery } from "@/lib/schemas/competitions";
import { inputs, schemas } from "./components";
import { type Operation, athlete, competition, gone, made, many, ok } from "./operation";

export const athleteCompetitionEntryOperations: Operation[] = [
  {
    method: "get",
    path: `${athlete}/competition-entries`,
    operationId: "listAthleteCompetitionEntries",
    tag: "Competitions",
    summary: "The athlete's competition entries, newest first, with each competition's name",
    query: listQuery,
    success: many(schemas.AthleteCompetitionEntry),
  },
];

export const competitionOperations: Operation[] = [
  {
    method: "post",
    path: "/api/courses-of-fire",
    operationId: "createCourseOfFire",
    tag: "Competitions",
    summary: "Create a course of fire (admin)",
    body: inputs.CourseOfFireInput,
    success: made(schemas.CourseOfFire),
  },
  {
    method: "get",
    path: "/api/courses-of-fire",
    operationId: "listCoursesOfFire",
    tag: "Competitions",
    summary: "List courses of fire by code",
    query: listQuery,
    success: many(schemas.CourseOfFire),
  },
  {
    method: "get",
    path: "/api/courses-of-fire/{courseOfFireId}",
    operationId: "getCourseOfFire",
    tag: "Competitions",
    summary: "Read a course of fire",
    success: ok(schemas.CourseOfFire),
  },
  {
    method: "post",
    path: "/api/competitions",
    operationId: "createCompetition",
    tag: "Competitions",
    summary: "Create a competition (admin, or a competition admin of the host)",
    body: inputs.CompetitionInput,
    success: made(schemas.Competition),
  },
  {
    method: "get",
    path: "/api/competitions",
    operationId: "listCompetitions",
    tag: "Competitions",
    summary: "List competitions, latest first",
    query: competitionListQuery,
    success: many(schemas.Competition),
  },
  {
    method: "get",
    path: competition,
    operationId: "getCompetition",
    tag: "Competitions",
    summary: "Read a competition",
    success: ok(schemas.Competition),
  },
  {
    method: "put",
    path: competition,
    operationId: "replaceCompetition",
    tag: "Competitions",
    summary: "Replace a competition's name, days and discipline (admin, or a competition admin of the host)",
    description:
      "Guarded by If-Match when sent. A new first day or discipline changes the facts classification rules read, so the competition is reassigned in the same transaction. Moving it to another host needs the right to create competitions there.",
    body: inputs.CompetitionInput,
    success: ok(schemas.Competition),
  },
  {
    method: "delete",
    path: competition,
    operationId: "deleteCompetition",
    tag: "Competitions",
    summary: "Delete a competition without entries, with its classifications (admin, or a competition admin of the host)",
    success: gone,
    conflict: true,
  },
  {
    method: "post",
    path: `${competition}/entries`,
    operationId: "createCompetitionEntry",
    tag: "Competitions",
    summary: "Enter an athlete; classifications are reassigned",
    description:
      "An athlete enters themself into any competition, without a score: a score, series or shots in their request is 403 (the host's officials write scores). A competition admin enters athletes of their own organization into the competitions it hosts; an admin enters anyone. One entry per athlete and course of fire in a competition: a second is 409.",
    body: inputs.CompetitionEntryInput,
    success: made(schemas.CompetitionEntry),
  },
  {
    method: "get",
    path: `${competition}/entries`,
    operationId: "listCompetitionEntries",
    tag: "Competitions",
    summary: "List entries in the order they were made (athletes see their own)",
    query: listQuery,
    success: many(schemas.CompetitionEntry),
  },
  {
    method: "get",
    path: `${competition}/entries/{entryId}`,
    operationId: "getCompetitionEntry",
    tag: "Competitions",
    summary: "Read an entry",
    success: ok(schemas.CompetitionEntry),
  },
  {
    method: "put",
    path: `${competition}/entries/{entryId}`,
    operationId: "replaceCompetitionEntry",
    tag: "Competitions",
    summary: "Edit an entry (the host's competition admins); classifications are reassigned",
    description:
      "By the host organization's competition admins and admins. One entry per athlete and course of fire: a change that would make a second is 409. If-Match as everywhere.",
    body: inputs.CompetitionEntryInput,
    success: ok(schemas.CompetitionEntry),
  },
  {
    method: "delete",
    path: `${competition}/entries/{entryId}`,
    operationId: "withdrawCompetitionEntry",
    tag: "Competitions",
    summary: "Withdraw an entry; classifications are reassigned",
    description: "By the host organization's competition admins and admins, or the athlete entered.",
    success: gone,
  },
];
