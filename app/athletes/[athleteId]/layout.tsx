import type { ReactNode } from "react";
import { WhoseRecord } from "@/components/people/whose-record";

/** Every page of an athlete's record names the athlete to anyone else who reads it. */
export default async function AthleteLayout({ children, params }: { children: ReactNode; params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <>
      <WhoseRecord athleteId={athleteId} />
      {children}
    </>
  );
}
