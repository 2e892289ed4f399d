import "server-only";
import { iso } from "@/lib/schemas/common";
import { assignWithin, competitionFacts } from "@/lib/classifications/assign";
import { transaction, type Trx, type Executor } from "@/lib/db/client";
import { authorize, can, type Principal } from "@/lib/auth/policy";
import { newestFirst, page } from "@/lib/db/pagination";
import { conflict, type FieldErrors, forbidden, found, invalid } from "@/lib/errors";
import {
  athleteCompetitionEntryResponse,
  type CompetitionEntryInput,
  type CompetitionEntryRequest,
  type competitionEntryListed,
  competitionEntryResponse,
  type EntryStatus,
} from "@/lib/schemas/competitions";
import type { z } from "zod";
import { type Competition, coursesOf } from "./competition-repository";
import {
  athleteEntriesAfter,
  type CompetitionEntry,
  enteredOrder,
  entriesAfter,
  entrant,
  entryAt,
  entryOf,
  type EntryListed,
  type EntryWithCompetition,
  insertEntry,
  relaysOf,
  twinEntry,
} from "./competition-entry-repository";
import { courseOfFireById } from "./course-of-fire-repository";

export function serializeCompetitionEntry(e: CompetitionEntry): z.output<typeof competitionEntryResponse> {
  return {
    id: e.id,
    competitionId: e.competitionId,
    athleteId: e.athleteId,
    courseOfFireId: e.courseOfFireId,
    score: e.score,
    bib: e.bib,
    relayNumber: e.relayNumber,
    firingPoint: e.firingPoint,
    status: (["entered", "dns", "dnf", "dsq"].includes(e.status) ? e.status : "entered") as EntryStatus,
    createdUtc: iso(e.createdAt),
    updatedUtc: iso(e.updatedAt),
  };
}

export function serializeListedEntry(e: EntryListed): z.output<typeof competitionEntryListed> {
  return { ...serializeCompetitionEntry(e), athleteName: e.athleteName, organizationName: e.organizationName };
}

