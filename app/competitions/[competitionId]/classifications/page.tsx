import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClassificationsView } from "@/components/classifications/classifications-view";
import { classificationsReader, readEntrants } from "@/lib/classifications/read-classifications";
import { keys } from "@/lib/client/query-keys";
import { publishedCodes } from "@/lib/codes/publish";
import { readCompetition } from "@/lib/competitions/read-competition";
import { readOrganizations } from "@/lib/organizations/read-organizations";
import { drawnWithData } from "@/lib/server/drawn-with-data";
import { wholeList } from "@/lib/server/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("classifications");
  return { title: t("title") };
}

export default async function Page({ params }: { params: Promise<{ competitionId: string }> }) {
  const { competitionId } = await params;
  const page = (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <ClassificationsView competitionId={competitionId} />
    </main>
  );
  return drawnWithData(page, ({ principal }) => [
    [keys.codes(), async () => publishedCodes()],
    [keys.competitions.one(competitionId), () => readCompetition(principal, competitionId)],
    [keys.classifications.of(competitionId), async () => wholeList(await classificationsReader(principal, competitionId))],
    [keys.classifications.entrants(competitionId), () => readEntrants(principal, competitionId)],
    [keys.organizations.all(), () => wholeList((query) => readOrganizations(principal, query))],
  ]);
}
