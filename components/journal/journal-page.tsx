"use client";
import { actsAsAthlete } from "@/lib/client/roles";
import { useSession } from "@/components/session/api/get-session";
import type { JournalFilters } from "./api/journal";
import { CompetitionResults } from "@/components/match/scores/competition-results";
import { JournalList } from "./journal-list";

export function JournalPage({ athleteId, filters }: { athleteId: string; filters: JournalFilters }) {
  const session = useSession();
  const mayWrite = actsAsAthlete(session.data, athleteId);
  return (
    <>
      <JournalList athleteId={athleteId} mayWrite={mayWrite} filters={filters} />
      {/* The athlete's own competition scores, read-only: the officials write them. */}
      {mayWrite ? <CompetitionResults athleteId={athleteId} /> : null}
    </>
  );
}
