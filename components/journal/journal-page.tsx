"use client";
import { actsAsAthlete } from "@/lib/client/roles";
import { useSession } from "@/components/session/api/get-session";
import type { JournalFilters } from "./api/journal";
import { JournalList } from "./journal-list";

export function JournalPage({ athleteId, filters }: { athleteId: string; filters: JournalFilters }) {
  const session = useSession();
  const mayWrite = actsAsAthlete(session.data, athleteId);
  return <JournalList athleteId={athleteId} mayWrite={mayWrite} filters={filters} />;
}
