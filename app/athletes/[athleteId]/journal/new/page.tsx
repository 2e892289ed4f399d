import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewEntryPage } from "@/components/journal/new-entry-page";
import { ServerData } from "@/components/ui/server-data";
import { calendarEventsReader, equipmentProfilesReader } from "@/lib/athletes/read-athlete-planning";
import type { Principal } from "@/lib/auth/policy";
import { keys } from "@/lib/client/query-keys";
import { athleteCompetitionEntriesReader, coursesOfFireReader } from "@/lib/competitions/read-competition";
import { calendarDayIn } from "@/lib/i18n/zone";
import { readCheckInOf } from "@/lib/planning/read-planning";
import { journalFirstPage, pageReaderOnFirstVisit, pageSession, prefetch, wholeList } from "@/lib/server/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("entryForm");
  return { title: t("newTitle") };
}

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  const t = await getTranslations("entryForm");
  const reader = await pageReaderOnFirstVisit();
  const state = reader ? await formData(reader.principal, athleteId, reader.format.timeZone) : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">{t("newTitle")}</h1>
      <ServerData state={state}>
        <NewEntryPage athleteId={athleteId} />
      </ServerData>
    </main>
  );
}

/**
 * Everything the form offers comes with the page: the pickers are filled at the first paint, and the
 * browser asks nothing while the page wakes (each answer arriving then drew the whole form again in
 * one long task, decision 026). The last session's action items and coach feedback show at once,
 * also on a first visit without the reader cookie. Only today's check-in needs the reader's zone; a
 * first visit asks for it from the browser.
 */
function formData(principal: Principal, athleteId: string, timeZone: string | undefined) {
  const today = timeZone ? calendarDayIn(new Date(), timeZone) : null;
  return prefetch([
    [keys.session(), pageSession],
    [keys.journal.entries(athleteId, {}), () => journalFirstPage(principal, athleteId)],
    [keys.coursesOfFire.all(), () => wholeList(coursesOfFireReader(principal))],
    [keys.planning.calendarEvents(athleteId), async () => wholeList(await calendarEventsReader(principal, athleteId))],
    [keys.planning.equipmentProfiles(athleteId), async () => wholeList(await equipmentProfilesReader(principal, athleteId))],
    [keys.planning.competitionEntries(athleteId), async () => wholeList(await athleteCompetitionEntriesReader(principal, athleteId))],
    ...(today ? [[keys.planning.checkIn(athleteId, today), () => readCheckInOf(principal, athleteId, today)] as const] : []),
  ]);
}
