"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { apiFetch } from "@/lib/client/api-fetch";
import { authClient } from "@/lib/client/auth-client";
import { unwrap } from "./auth-result";
import { Section } from "./section";

type DeletionSummary = { journalEntries: number; profileImages: number; athleteRecordsKeptBy: string[] };

export function YourData() {
  const session = useSession();
  const router = useRouter();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const summary = useQuery({ queryKey: ["deletion-summary"], queryFn: () => apiFetch<DeletionSummary>("/api/me/deletion"), enabled: open });
  const remove = useMutation({
    mutationFn: () => unwrap(authClient.deleteUser(password ? { password } : {}), "Your account could not be deleted."),
    onSuccess: () => {
      client.clear();
      router.replace("/sign-in?deleted=1");
    },
  });
  const email = session.data?.person?.email ?? "";
  return (
    <Section title="Your data" id="settings-data">
      <p className="text-sm text-slate-700">Everything Rangebook keeps about you and your journal, as one JSON file.</p>
      <a
        href="/api/me/export"
        download
        className="inline-flex rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
      >
        Download my data
      </a>
      <div className="border-t border-slate-200 pt-3">
        {!open ? (
          <Button variant="secondary" className="text-red-800" onClick={() => setOpen(true)}>
            Delete my account…
          </Button>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              remove.mutate();
            }}
            className="space-y-3"
          >
            <h3 className="font-semibold text-red-900">Delete your account</h3>
            {summary.data ? (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                <li>Your account, passkeys, sessions, API keys and comments are deleted.</li>
                <li>
                  Your journal is deleted: {summary.data.journalEntries} session{summary.data.journalEntries === 1 ? "" : "s"} with their
                  series and shots, your calendar, equipment and {summary.data.profileImages} image
                  {summary.data.profileImages === 1 ? "" : "s"}.
                </li>
                {summary.data.athleteRecordsKeptBy.length > 0 ? (
                  <li>
                    Your athlete record (name, date of birth, competition entries) stays with{" "}
                    {summary.data.athleteRecordsKeptBy.join(" and ")}, since match results belong to the match.
                  </li>
                ) : null}
                <li>This cannot be undone. Download your data first if you want to keep it.</li>
              </ul>
            ) : (
              <p className="text-sm text-slate-600">Working out what would be deleted…</p>
            )}
            <TextField
              label={`Type your e-mail address (${email}) to confirm`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
            />
            <TextField
              label="Password (if you have one)"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {remove.error ? <Alert>{remove.error.message}</Alert> : null}
            <div className="flex gap-2">
              <Button
                type="submit"
                className="bg-red-800 hover:bg-red-900"
                disabled={typed.trim().toLowerCase() !== email.toLowerCase() || remove.isPending}
              >
                Delete my account
              </Button>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Keep it
              </Button>
            </div>
          </form>
        )}
      </div>
    </Section>
  );
}
