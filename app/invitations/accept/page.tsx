import type { Metadata } from "next";
import { Suspense } from "react";
import { AcceptInvitation } from "@/components/people/accept-invitation";

export const metadata: Metadata = { title: "Invitation" };

export default function AcceptInvitationPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-10">
      <Suspense>
        <AcceptInvitation />
      </Suspense>
    </main>
  );
}
