"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/client/auth-client";
import { keys } from "@/lib/client/query-keys";
import { useFormat } from "@/lib/client/reader-format";
import { useAuthMessage } from "../use-auth-message";
import { unwrap } from "./auth-result";
import { device, iso, WHEN } from "./describe";
import { Section } from "./section";

export function Sessions() {
  const t = useTranslations("account.sessions");
  const td = useTranslations("account.devices");
  const say = useAuthMessage();
  const format = useFormat();
  const client = useQueryClient();
  // Which of them is this browser's. Not better-auth's own `useSession` hook: on the server it loads
  // its own copy of React (better-auth is a server-external package), and the page's server render
  // failed once it drew this section for a signed-in person.
  const current = useQuery({
    queryKey: keys.me.currentSession(),
    queryFn: () => unwrap(authClient.getSession(), t("loadFailed"), say),
  });
  const [error, setError] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: keys.me.sessions(),
    queryFn: () => unwrap(authClient.listSessions(), t("loadFailed"), say),
  });
  const refresh = () => client.invalidateQueries({ queryKey: keys.me.sessions() });
  async function act(call: Promise<{ error: { message?: string } | null }>) {
    setError(null);
    const { error: failed } = await call;
    if (failed) setError(say(failed, t("failed")));
    await refresh();
  }
  const others = (sessions.data ?? []).filter((s) => s.token !== current.data?.session.token);
  return (
    <Section title={t("title")} id="settings-sessions">
      <ul className="divide-y divide-slate-200">
        {(sessions.data ?? []).map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="font-medium">{device(s.userAgent, td)}</span>
              {s.token === current.data?.session.token ? (
                <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">{t("thisDevice")}</span>
              ) : null}
              <span className="block break-words text-sm text-slate-600">
                {t("since", { when: format.dateTime(iso(s.createdAt), WHEN) })}
                {s.ipAddress ? ` · ${s.ipAddress}` : ""}
              </span>
            </span>
            {s.token === current.data?.session.token ? null : (
              <Button variant="secondary" onClick={() => void act(authClient.revokeSession({ token: s.token }))}>
                {t("signOut")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button variant="secondary" disabled={others.length === 0} onClick={() => void act(authClient.revokeOtherSessions())}>
        {t("signOutOthers")}
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </Section>
  );
}
