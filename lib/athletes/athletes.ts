import "server-only";
import { iso } from "@/lib/schemas/common";
import { guardedWrite } from "@/lib/db/guarded-write";
import { ApiError, type FieldErrors, invalid, found } from "@/lib/errors";
import { can, describePrincipal, type Principal } from "@/lib/auth/policy";
import { organizationExists } from "@/lib/organizations/organization-repository";
import type { AthleteInput, athleteResponse } from "@/lib/schemas/organizations";
import type { z } from "zod";
import { type AthleteFilter, type AthleteRow, insertAthlete, selectAthlete, selectAthletePage, updateAthlete } from "./athlete-repository";

export function serializeAthlete(a: AthleteRow): z.output<typeof athleteResponse> {
  return {
    id: a.id,
    organizationId: a.organizationId,
    firstName: a.firstName,
    lastName: a.lastName,
    dateOfBirth: iso(a.dateOfBirth),
    gender: a.gender,
    country: a.country,
    createdUtc: iso(a.createdAt),
    updatedUtc: iso(a.updatedAt),
  };
}

/** The athlete as the principal may see them: a coach gets the name, not what classifies them (date of birth, gender, country). */
export function athleteSeenBy(principal: Principal, athlete: z.output<typeof athleteResponse>): z.output<typeof athleteResponse> {
  const owner = { athleteId: athlete.id, organizationId: athlete.organizationId };
  return can(principal, "athlete-details:read", owner) ? athlete : { ...athlete, dateOfBirth: null, gender: null, country: null };
}

export async function findAthlete(id: string): Promise<AthleteRow> {
  return found(await selectAthlete(id), `Athlete ${id}`);
}

export async function createAthlete(input: AthleteInput): Promise<AthleteRow> {
  if (!(await organizationExists(input.organizationId))) throw invalid({ "/organizationId": "no organization has this id" });
  return insertAthlete(input);
}

/** Alphabetical by last, then first name. */
export function listAthletes(filter: AthleteFilter, query: { limit: number; cursor?: string }) {
  return selectAthletePage(filter, query);
}

/**
 * PUT: replaces the athlete. Date of birth and gender decide classifications, so only staff of the
 * athlete's organization or an admin change them; only an admin moves an athlete to another
 * organization. Everyone else who may write the athlete changes the rest.
 */
export async function replaceAthlete(ifMatch: string | null, principal: Principal, id: string, input: AthleteInput): Promise<AthleteRow> {
  return guardedWrite(ifMatch, {
    what: `Athlete ${id}`,
    lock: { table: "Athlete", id },
    load: (trx) => selectAthlete(id, trx),
    represent: serializeAthlete,
    write: async (trx, current) => {
      const owner = { athleteId: current.id, organizationId: current.organizationId };
      const refused: FieldErrors = {};
      if (input.organizationId !== current.organizationId && !principal.admin) {
        refused["/organizationId"] = "is changed only by an admin";
      }
      if (!can(principal, "athlete-classifying:write", owner)) {
        if (input.dateOfBirth?.getTime() !== current.dateOfBirth?.getTime())
          refused["/dateOfBirth"] = "is set by your organization's staff or an admin";
        if (input.gender !== current.gender) refused["/gender"] = "is set by your organization's staff or an admin";
      }
      if (Object.keys(refused).length > 0) {
        throw new ApiError(
          "forbidden",
          403,
          `${describePrincipal(principal)} may not change ${Object.keys(refused)
            .map((f) => f.slice(1))
            .join(" or ")} of this athlete.`,
          refused,
        );
      }
      if (input.organizationId !== current.organizationId && !(await organizationExists(input.organizationId, trx))) {
        throw invalid({ "/organizationId": "no organization has this id" });
      }
      return updateAthlete(id, input, trx);
    },
  });
}
