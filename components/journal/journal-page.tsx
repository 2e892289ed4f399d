"use client";
import { useSession } from "@/components/session/api/get-session";
import { JournalList } from "./journal-list";

export function JournalPage({ athleteId }: { athleteId: string }) {
  const session = useSession();
  const mayWrite = session.data?.role === "admin" || session.data?.athleteId === athleteId;
  return <JournalList athleteId={athleteId} mayWrite={mayWrite} />;
}
