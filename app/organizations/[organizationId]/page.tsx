import type { Metadata } from "next";
import { OrganizationView } from "@/components/organizations/organization-view";

export const metadata: Metadata = { title: "Organization" };

export default async function OrganizationPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <OrganizationView organizationId={organizationId} />
    </main>
  );
}
