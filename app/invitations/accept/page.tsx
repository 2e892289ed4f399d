import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AcceptInvitation } from "@/components/people/accept-invitation";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signIn"))("invitationTitle") };
}

export default function AcceptInvitationPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-10">
      <Suspense>
        <AcceptInvitation />
      </Suspense>
    </main>
  );
}
