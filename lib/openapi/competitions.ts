// The Competitions operations: courses of fire, competitions and their entries, and an athlete's entries.
import { listQuery } from "@/lib/schemas/common";
import { athleteSearchQuery, competitionListQuery } from "@/lib/schemas/competitions";
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
    description:
      "With the courses of fire it offers (courseOfFireIds, in order; each must exist, else 422), whether athletes of other clubs may enter themselves (openToOtherClubs, false), whether registration is open (registrationOpen, true) and whether live results are shown (liveResults, false).",
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
    summary: "Replace a competition's name, days, discipline, courses and registration (admin, or a competition admin of the host)",
    description:
      "Guarded by If-Match when sent. A new first day or discipline changes the facts classification rules read, so the competition is reassigned in the same transaction. Moving it to another host needs the right to create competitions there. courseOfFireIds, openToOtherClubs, registrationOpen, liveResults and classesFrozen left out stay as they are. classesFrozen true freezes the classes (classesFrozenUtc is set): entries keep the classes they have when entries change, and only entries without any take what the rules give; false thaws them.",
    body: inputs.CompetitionInput,
    success: ok(schemas.Competition),
  },
  {
    method: "delete",
    path: competition,
    operationId: "deleteCompetition",
    tag: "Competitions",
    summary: "Delete a competition without scores, with its entries and classifications (admin, or a competition admin of the host)",
    description: "While one of its entries has a score, series or shots, the competition stays: 409.",
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
      "An athlete enters themself, without a score: a score, series or shots in their request is 403 (the host's officials write scores), as are a bib, relay, firing point or status. They enter their own organization's competitions, or any other that is openToOtherClubs (else 403), while registrationOpen (else 409). The host's competition admins and admins enter athletes of any organization. When the competition offers courses of fire, the entry names one of them (422). One entry per athlete and course of fire in a competition: a second is 409. relayNumber and firingPoint name a relay of the competition and one of its firing points (422); two entries on one relay and firing point are 409, naming the other's athlete. Once the results are official, 409.",
    body: inputs.CompetitionEntryInput,
    success: made(schemas.CompetitionEntry),
  },
  {
    method: "get",
    path: `${competition}/entries`,
    operationId: "listCompetitionEntries",
    tag: "Competitions",
    summary: "List entries in the order they were made, with each athlete's name and club (athletes see their own)",
    query: listQuery,
    success: many(schemas.ListedCompetitionEntry),
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
      "By the host organization's competition admins and admins: the athlete, course, score, bib, relay and firing point, and the status (entered, dns, dnf, dsq). One entry per athlete and course of fire: a change that would make a second is 409; so is a taken relay and firing point, and any change once the results are official. If-Match as everywhere.",
    body: inputs.CompetitionEntryInput,
    success: ok(schemas.CompetitionEntry),
  },
  {
    method: "delete",
    path: `${competition}/entries/{entryId}`,
    operationId: "withdrawCompetitionEntry",
    tag: "Competitions",
    summary: "Withdraw an entry; classifications are reassigned",
    description:
      "By the host organization's competition admins and admins, or the athlete entered, until the results are official (then 409).",
    success: gone,
    conflict: true,
  },
  {
    method: "post",
    path: `${competition}/entries/import`,
    operationId: "importCompetitionEntries",
    tag: "Competitions",
    summary: "Preview or import entries from a CSV (the host's competition admins)",
    description:
      "The CSV comes as the body's `csv` member (at most 2,000 rows; the body at most 256 KiB). Every row is read and matched: the athlete by id or name (with the club when two share a name), the course of fire by code or id among the competition's, the relay and firing point among its relays. Each row lists its conflicts: unknownAthlete, ambiguousAthlete, unknownCourse, duplicate (already entered, or twice in the file), unknownRelay, unknownPoint, pointTaken, badValue. With dryRun true (the default) nothing is written; with false the rows without a conflict are entered in one transaction and classifications reassigned, the others left out. A CSV that cannot be read is 422.",
    body: inputs.EntryImportInput,
    success: ok(schemas.EntryImport),
    conflict: true,
  },
  {
    method: "get",
    path: `${competition}/entries/athletes`,
    operationId: "findEntrants",
    tag: "Competitions",
    summary: "Find athletes of any organization by name, to enter them (the host's competition admins)",
    description: "At most 20, by family name; only their name and club.",
    query: athleteSearchQuery,
    success: many(schemas.EntrantFound),
  },
];
