import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/account/password-reset";

export const metadata: Metadata = { title: "Forgot your password" };

export default function ForgotPasswordPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Forgot your password?</h1>
      <p className="mt-2 text-slate-700">We will e-mail you a link to choose a new one.</p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <ForgotPasswordForm />
      </div>
    </main>
  );
}
