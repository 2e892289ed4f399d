import "server-only";
import { iso } from "@/lib/schemas/common";
import { page } from "@/lib/db/pagination";
import { invalid, found } from "@/lib/errors";
import { type CompetitionInput, competitionResponse } from "@/lib/schemas/competitions";
import type { z } from "zod";
import { type Competition, competitionById, competitionsAfter, hostExists, insertCompetition, latestFirst } from "./competition-repository";

export function serializeCompetition(c: Competition): z.output<typeof competitionResponse> {
  return {
    id: c.id,
    organizationId: c.organizationId,
    name: c.name,
    startDate: iso(c.startDate),
    endDate: iso(c.endDate),
    discipline: c.discipline,
    createdUtc: iso(c.createdAt),
    updatedUtc: iso(c.updatedAt),
  };
}

/** On the path of every request under a competition: a hot path. */
export async function findCompetition(id: string): Promise<Competition> {
  return found(await competitionById(id), `Competition ${id}`);
}

/** 422 unless the host named exists. */
export async function refuseUnknownHost(organizationId: string): Promise<void> {
  if (!(await hostExists(organizationId))) throw invalid({ "/organizationId": "no organization has this id" });
}

export async function createCompetition(input: CompetitionInput): Promise<Competition> {
  await refuseUnknownHost(input.organizationId);
  return insertCompetition(input);
}

/** Of one host, or (null) of all; latest first day first. */
export function listCompetitions(organizationId: string | null, query: { limit: number; cursor?: string }) {
  return page(latestFirst, query, (window) => competitionsAfter(organizationId, window));
}
