"use client";
// A competition's relays and start list from the pages: the start list (relays with who shoots
// where), adding, replacing (If-Match) and deleting a relay, squadding, and moving one entry.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch, apiFetchWithEtag } from "@/lib/client/api-fetch";
import type { competitionResponse } from "@/lib/schemas/competitions";
import type { placementResponse, relayResponse, squadResponse, startListResponse } from "@/lib/schemas/relays";

export type StartList = z.output<typeof startListResponse>;
export type Relay = z.output<typeof relayResponse>;
export type SquadResult = z.output<typeof squadResponse>;
export type Placement = z.output<typeof placementResponse>;
export type RelayValues = { number: number; startsAt: string | null; firingPoints: string[]; resultsHeld: boolean };

const base = (competitionId: string) => `/api/competitions/${competitionId}`;
export const startListKey = (competitionId: string) => ["relays", { competitionId }, "start-list"] as const;

export function useStartList(competitionId: string) {
  return useQuery({
    queryKey: startListKey(competitionId),
    queryFn: () => apiFetch<StartList>(`${base(competitionId)}/start-list`),
  });
}

export function useCompetitionOf(competitionId: string) {
  return useQuery({
    queryKey: ["competitions", { competitionId }],
    queryFn: () => apiFetch<z.output<typeof competitionResponse>>(base(competitionId)),
  });
}

function useRefresh(competitionId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["relays", { competitionId }] });
}

export function useSaveRelay(competitionId: string) {
  const refresh = useRefresh(competitionId);
  return useMutation({
    mutationFn: async ({ relayId, values }: { relayId: string | null; values: RelayValues }) => {
      if (relayId === null) return apiFetch<Relay>(`${base(competitionId)}/relays`, { method: "POST", json: values });
      const { etag } = await apiFetchWithEtag<Relay>(`${base(competitionId)}/relays/${relayId}`);
      return apiFetch<Relay>(`${base(competitionId)}/relays/${relayId}`, {
        method: "PUT",
        json: values,
        headers: etag ? { "if-match": etag } : {},
      });
    },
    onSettled: refresh,
  });
}

export function useDeleteRelay(competitionId: string) {
  const refresh = useRefresh(competitionId);
  return useMutation({
    mutationFn: (relayId: string) => apiFetch<null>(`${base(competitionId)}/relays/${relayId}`, { method: "DELETE" }),
    onSettled: refresh,
  });
}

export function useSquad(competitionId: string) {
  const refresh = useRefresh(competitionId);
  return useMutation({
    mutationFn: () => apiFetch<SquadResult>(`${base(competitionId)}/relays/squad`, { method: "POST" }),
    onSettled: refresh,
  });
}

export function useMoveEntry(competitionId: string) {
  const refresh = useRefresh(competitionId);
  return useMutation({
    mutationFn: ({ entryId, relayId, firingPoint }: { entryId: string; relayId: string | null; firingPoint: string | null }) =>
      apiFetch<Placement>(`${base(competitionId)}/relays/placements/${entryId}`, { method: "PUT", json: { relayId, firingPoint } }),
    onSettled: refresh,
  });
}

/** "1-10, 12A" as ["1", …, "10", "12A"]: ranges of whole numbers expand (at most 500 points). */
export function parseFiringPoints(text: string): string[] {
  const points: string[] = [];
  for (const part of text.split(/[,;\s]+/).filter(Boolean)) {
    const range = /^(\d{1,4})-(\d{1,4})$/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      for (let n = from; from <= to ? n <= to : n >= to; n += from <= to ? 1 : -1) {
        points.push(String(n));
        if (points.length > 500) return points;
      }
    } else points.push(part);
  }
  return points;
}
