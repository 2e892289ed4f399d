"use client";
// Where and when an athlete shoots: their relay, firing point and the relay's start time, for one
// competition (MyStart, on the competition's page) or for every competition ahead (MyStarts, on the
// athlete's home page). Nothing shows while there is no start to show.
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api-fetch";
import { useFormat } from "@/lib/client/reader-format";
import type { athleteCompetitionEntryResponse } from "@/lib/schemas/competitions";
import { type StartList, startListKey } from "./relays/api";

type Start = {
  competitionId: string;
  competitionName: string;
  relay: number;
  point: string;
  startsAt: string | null;
  course: string | null;
};

/** The athlete's places in one start list. */
function startsIn(list: StartList, athleteId: string): Start[] {
  return list.relays.flatMap((r) =>
    r.points
      .filter((p) => p.entry?.athleteId === athleteId)
      .map((p) => ({
        competitionId: list.competitionId,
        competitionName: list.competitionName,
        relay: r.number,
        point: p.firingPoint,
        startsAt: r.startsAt,
        course: p.entry?.courseOfFire ?? null,
      })),
  );
}

const startList = (competitionId: string) => apiFetch<StartList>(`/api/competitions/${competitionId}/start-list`);

function StartItems({ starts }: { starts: Start[] }) {
  const t = useTranslations("matchRelays");
  const { dateTime } = useFormat();
  return (
    <ul className="mt-2 space-y-2">
      {starts.map((s) => (
        <li key={`${s.competitionId}|${s.relay}|${s.point}`}>
          <Link href={`/competitions/${s.competitionId}/relays`} className="font-medium text-sky-800 underline underline-offset-4">
            {t("myStart", { competition: s.competitionName, relay: s.relay, point: s.point })}
          </Link>
          <span className="block text-sm text-slate-700">
            {s.startsAt
              ? t("startsAt", {
                  time: dateTime(s.startsAt, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }),
                })
              : t("myStartNoTime")}
            {s.course ? ` · ${s.course}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

function StartCard({ starts }: { starts: Start[] }) {
  const t = useTranslations("matchRelays");
  if (starts.length === 0) return null;
  return (
    <section aria-labelledby="my-starts" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id="my-starts" className="font-semibold">
        {t("myStartTitle")}
      </h3>
      <StartItems starts={starts} />
    </section>
  );
}

/** The athlete's start in one competition. */
export function MyStart({ competitionId, athleteId }: { competitionId: string; athleteId: string }) {
  const list = useQuery({ queryKey: startListKey(competitionId), queryFn: () => startList(competitionId) });
  return <StartCard starts={list.data ? startsIn(list.data, athleteId) : []} />;
}

type Entered = z.output<typeof athleteCompetitionEntryResponse>;

/** The athlete's starts in the competitions ahead (from yesterday on, the three nearest). */
export function MyStarts({ athleteId }: { athleteId: string }) {
  const starts = useQuery({
    queryKey: ["relays", "starts-of", { athleteId }],
    queryFn: async () => {
      const entered = await apiFetch<{ items: Entered[] }>(`/api/athletes/${athleteId}/competition-entries?limit=50`);
      const since = Date.now() - 86_400_000;
      const ahead = [
        ...new Set(entered.items.filter((e) => Date.parse(e.competitionStartDate) >= since).map((e) => e.competitionId)),
      ].slice(0, 3);
      const lists = await Promise.all(ahead.map((id) => startList(id).catch(() => null)));
      return lists
        .flatMap((l) => (l ? startsIn(l, athleteId) : []))
        .sort((a, b) => (a.startsAt ?? "9999").localeCompare(b.startsAt ?? "9999"));
    },
  });
  return <StartCard starts={starts.data ?? []} />;
}
