"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { type PersonalKey, useCreateKey, usePersonalKeys, useRevokeKey } from "../api/personal-keys";
import { useFormat } from "@/lib/client/reader-format";
import { iso, WHEN } from "./describe";
import { Section } from "./section";

export function ApiKeys() {
  const t = useTranslations("account.keys");
  const format = useFormat();
  const list = usePersonalKeys();
  const create = useCreateKey();
  const revoke = useRevokeKey();
  const [name, setName] = useState("");
  const [made, setMade] = useState<PersonalKey | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setMade(await create.mutateAsync(name.trim()));
    setName("");
  }
  const live = (list.data ?? []).filter((k) => !k.revokedUtc);
  return (
    <Section title={t("title")} id="settings-keys">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label={t("label")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t("placeholder")}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!name.trim() || create.isPending}>
          {t("create")}
        </Button>
      </form>
      {create.error ? <Alert>{create.error.message}</Alert> : null}
      {made?.key ? (
        <Alert tone="info">
          <span className="block font-medium">{t("copyNow")}</span>
          <code className="mt-1 block break-all font-mono text-sm" data-testid="new-key">
            {made.key}
          </code>
          <Button variant="secondary" className="mt-2" onClick={() => void navigator.clipboard?.writeText(made.key ?? "")}>
            {t("copy")}
          </Button>
        </Alert>
      ) : null}
      {live.length === 0 && !list.isPending ? <p className="text-sm text-slate-600">{t("none")}</p> : null}
      <ul className="divide-y divide-slate-200">
        {live.map((k) => (
          <li key={k.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="break-words font-medium">{k.name}</span>
              <span className="block font-mono text-sm text-slate-600">
                rbk_{k.prefix}_… · {t("made", { when: format.dateTime(iso(k.createdUtc), WHEN) })}
              </span>
            </span>
            <Button variant="secondary" onClick={() => revoke.mutate(k.id)} aria-label={t("revokeLabel", { name: k.name })}>
              {t("revoke")}
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
