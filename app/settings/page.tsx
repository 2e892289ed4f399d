import type { Metadata } from "next";
import { connection } from "next/server";
import { SettingsPage } from "@/components/account/settings-page";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Account settings" };

export default async function Settings() {
  await connection();
  const { OIDC_DISCOVERY_URL, OIDC_PROVIDER_NAME } = env();
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">Account settings</h1>
      <SettingsPage providerName={OIDC_DISCOVERY_URL ? OIDC_PROVIDER_NAME : null} />
    </main>
  );
}
