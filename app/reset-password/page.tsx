import type { Metadata } from "next";
import { Suspense } from "react";
import { ResetPasswordForm } from "@/components/account/password-reset";

export const metadata: Metadata = { title: "Choose a new password" };

export default function ResetPasswordPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Choose a new password</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <Suspense>
          <ResetPasswordForm />
        </Suspense>
      </div>
    </main>
  );
}
