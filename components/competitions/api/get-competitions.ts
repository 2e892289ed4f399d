"use client";
// The competitions a person works with: one organization's when they belong to one, else all.
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetchWithEtag } from "@/lib/client/api-fetch";
import { wholeListQuery } from "@/lib/client/list-query";
import { keys } from "@/lib/client/query-keys";
import type { competitionInput, competitionResponse } from "@/lib/schemas/competitions";

export type Competition = z.output<typeof competitionResponse>;
export type CompetitionValues = z.output<typeof competitionInput>;

const competitionsQuery = (organizationId: string | null) =>
  wholeListQuery<Competition>(
    [...keys.competitions.all(), { organizationId }],
    organizationId ? `/api/competitions?organizationId=${organizationId}` : "/api/competitions",
  );

export function useCompetitions(organizationId: string | null, enabled: boolean) {
  return useQuery({ ...competitionsQuery(organizationId), enabled });
}

/** Read when editing starts: the ETag a save must match. */
export function competitionWithEtag(competitionId: string) {
  return apiFetchWithEtag<Competition>(`/api/competitions/${competitionId}`);
}
