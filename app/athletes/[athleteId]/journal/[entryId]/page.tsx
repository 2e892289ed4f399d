import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EntryDetail } from "@/components/journal/entry-detail";
import type { Principal } from "@/lib/auth/policy";
import { keys } from "@/lib/client/query-keys";
import { readCourseOfFire } from "@/lib/competitions/read-competition";
import { ApiError } from "@/lib/errors";
import { etagOf } from "@/lib/http/respond";
import { calendarDayIn } from "@/lib/i18n/zone";
import { readComments, readEntry, readShots } from "@/lib/journal/read-journal";
import { readCheckInOf } from "@/lib/planning/read-planning";
import { drawnWithData } from "@/lib/server/drawn-with-data";
import type { PageLoad } from "@/lib/server/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("entryDetail");
  return { title: t("title") };
}

export default async function Page({ params }: { params: Promise<{ athleteId: string; entryId: string }> }) {
  const { athleteId, entryId } = await params;
  // A session is opened from a link at the range, often on a device's first visit: it is drawn with
  // its data even before the browser has said its zone (its date follows a moment later).
  return drawnWithData(
    <Layout athleteId={athleteId} entryId={entryId} />,
    ({ principal, format }) => sessionData(principal, athleteId, entryId, format.timeZone),
    { firstVisit: true },
  );
}

/**
 * The session, its shots, its thread, its course of fire and its day's check-in: all that the page
 * draws, so the browser asks nothing while the page wakes (decision 026). A session the reader may not
 * open is left to the browser, which asks and shows the problem.
 */
async function sessionData(principal: Principal, athleteId: string, entryId: string, timeZone: string | undefined): Promise<PageLoad[]> {
  const entry = await readEntry(principal, athleteId, entryId).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });
  if (!entry) return [];
  const { courseOfFireId } = entry;
  const day = timeZone ? calendarDayIn(new Date(entry.sessionDate), timeZone) : null;
  return [
    [keys.journal.entry(athleteId, entryId), () => Promise.resolve({ body: entry, etag: etagOf(entry) })],
    [keys.journal.shots(athleteId, entryId), () => readShots(principal, athleteId, entryId)],
    [keys.comments.of(athleteId, entryId), () => readComments(principal, athleteId, entryId)],
    ...(courseOfFireId ? [[keys.coursesOfFire.one(courseOfFireId), () => readCourseOfFire(principal, courseOfFireId)] as const] : []),
    ...(day ? [[keys.planning.checkIn(athleteId, day), () => readCheckInOf(principal, athleteId, day)] as const] : []),
  ];
}

function Layout({ athleteId, entryId }: { athleteId: string; entryId: string }) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <EntryDetail athleteId={athleteId} entryId={entryId} />
    </main>
  );
}
