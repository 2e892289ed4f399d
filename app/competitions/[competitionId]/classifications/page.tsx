import type { Metadata } from "next";
import { ClassificationsView } from "@/components/classifications/classifications-view";
import { ServerData } from "@/components/ui/server-data";
import { organizationsOf } from "@/lib/auth/policy";
import { competitionInScope } from "@/lib/auth/scope";
import { listClassifications } from "@/lib/classifications/classifications";
import { listEntrants } from "@/lib/classifications/entrants";
import { serializeClassification } from "@/lib/classifications/serialize-classification";
import { keys } from "@/lib/client/query-keys";
import { ReaderFormatProvider } from "@/lib/client/reader-format";
import { publishedCodes } from "@/lib/codes/publish";
import { findCompetition, serializeCompetition } from "@/lib/competitions/competitions";
import { listOrganizations, serializeOrganization } from "@/lib/organizations/organizations";
import { whoAmI } from "@/lib/people/who-am-i";
import { pageReader, prefetch, wholeList } from "@/lib/server/page-data";

export const metadata: Metadata = { title: "Classifications" };

export default async function Page({ params }: { params: Promise<{ competitionId: string }> }) {
  const { competitionId } = await params;
  const page = (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <ClassificationsView competitionId={competitionId} />
    </main>
  );
  const reader = await pageReader();
  if (!reader) return page;
  const { principal, format } = reader;
  // What the page's queries would fetch after hydration, read here so the first paint has it.
  const state = await prefetch([
    [keys.session(), () => whoAmI(principal)],
    [keys.codes(), async () => publishedCodes()],
    [keys.competitions.one(competitionId), async () => serializeCompetition(await findCompetition(competitionId))],
    [
      keys.classifications.of(competitionId),
      async () => {
        await competitionInScope(principal, competitionId, "classification:read");
        return wholeList((query) => listClassifications(competitionId, query), serializeClassification);
      },
    ],
    [
      keys.classifications.entrants(competitionId),
      async () => {
        await competitionInScope(principal, competitionId, "classification:read");
        return listEntrants(principal, competitionId);
      },
    ],
    [
      keys.organizations.all(),
      () => wholeList((query) => listOrganizations(principal.admin ? null : organizationsOf(principal), query), serializeOrganization),
    ],
  ]);
  return (
    <ReaderFormatProvider value={format}>
      <ServerData state={state}>{page}</ServerData>
    </ReaderFormatProvider>
  );
}
