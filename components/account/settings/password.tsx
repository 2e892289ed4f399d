"use client";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/client/auth-client";
import { unwrap } from "./auth-result";
import { Section } from "./section";

export function Password() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (next.length < 10) return setError("Use at least 10 characters for the new password.");
    try {
      await unwrap(
        authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true }),
        "The password could not be changed.",
      );
      setCurrent("");
      setNext("");
      setNotice("Password changed. Every other session is signed out.");
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <Section title="Password" id="settings-password">
      <form onSubmit={(e) => void submit(e)} className="space-y-3">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          hint="No password yet (you sign in with a link, a passkey or your club)? Use “Forgot your password?” on the sign-in page to set one."
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          hint="At least 10 characters."
        />
        <Button type="submit" variant="secondary" disabled={!current || !next}>
          Change password
        </Button>
      </form>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}
