import "server-only";
import { iso } from "@/lib/schemas/common";
import { assignWithin, competitionFacts } from "@/lib/classifications/assign";
import { transaction, type Trx } from "@/lib/db/client";
import { authorize, can, type Principal } from "@/lib/auth/policy";
import { newestFirst, page } from "@/lib/db/pagination";
import { conflict, type FieldErrors, forbidden, found, invalid } from "@/lib/errors";
import {
  athleteCompetitionEntryResponse,
  type CompetitionEntryInput,
  type CompetitionEntryRequest,
  competitionEntryResponse,
} from "@/lib/schemas/competitions";
import type { z } from "zod";
import type { Competition } from "./competition-repository";
import {
  athleteEntriesAfter,
  type CompetitionEntry,
  enteredOrder,
  entriesAfter,
  entrant,
  entryOf,
  type EntryWithCompetition,
  insertEntry,
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
    createdUtc: iso(e.createdAt),
    updatedUtc: iso(e.updatedAt),
  };
}

/** The athlete and course of fire an entry names, checked: 422 naming each field that is wrong. */
export async function entryFacts(input: CompetitionEntryInput) {
  const [athlete, course] = await Promise.all([
    entrant(input.athleteId),
    input.courseOfFireId ? courseOfFireById(input.courseOfFireId) : undefined,
  ]);
  const errors: FieldErrors = {};
  if (!athlete) errors["/athleteId"] = "no athlete has this id";
  if (input.courseOfFireId && !course) errors["/courseOfFireId"] = "no course of fire has this id";
  if (course?.maxScore != null && input.score !== null && input.score > course.maxScore) {
    errors["/score"] = `must not exceed the course of fire's maximum (${course.maxScore})`;
  }
  return { athlete, errors };
}

/**
 * Scores are the host's officials' to write (API section 13): an athlete enters without one, and a
 * score, series or shots in their request is 403.
 */
function refuseScoreFromEntrant(principal: Principal, competition: Competition, sent: CompetitionEntryRequest): void {
  if (can(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId })) return;
  const written = [
    sent.score !== null ? "a score" : null,
    sent.series !== undefined ? "series" : null,
    sent.shots !== undefined ? "shots" : null,
  ];
  const named = written.filter((w): w is string => w !== null);
  if (named.length > 0) {
    throw forbidden(`An athlete enters without ${named.join(" or ")}: the host's officials write the scores. Send the entry without them.`);
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
 * Enters an athlete into a competition and reassigns its classifications. Who may enter whom is the
 * policy's "competition-entry:write": the entrant's organization and the host are both checked, so a
 * competition admin cannot enter another club's athlete and then read their facts in a preview.
 */
export async function createCompetitionEntry(
  principal: Principal,
  competition: Competition,
  sent: CompetitionEntryRequest,
): Promise<CompetitionEntry> {
  const { series: _series, shots: _shots, ...input } = sent;
  const competitionId = competition.id;
  const { athlete, errors } = await entryFacts(input);
  if (athlete) {
    authorize(principal, "competition-entry:write", {
      organizationId: athlete.organizationId,
      athleteId: athlete.id,
      hostOrganizationId: competition.organizationId,
    });
    refuseScoreFromEntrant(principal, competition, sent);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return transaction(async (trx) => {
    await competitionFacts(competitionId, trx);
    await refuseSecondEntry(trx, competitionId, input);
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
