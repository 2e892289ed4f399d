"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { apiFetch } from "@/lib/client/api-fetch";
import { authClient } from "@/lib/client/auth-client";
import { useAuthMessage } from "../use-auth-message";
import { unwrap } from "./auth-result";
import { Section } from "./section";

type DeletionSummary = { journalEntries: number; profileImages: number; athleteRecordsKeptBy: string[] };

export function YourData() {
  const t = useTranslations("account.data");
  const say = useAuthMessage();
  const locale = useLocale();
  const session = useSession();
  const router = useRouter();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const summary = useQuery({ queryKey: ["deletion-summary"], queryFn: () => apiFetch<DeletionSummary>("/api/me/deletion"), enabled: open });
  const remove = useMutation({
    mutationFn: () => unwrap(authClient.deleteUser(password ? { password } : {}), t("failed"), say),
    onSuccess: () => {
      client.clear();
      router.replace("/sign-in?deleted=1");
    },
  });
  const email = session.data?.person?.email ?? "";
  return (
    <Section title={t("title")} id="settings-data">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      <a
        href="/api/me/export"
        download
        className="inline-flex rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
      >
        {t("download")}
      </a>
      <div className="border-t border-slate-200 pt-3">
        {!open ? (
          <Button variant="secondary" className="text-red-800" onClick={() => setOpen(true)}>
            {t("open")}
          </Button>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              remove.mutate();
            }}
            className="space-y-3"
          >
            <h3 className="font-semibold text-red-900">{t("heading")}</h3>
            {summary.data ? (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                <li>{t("account")}</li>
                <li>{t("journal", { sessions: summary.data.journalEntries, images: summary.data.profileImages })}</li>
                {summary.data.athleteRecordsKeptBy.length > 0 ? (
                  <li>
                    {t("keptBy", {
                      keepers: new Intl.ListFormat(locale, { type: "conjunction" }).format(summary.data.athleteRecordsKeptBy),
                    })}
                  </li>
                ) : null}
                <li>{t("final")}</li>
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t("working")}</p>
            )}
            <TextField label={t("confirm", { email })} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
            <TextField
              label={t("password")}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {remove.error ? <Alert>{remove.error.message}</Alert> : null}
            <div className="flex gap-2">
              <Button
                type="submit"
                className="bg-red-800 hover:bg-red-900"
                disabled={typed.trim().toLowerCase() !== email.toLowerCase() || remove.isPending}
              >
                {t("delete")}
              </Button>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t("keep")}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Section>
  );
}
