import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrganizationView } from "@/components/organizations/organization-view";
import { ServerData } from "@/components/ui/server-data";
import { addressesReader } from "@/lib/addresses/read-addresses";
import { keys } from "@/lib/client/query-keys";
import { ReaderFormatProvider } from "@/lib/client/reader-format";
import { publishedCodes } from "@/lib/codes/publish";
import { newsAuthorsReader } from "@/lib/news/read-news-authors";
import { readOrganization } from "@/lib/organizations/read-organizations";
import { whoAmI } from "@/lib/people/who-am-i";
import { pageReader, prefetch, wholeList } from "@/lib/server/page-data";

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
  const reader = await pageReader();
  if (!reader) return page;
  const { principal, format } = reader;
  // What the page's queries would fetch after hydration, read here so the first paint has it.
  const state = await prefetch([
    [keys.session(), () => whoAmI(principal)],
    [keys.codes(), async () => publishedCodes()],
    [keys.organizations.one(organizationId), () => readOrganization(principal, organizationId)],
    [keys.addresses.of(organizationId), async () => wholeList(await addressesReader(principal, organizationId))],
    [keys.newsAuthors.of(organizationId), async () => wholeList(await newsAuthorsReader(principal, organizationId))],
  ]);
  return (
    <ReaderFormatProvider value={format}>
      <ServerData state={state}>{page}</ServerData>
    </ReaderFormatProvider>
  );
}
