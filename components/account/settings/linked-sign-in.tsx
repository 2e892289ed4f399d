"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/client/auth-client";
import { keys } from "@/lib/client/query-keys";
import { useAuthMessage } from "../use-auth-message";
import { unwrap } from "./auth-result";
import { Section } from "./section";

export function LinkedSignIn({ providerName }: { providerName: string | null }) {
  const t = useTranslations("account.linked");
  const say = useAuthMessage();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const accounts = useQuery({
    queryKey: keys.me.linkedAccounts(),
    queryFn: () => unwrap(authClient.listAccounts(), t("loadFailed"), say),
  });
  const linked = (accounts.data ?? []).filter((a) => a.providerId !== "credential");
  async function unlink(accountId: string) {
    setError(null);
    const { error: failed } = await authClient.unlinkAccount({ accountId });
    if (failed) setError(say(failed, t("unlinkFailed")));
    await client.invalidateQueries({ queryKey: keys.me.linkedAccounts() });
  }
  if (!providerName && linked.length === 0) return null;
  return (
    <Section title={t("title")} id="settings-linked">
      {linked.map((a) => (
        <div key={a.id} className="flex items-center justify-between gap-3">
          <span className="min-w-0">
            <span className="font-medium">{providerName ?? a.providerId}</span>
            <span className="block break-all text-sm text-slate-600">{t("linkedAs", { account: a.accountId })}</span>
          </span>
          <Button variant="secondary" onClick={() => void unlink(a.accountId)}>
            {t("unlink")}
          </Button>
        </div>
      ))}
      {providerName && linked.length === 0 ? (
        <Button
          variant="secondary"
          onClick={() => void authClient.linkSocial({ provider: "oidc", callbackURL: "/settings", errorCallbackURL: "/settings" })}
        >
          {t("link", { name: providerName })}
        </Button>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}
