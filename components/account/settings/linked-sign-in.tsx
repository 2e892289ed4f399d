"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient, authMessage } from "@/lib/client/auth-client";
import { keys } from "@/lib/client/query-keys";
import { unwrap } from "./auth-result";
import { Section } from "./section";

export function LinkedSignIn({ providerName }: { providerName: string | null }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const accounts = useQuery({
    queryKey: keys.me.linkedAccounts(),
    queryFn: () => unwrap(authClient.listAccounts(), "Your sign-in methods could not be loaded."),
  });
  const linked = (accounts.data ?? []).filter((a) => a.providerId !== "credential");
  async function unlink(accountId: string) {
    setError(null);
    const { error: failed } = await authClient.unlinkAccount({ accountId });
    if (failed) setError(authMessage(failed, "It could not be unlinked: keep at least one way to sign in."));
    await client.invalidateQueries({ queryKey: keys.me.linkedAccounts() });
  }
  if (!providerName && linked.length === 0) return null;
  return (
    <Section title="Signing in with your club or federation" id="settings-linked">
      {linked.map((a) => (
        <div key={a.id} className="flex items-center justify-between gap-3">
          <span>
            <span className="font-medium">{providerName ?? a.providerId}</span>
            <span className="block text-sm text-slate-600">Linked as {a.accountId}</span>
          </span>
          <Button variant="secondary" onClick={() => void unlink(a.accountId)}>
            Unlink
          </Button>
        </div>
      ))}
      {providerName && linked.length === 0 ? (
        <Button
          variant="secondary"
          onClick={() => void authClient.linkSocial({ provider: "oidc", callbackURL: "/settings", errorCallbackURL: "/settings" })}
        >
          Link {providerName}
        </Button>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}
