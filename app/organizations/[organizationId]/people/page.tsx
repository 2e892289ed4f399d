import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PeoplePage } from "@/components/people/people-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("people");
  return { title: t("title") };
}

export default async function OrganizationPeople({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return (
    <main className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <PeoplePage organizationId={organizationId} />
    </main>
  );
}
