import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { SettingsPage } from "@/components/account/settings-page";
import { env } from "@/lib/env";
import { languageNames } from "@/lib/i18n/language-names";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account.settings"))("title") };
}

export default async function Settings() {
  await connection();
  const { OIDC_DISCOVERY_URL, OIDC_PROVIDER_NAME } = env();
  const t = await getTranslations("account.settings");
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
      <SettingsPage providerName={OIDC_DISCOVERY_URL ? OIDC_PROVIDER_NAME : null} languageNames={await languageNames()} />
    </main>
  );
}
