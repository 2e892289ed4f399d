import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ResetPasswordForm } from "@/components/account/password-reset";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signIn"))("resetTitle") };
}

export default async function ResetPasswordPage() {
  const t = await getTranslations("signIn");
  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{t("resetTitle")}</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <Suspense>
          <ResetPasswordForm />
        </Suspense>
      </div>
    </main>
  );
}
