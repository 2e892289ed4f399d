"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient, authMessage } from "@/lib/client/auth-client";
import { usePasskeysSupported } from "@/lib/client/passkeys";
import { keys } from "@/lib/client/query-keys";
import { unwrap } from "./auth-result";
import { device, when } from "./describe";
import { Section } from "./section";

export function Passkeys() {
  const client = useQueryClient();
  const supported = usePasskeysSupported();
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: keys.me.passkeys(),
    queryFn: () => unwrap(authClient.passkey.listUserPasskeys(), "Your passkeys could not be loaded."),
  });
  const refresh = () => client.invalidateQueries({ queryKey: keys.me.passkeys() });
  async function add() {
    setError(null);
    const name = device(navigator.userAgent);
    const { error: failed } = await authClient.passkey.addPasskey({ name });
    if (failed) setError(authMessage(failed, "No passkey was added."));
    await refresh();
  }
  async function remove(id: string) {
    setError(null);
    const { error: failed } = await authClient.passkey.deletePasskey({ id });
    if (failed) setError(authMessage(failed, "The passkey could not be removed."));
    await refresh();
  }
  return (
    <Section title="Passkeys" id="settings-passkeys">
      <p className="text-sm text-slate-700">Sign in with your fingerprint, face or screen lock instead of a password.</p>
      {list.isPending ? <p className="text-sm text-slate-600">Loading…</p> : null}
      {list.data && list.data.length === 0 ? <p className="text-sm text-slate-600">No passkeys yet.</p> : null}
      <ul className="divide-y divide-slate-200">
        {(list.data ?? []).map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium">{p.name || "Passkey"}</span>
              <span className="block text-sm text-slate-600">Added {when(p.createdAt)}</span>
            </span>
            <Button variant="secondary" onClick={() => void remove(p.id)} aria-label={`Remove passkey ${p.name ?? ""}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {supported ? (
        <Button variant="secondary" onClick={() => void add()}>
          Add a passkey on this device
        </Button>
      ) : (
        <p className="text-sm text-slate-600">
          Passkeys need a secure connection: open Rangebook over HTTPS (or on this computer as localhost) to add one.
        </p>
      )}
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}
