"use client";
import { Suspense } from "react";
import { actsAsAthlete } from "@/lib/client/roles";
import { useSession } from "@/components/session/api/get-session";
import { JournalList } from "./journal-list";

export function JournalPage({ athleteId }: { athleteId: string }) {
  const session = useSession();
  const mayWrite = actsAsAthlete(session.data, athleteId);
  // The filters are read from the address, which a prerender does not know.
  return (
    <Suspense fallback={<p className="text-slate-600">Loading the journal…</p>}>
      <JournalList athleteId={athleteId} mayWrite={mayWrite} />
    </Suspense>
  );
}
