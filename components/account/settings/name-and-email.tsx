"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/client/auth-client";
import { keys } from "@/lib/client/query-keys";
import { useAuthMessage } from "../use-auth-message";
import { unwrap } from "./auth-result";
import { Section } from "./section";

export function NameAndEmail() {
  const person = useSession().data?.person;
  // Keyed by the stored name, so the field starts again from it whenever it changes.
  return person ? <NameAndEmailForm key={person.name} person={person} /> : null;
}

function NameAndEmailForm({ person }: { person: { name: string; email: string } }) {
  const t = useTranslations("account.name");
  const say = useAuthMessage();
  const client = useQueryClient();
  const [name, setName] = useState(person.name);
  const [email, setEmail] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function saveName(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await unwrap(authClient.updateUser({ name: name.trim() }), t("saveFailed"), say);
      await client.invalidateQueries({ queryKey: keys.session() });
      setNotice(t("saved"));
    } catch (e) {
      setError((e as Error).message);
    }
  }
  async function changeEmail(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await unwrap(authClient.changeEmail({ newEmail: email.trim(), callbackURL: "/settings" }), t("changeFailed"), say);
      setNotice(t("changeSent", { email: person.email, newEmail: email.trim() }));
      setEmail("");
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <Section title={t("title")} id="settings-name">
      <form onSubmit={(e) => void saveName(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField label={t("label")} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} className="flex-1" />
        <Button type="submit" variant="secondary" disabled={!name.trim() || name.trim() === person.name}>
          {t("save")}
        </Button>
      </form>
      <p className="break-words text-sm text-slate-700">
        {t.rich("signedInAs", { email: person.email, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <form onSubmit={(e) => void changeEmail(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label={t("newEmail")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!email.includes("@")}>
          {t("change")}
        </Button>
      </form>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}