/** The host's competition admins (and admins): they enter anyone, edit and withdraw every entry. */
export function managesEntries(principal: Principal, competition: Competition): boolean {
  return can(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
}

/** The athlete and course of fire an entry names, checked: 422 naming each field that is wrong. */
export async function entryFacts(input: CompetitionEntryInput, competition: Competition) {
  const [athlete, course, offered] = await Promise.all([
    entrant(input.athleteId),
    input.courseOfFireId ? courseOfFireById(input.courseOfFireId) : undefined,
    coursesOf([competition.id]),
  ]);
  const courses = offered.get(competition.id) ?? [];
  const errors: FieldErrors = {};
  if (!athlete) errors["/athleteId"] = "no athlete has this id";
  if (input.courseOfFireId && !course) errors["/courseOfFireId"] = "no course of fire has this id";
  else if (courses.length > 0 && (input.courseOfFireId === null || !courses.includes(input.courseOfFireId))) {
    errors["/courseOfFireId"] = "must be one of the courses of fire the competition offers";
  }
  if (course?.maxScore != null && input.score !== null && input.score > course.maxScore) {
    errors["/score"] = `must not exceed the course of fire's maximum (${course.maxScore})`;
  }
  return { athlete, errors };
}

/** Results once official are closed: reopening them comes first (API section 13). */
export function refuseWhenOfficial(competition: Competition, doing: string): void {
  if (competition.resultsStatus === "official") {
    throw conflict(
      `The results of “${competition.name}” are official: ${doing} is no longer possible. The host's officials reopen the results first.`,
    );
  }
}

/**
 * Scores and places are the host's officials' to write (API section 13): an athlete enters without a
 * score, series or shots (403), and without a bib, relay, firing point or a status other than entered.
 */
function refuseOfficialsFields(sent: CompetitionEntryRequest): void {
  const written = [
    sent.score !== null ? "a score" : null,
    sent.series !== undefined ? "series" : null,
    sent.shots !== undefined ? "shots" : null,
  ].filter((w): w is string => w !== null);
  if (written.length > 0) {
    throw forbidden(
      `An athlete enters without ${written.join(" or ")}: the host's officials write the scores. Send the entry without them.`,
    );
  }
  const placed = [
    sent.bib !== null ? "a start number" : null,
    sent.relayNumber !== null || sent.firingPoint !== null ? "a relay and firing point" : null,
    sent.status !== "entered" ? "a status" : null,
  ].filter((w): w is string => w !== null);
  if (placed.length > 0) {
    throw forbidden(`An athlete enters without ${placed.join(" or ")}: the host's officials give them. Send the entry without them.`);
  }
}

/** An athlete registering: while registration is open, and for another club's athlete only when the competition is open to them. */
function refuseClosedRegistration(competition: Competition, athleteOrganizationId: string): void {
  if (athleteOrganizationId !== competition.organizationId && !competition.openToOtherClubs) {
    throw forbidden(`“${competition.name}” takes entries only from its host's athletes. Ask its competition admins to enter you.`);
  }
  if (!competition.registrationOpen) {
    throw conflict(`Registration for “${competition.name}” is closed. Ask its competition admins to enter you.`);
  }
}

/** One entry per athlete and course of fire in a competition (API section 13): a second is 409. */
export async function refuseSecondEntry(trx: Trx, competitionId: string, input: CompetitionEntryInput, except: string | null = null) {
  const twin = await twinEntry(competitionId, input, except, trx);
  if (twin) {
    throw conflict(
      `This athlete is already entered in this competition on ${input.courseOfFireId === null ? "no course of fire" : "this course of fire"} (entry ${twin.id}); change that entry instead.`,
    );
  }
}

/**
 * The relay and firing point must name a relay of the competition and one of its points (422), and
 * be free (409, naming who is there).
 */
export async function refuseBadPlace(ex: Executor, competitionId: string, input: CompetitionEntryInput, except: string | null = null) {
  if (input.relayNumber === null || input.firingPoint === null) return;
  const relays = await relaysOf(competitionId, ex);
  const points = relays.get(input.relayNumber);
  if (!points) throw invalid({ "/relayNumber": `the competition has no relay ${input.relayNumber}` });
  if (!points.includes(input.firingPoint)) {
    throw invalid({ "/firingPoint": `relay ${input.relayNumber} has no firing point “${input.firingPoint}”` });
  }
  const other = await entryAt(competitionId, input.relayNumber, input.firingPoint, except, ex);
  if (other) {
    throw conflict(
      `Relay ${input.relayNumber}, firing point ${input.firingPoint} is taken by ${other.firstName} ${other.lastName}. Choose another firing point, or move that entry first.`,
    );
  }
}

/**
 * Enters an athlete into a competition and reassigns its classifications. The host's competition
 * admins (and admins) enter athletes of any organization; an athlete enters themself while
 * registration is open, into their own organization's competitions or any open to other clubs.
 */
export async function createCompetitionEntry(
  principal: Principal,
  competition: Competition,
  sent: CompetitionEntryRequest,
): Promise<CompetitionEntry> {
  const { series: _series, shots: _shots, ...input } = sent;
  const competitionId = competition.id;
  const manager = managesEntries(principal, competition);
  const { athlete, errors } = await entryFacts(input, competition);
  if (athlete) {
    authorize(principal, "competition-entry:write", {
      organizationId: athlete.organizationId,
      athleteId: athlete.id,
      hostOrganizationId: competition.organizationId,
    });
    if (!manager) {
      refuseOfficialsFields(sent);
      refuseClosedRegistration(competition, athlete.organizationId);
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  refuseWhenOfficial(competition, "entering");
  return transaction(async (trx) => {
    await competitionFacts(competitionId, trx);
    await refuseSecondEntry(trx, competitionId, input);
    await refuseBadPlace(trx, competitionId, input);
    const entry = await insertEntry(competitionId, input, trx);
    await assignWithin(trx, competitionId);
    return entry;
  });
}

export async function readCompetitionEntry(principal: Principal, competition: Competition, entryId: string): Promise<CompetitionEntry> {
  const entry = found(await entryOf(competition.id, entryId), `Entry ${entryId} of competition ${competition.id}`);
  authorize(principal, "competition-entry:read", { organizationId: competition.organizationId, athleteId: entry.athleteId });
  return entry;
}

/** All of a competition's entries or (a list) only these athletes', in the order they were entered. */
export function listCompetitionEntries(competitionId: string, athleteIds: string[] | null, query: { limit: number; cursor?: string }) {
  return page(enteredOrder, query, (window) => entriesAfter(competitionId, athleteIds, window));
}

export function serializeAthleteCompetitionEntry(e: EntryWithCompetition): z.output<typeof athleteCompetitionEntryResponse> {
  return { ...serializeCompetitionEntry(e), competitionName: e.competition.name, competitionStartDate: iso(e.competition.startDate) };
}

/** One athlete's entries across every competition, newest first. */
export function listAthleteCompetitionEntries(athleteId: string, query: { limit: number; cursor?: string }) {
  return page(newestFirst, query, (window) => athleteEntriesAfter(athleteId, window));
}
