import type { Metadata } from "next";
import { OutboxPage } from "@/components/outbox/outbox-page";

export const metadata: Metadata = { title: "Waiting to send" };

export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">Waiting to send</h1>
      <OutboxPage />
    </main>
  );
}
