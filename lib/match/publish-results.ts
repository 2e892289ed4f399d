// Publishing a competition's results (they become official: SCORES refuses score changes) and
// reopening them with a reason; both kept in CompetitionResultChange (API section 13).
import "server-only";
import { authorize, type Principal } from "@/lib/auth/policy";
import { transaction } from "@/lib/db/client";
import { conflict, notFound } from "@/lib/errors";
import { iso } from "@/lib/schemas/common";
import type { Publication } from "@/lib/schemas/results";
import {
  insertResultChange,
  lockedResultCompetition,
  resultChanges,
  resultCompetition,
  setResultsStatus,
  type ResultCompetition,
} from "./result-repository";

/** The competition, for its host's officials (404, then 403). */
export async function publishingInScope(principal: Principal, competitionId: string): Promise<ResultCompetition> {
  const competition = await resultCompetition(competitionId);
  if (!competition) throw notFound(`Competition ${competitionId}`);
  authorize(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
  return competition;
}

export async function readPublication(competitionId: string): Promise<Publication> {
  const [competition, changes] = await Promise.all([resultCompetition(competitionId), resultChanges(competitionId)]);
  return {
    status: competition?.resultsStatus === "official" ? "official" : "provisional",
    history: changes.map((c) => ({
      change: c.change === "reopened" ? "reopened" : "published",
      reason: c.reason,
      changedBy: c.changedBy,
      at: iso(c.createdAt),
    })),
  };
}

/** Makes every list of the competition official; 409 when they already are. */
export async function publishResults(competitionId: string, personId: string | null): Promise<Publication> {
  await transaction(async (trx) => {
    const competition = await lockedResultCompetition(competitionId, trx);
    if (!competition) throw notFound(`Competition ${competitionId}`);
    if (competition.resultsStatus === "official") throw conflict("The results are already official. Reopen them first, with a reason.");
    await setResultsStatus(competitionId, "official", trx);
    await insertResultChange(competitionId, "published", null, personId, trx);
  });
  return readPublication(competitionId);
}

/** Makes the lists provisional again, for the reason given; 409 when they are not official. */
export async function reopenResults(competitionId: string, reason: string, personId: string | null): Promise<Publication> {
  await transaction(async (trx) => {
    const competition = await lockedResultCompetition(competitionId, trx);
    if (!competition) throw notFound(`Competition ${competitionId}`);
    if (competition.resultsStatus !== "official") throw conflict("The results are not official: there is nothing to reopen.");
    await setResultsStatus(competitionId, "provisional", trx);
    await insertResultChange(competitionId, "reopened", reason, personId, trx);
  });
  return readPublication(competitionId);
}
