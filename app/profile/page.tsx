import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { ProfileView } from "@/components/profile/profile-view";
import { env } from "@/lib/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

export default async function ProfilePage() {
  // The site key is runtime configuration, so the page is rendered per request, not at build time.
  await connection();
  const t = await getTranslations("profile");
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="mt-2 text-slate-700">{t("intro")}</p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <ProfileView siteKey={env().BOT_CHECK_SITE_KEY ?? null} />
      </div>
    </main>
  );
}
