"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient, authMessage } from "@/lib/client/auth-client";
import { keys } from "@/lib/client/query-keys";
import { unwrap } from "./auth-result";
import { device, when } from "./describe";
import { Section } from "./section";

export function Sessions() {
  const client = useQueryClient();
  const current = authClient.useSession();
  const [error, setError] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: keys.me.sessions(),
    queryFn: () => unwrap(authClient.listSessions(), "Your sessions could not be loaded."),
  });
  const refresh = () => client.invalidateQueries({ queryKey: keys.me.sessions() });
  async function act(call: Promise<{ error: { message?: string } | null }>) {
    setError(null);
    const { error: failed } = await call;
    if (failed) setError(authMessage(failed, "That did not work; try again."));
    await refresh();
  }
  const others = (sessions.data ?? []).filter((s) => s.token !== current.data?.session.token);
  return (
    <Section title="Where you are signed in" id="settings-sessions">
      <ul className="divide-y divide-slate-200">
        {(sessions.data ?? []).map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium">{device(s.userAgent)}</span>
              {s.token === current.data?.session.token ? (
                <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">This device</span>
              ) : null}
              <span className="block text-sm text-slate-600">
                Since {when(s.createdAt)}
                {s.ipAddress ? ` · ${s.ipAddress}` : ""}
              </span>
            </span>
            {s.token === current.data?.session.token ? null : (
              <Button variant="secondary" onClick={() => void act(authClient.revokeSession({ token: s.token }))}>
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button variant="secondary" disabled={others.length === 0} onClick={() => void act(authClient.revokeOtherSessions())}>
        Sign out everywhere else
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}
