import type { Metadata } from "next";
import { Suspense } from "react";
import { SignUpForm } from "@/components/account/sign-up-form";

export const metadata: Metadata = { title: "Create an account" };

export default function SignUpPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Create your Rangebook account</h1>
      <p className="mt-2 text-slate-700">
        Your club or coach can then invite you; you can also log your own training straight away once they do.
      </p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <Suspense>
          <SignUpForm />
        </Suspense>
      </div>
    </main>
  );
}
