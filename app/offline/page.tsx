import type { Metadata } from "next";
import Link from "next/link";
import { AskWhoIsSignedIn } from "@/components/session/ask-who-is-signed-in";

export const metadata: Metadata = { title: "No connection" };

/** Shown by the service worker for a page never opened on this device, when there is no connection. */
export default function Offline() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <AskWhoIsSignedIn />
      <h1 className="text-3xl font-semibold tracking-tight">No connection</h1>
      <p className="mt-4 text-slate-800">
        This page has not been opened on this device yet, so it cannot be shown without signal. The pages you opened before still open, and
        what you save is kept on this device until it can be sent.
      </p>
      <p className="mt-4">
        <Link href="/" className="font-medium text-sky-800 underline underline-offset-4">
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
