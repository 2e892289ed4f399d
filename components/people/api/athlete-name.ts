"use client";
// Whose athlete record a page shows, as the reader knows them: the athlete themselves, or a coach,
// staff member or admin, who then reads the name on every page (a coach from their grant, the
// others from the record).
import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/components/session/api/get-session";
import { apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";

type Reader = "athlete" | "coach" | "staff" | "admin";

export function useAthleteName(athleteId: string): { reader: Reader | null; name: string | null } {
  const who = useSession().data;
  const grants = who?.grants.filter((g) => g.athleteId === athleteId) ?? [];
  const own = grants.some((g) => g.role === "athlete");
  const coached = grants.find((g) => g.role === "coach");
  const needsRecord = Boolean(who) && !own && !coached?.athleteName;
  const record = useQuery({
    queryKey: keys.athletes.one(athleteId),
    queryFn: () => apiFetch<{ firstName: string; lastName: string }>(`/api/athletes/${athleteId}`),
    enabled: needsRecord,
    retry: false,
  });
  if (!who) return { reader: null, name: null };
  if (own) return { reader: "athlete", name: grants.find((g) => g.role === "athlete")?.athleteName ?? null };
  const name = coached?.athleteName ?? (record.data ? `${record.data.firstName} ${record.data.lastName}` : null);
  return { reader: coached ? "coach" : who.admin ? "admin" : "staff", name };
}
