import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { AdminView } from "@/components/admin/admin-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("title") };
}

export default async function Page() {
  const t = await getTranslations("admin");
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link href="/competitions" className="text-sm text-sky-800 underline underline-offset-4">
          {t("competitions")}
        </Link>
      </p>
      <h1 className="mt-2 mb-6 text-3xl font-semibold tracking-tight">{t("title")}</h1>
      <AdminView />
    </main>
  );
}
