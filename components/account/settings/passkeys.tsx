"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/client/auth-client";
import { usePasskeysSupported } from "@/lib/client/passkeys";
import { keys } from "@/lib/client/query-keys";
import { useFormat } from "@/lib/client/reader-format";
import { useAuthMessage } from "../use-auth-message";
import { unwrap } from "./auth-result";
import { device, iso, WHEN } from "./describe";
import { Section } from "./section";

export function Passkeys() {
  const t = useTranslations("account.passkeys");
  const td = useTranslations("account.devices");
  const say = useAuthMessage();
  const format = useFormat();
  const client = useQueryClient();
  const supported = usePasskeysSupported();
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: keys.me.passkeys(),
    queryFn: () => unwrap(authClient.passkey.listUserPasskeys(), t("loadFailed"), say),
  });
  const refresh = () => client.invalidateQueries({ queryKey: keys.me.passkeys() });
  async function add() {
    setError(null);
    const name = device(navigator.userAgent, td);
    const { error: failed } = await authClient.passkey.addPasskey({ name });
    if (failed) setError(say(failed, t("addFailed")));
    await refresh();
  }
  async function remove(id: string) {
    setError(null);
    const { error: failed } = await authClient.passkey.deletePasskey({ id });
    if (failed) setError(say(failed, t("removeFailed")));
    await refresh();
  }
  return (
    <Section title={t("title")} id="settings-passkeys">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      {list.isPending ? <p className="text-sm text-slate-600">{t("loading")}</p> : null}
      {list.data && list.data.length === 0 ? <p className="text-sm text-slate-600">{t("none")}</p> : null}
      <ul className="divide-y divide-slate-200">
        {(list.data ?? []).map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="font-medium">{p.name || t("unnamed")}</span>
              <span className="block text-sm text-slate-600">{t("added", { when: format.dateTime(iso(p.createdAt), WHEN) })}</span>
            </span>
            <Button variant="secondary" onClick={() => void remove(p.id)} aria-label={t("removeLabel", { name: p.name ?? "" })}>
              {t("remove")}
            </Button>
          </li>
        ))}
      </ul>
      {supported ? (
        <Button variant="secondary" onClick={() => void add()}>
          {t("add")}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{t("needsHttps")}</p>
      )}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}
