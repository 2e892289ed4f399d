import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrganizationView } from "@/components/organizations/organization-view";
import { addressesReader } from "@/lib/addresses/read-addresses";
import { keys } from "@/lib/client/query-keys";
import { publishedCodes } from "@/lib/codes/publish";
import { newsAuthorsReader } from "@/lib/news/read-news-authors";
import { readOrganization } from "@/lib/organizations/read-organizations";
import { drawnWithData } from "@/lib/server/drawn-with-data";
import { wholeList } from "@/lib/server/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("organizations");
  return { title: t("title") };
}

export default async function OrganizationPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  const page = (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <OrganizationView organizationId={organizationId} />
    </main>
  );
  return drawnWithData(page, ({ principal }) => [
    [keys.codes(), async () => publishedCodes()],
    [keys.organizations.one(organizationId), () => readOrganization(principal, organizationId)],
    [keys.addresses.of(organizationId), async () => wholeList(await addressesReader(principal, organizationId))],
    [keys.newsAuthors.of(organizationId), async () => wholeList(await newsAuthorsReader(principal, organizationId))],
  ]);
}
