import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { JournalPage } from "@/components/journal/journal-page";
import { readinessWindow } from "@/components/planning/plan/days";
import type { Principal } from "@/lib/auth/policy";
import { keys } from "@/lib/client/query-keys";
import { athleteCompetitionEntriesReader, coursesOfFireReader } from "@/lib/competitions/read-competition";
import { parseQuery } from "@/lib/http/query";
import { calendarDayIn } from "@/lib/i18n/zone";
import { journalReader } from "@/lib/journal/read-journal";
import { checkInsReader, goalsReader } from "@/lib/planning/read-planning";
import { journalStatsQuery } from "@/lib/schemas/journal";
import { drawnWithData } from "@/lib/server/drawn-with-data";
import { journalFirstPage, wholeList } from "@/lib/server/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("journal");
  return { title: t("title") };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ athleteId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { athleteId } = await params;
  // The filters live in the address; the server reads them, so the first paint already has them.
  const query = await searchParams;
  const filters = Object.fromEntries(
    ["from", "to", "discipline", "sessionType", "courseOfFireId"].flatMap((name) => {
      const value = query[name];
      return typeof value === "string" && value.trim() ? [[name, value.trim()]] : [];
    }),
  );
  const page = (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <JournalPage athleteId={athleteId} filters={filters} />
    </main>
  );
  // A first visit (no reader cookie yet) is drawn with its data too; only the dates wait, unseen, for
  // the browser's zone (ReaderFormatProvider), so nothing moves when they are written.
  return drawnWithData(
    page,
    ({ principal, format }) => [
      [keys.journal.entries(athleteId, filters), () => journalFirstPage(principal, athleteId, filters)],
      [
        keys.journal.stats(athleteId, filters),
        async () => {
          const journal = await journalReader(principal, athleteId);
          return JSON.parse(await journal.stats(parseQuery(filters, journalStatsQuery))) as unknown;
        },
      ],
      // What the rest of the page draws from: the filter's courses, the trend's goals, the results of
      // the athlete's competitions and the readiness strip. Asked by the browser while the page woke,
      // each answer drew the page again in one long task (decision 026).
      [keys.coursesOfFire.all(), () => wholeList(coursesOfFireReader(principal))],
      [keys.planning.competitionEntries(athleteId), async () => wholeList(await athleteCompetitionEntriesReader(principal, athleteId))],
      ...(format.timeZone ? inTheReadersZone(principal, athleteId, format.timeZone) : []),
    ],
    { firstVisit: true },
  );
}

/** The goals' progress and the readiness strip's four weeks are counted in the reader's days. */
function inTheReadersZone(principal: Principal, athleteId: string, timeZone: string) {
  const days = readinessWindow(calendarDayIn(new Date(), timeZone));
  return [
    [keys.planning.goals(athleteId), async () => wholeList(await goalsReader(principal, athleteId, timeZone))],
    [keys.planning.checkInDays(athleteId, days.from, days.to), async () => (await checkInsReader(principal, athleteId))(days)],
  ] as const;
}
