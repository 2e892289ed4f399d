"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/client/auth-client";
import { useAuthMessage } from "../use-auth-message";
import { unwrap } from "./auth-result";
import { Section } from "./section";

export function Password() {
  const t = useTranslations("account.password");
  const say = useAuthMessage();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (next.length < 10) return setError(t("tooShort"));
    try {
      await unwrap(authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true }), t("failed"), say);
      setCurrent("");
      setNext("");
      setNotice(t("changed"));
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <Section title={t("title")} id="settings-password">
      <form onSubmit={(e) => void submit(e)} className="space-y-3">
        <TextField
          label={t("current")}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          hint={t("currentHint")}
        />
        <TextField
          label={t("new")}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          hint={t("newHint")}
        />
        <Button type="submit" variant="secondary" disabled={!current || !next}>
          {t("change")}
        </Button>
      </form>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}
