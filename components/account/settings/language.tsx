"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { authClient } from "@/lib/client/auth-client";
import { keys } from "@/lib/client/query-keys";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { useAuthMessage } from "../use-auth-message";
import { unwrap } from "./auth-result";
import { Section } from "./section";

/** The language of pages and mail: the browser's, or one chosen here, each named in itself. */
export function Language({ names }: { names: Record<Locale, string> }) {
  const session = useSession().data;
  // Keyed by the stored choice, so the field starts again from it whenever it changes.
  return session?.person ? <LanguageForm key={session.language ?? ""} stored={session.language} names={names} /> : null;
}

function LanguageForm({ stored, names }: { stored: Locale | null; names: Record<Locale, string> }) {
  const t = useTranslations("account.language");
  const say = useAuthMessage();
  const router = useRouter();
  const client = useQueryClient();
  const [choice, setChoice] = useState(stored ?? "");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      // The answer sets the language cookie (lib/auth/people.ts); the refresh renders the page in it.
      await unwrap(authClient.updateUser({ language: choice === "" ? null : choice }), t("failed"), say);
      await client.invalidateQueries({ queryKey: keys.session() });
      router.refresh();
      setNotice(t("saved"));
    } catch (e) {
      setError((e as Error).message);
    }
  }
  const options = [{ value: "", label: t("browser") }, ...LOCALES.map((locale) => ({ value: locale, label: names[locale] }))];
  return (
    <Section title={t("title")} id="settings-language">
      <form onSubmit={(e) => void save(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField label={t("label")} options={options} value={choice} onChange={(e) => setChoice(e.target.value)} className="flex-1" />
        <Button type="submit" variant="secondary" disabled={choice === (stored ?? "")}>
          {t("save")}
        </Button>
      </form>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}
