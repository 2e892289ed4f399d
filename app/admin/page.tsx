import type { Metadata } from "next";
import Link from "next/link";
import { AdminView } from "@/components/admin/admin-view";

export const metadata: Metadata = { title: "Organizations and courses of fire" };

export default function Page() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link href="/competitions" className="text-sm text-sky-800 underline underline-offset-4">
          Competitions
        </Link>
      </p>
      <h1 className="mt-2 mb-6 text-3xl font-semibold tracking-tight">Organizations and courses of fire</h1>
      <AdminView />
    </main>
  );
}
