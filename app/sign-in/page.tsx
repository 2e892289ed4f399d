import type { Metadata } from "next";
import { SignInForm } from "@/components/session/sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default function SignInPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Sign in to Rangebook</h1>
      <p className="mt-2 text-slate-700">Paste the API key you were given. It stays in this browser as a signed, HttpOnly cookie.</p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <SignInForm />
      </div>
    </main>
  );
}
