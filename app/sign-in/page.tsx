import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { Suspense } from "react";
import { SignInForm } from "@/components/account/sign-in-form";
import { KeySignIn } from "@/components/session/key-sign-in-form";
import { env } from "@/lib/env";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signIn"))("metaTitle") };
}

export default async function SignInPage() {
  // Which provider to offer is runtime configuration, so the page is rendered per request.
  await connection();
  const { OIDC_DISCOVERY_URL, OIDC_PROVIDER_NAME } = env();
  const t = await getTranslations("signIn");
  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <Suspense>
          <SignInForm oidcName={OIDC_DISCOVERY_URL ? OIDC_PROVIDER_NAME : null} />
        </Suspense>
      </div>
      <details className="mt-6 rounded-lg border border-slate-200 bg-white p-5 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">{t("keyInstead")}</summary>
        <p className="mt-2 text-slate-700">{t("keyExplained")}</p>
        <div className="mt-4">
          <Suspense>
            <KeySignIn />
          </Suspense>
        </div>
      </details>
    </main>
  );
}
