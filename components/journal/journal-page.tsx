"use client";
import { actsAsAthlete } from "@/lib/client/roles";
import { useSession } from "@/components/session/api/get-session";
import { JournalList } from "./journal-list";

export function JournalPage({ athleteId }: { athleteId: string }) {
  const session = useSession();
  const mayWrite = actsAsAthlete(session.data, athleteId);
  return <JournalList athleteId={athleteId} mayWrite={mayWrite} />;
}
