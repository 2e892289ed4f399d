import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { AskWhoIsSignedIn } from "@/components/session/ask-who-is-signed-in";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: t("offline.title") };
}

/** Shown by the service worker for a page never opened on this device, when there is no connection. */
export default async function Offline() {
  const t = await getTranslations("pages");
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <AskWhoIsSignedIn />
      <h1 className="text-3xl font-semibold tracking-tight">{t("offline.title")}</h1>
      <p className="mt-4 text-slate-800">{t("offline.text")}</p>
      <p className="mt-4">
        <Link href="/" className="font-medium text-sky-800 underline underline-offset-4">
          {t("offline.home")}
        </Link>
      </p>
    </main>
  );
}
