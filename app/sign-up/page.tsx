import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SignUpForm } from "@/components/account/sign-up-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signIn"))("createAccount") };
}

export default async function SignUpPage() {
  const t = await getTranslations("signIn");
  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">{t("signUpTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("signUpIntro")}</p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <Suspense>
          <SignUpForm />
        </Suspense>
      </div>
    </main>
  );
}
