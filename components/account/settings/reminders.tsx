"use client";
// The e-mail reminders a person switched on: a coach's weekly summary, and the evening note before
// a day with planned sessions. Each saves as it is ticked.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { announceSaved } from "@/components/ui/saved-notice";
import { apiFetch } from "@/lib/client/api-fetch";
import { Section } from "./section";

type Settings = { weeklySummaryEmails: boolean; planReminderEmails: boolean };
const KEY = ["me", "reminders"] as const;

export function Reminders() {
  const t = useTranslations("planning.reminders");
  const client = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => apiFetch<Settings>("/api/me/reminders") });
  const save = useMutation({
    mutationFn: (next: Settings) => apiFetch<Settings>("/api/me/reminders", { method: "PUT", json: next }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      announceSaved(t("saved"));
    },
  });
  const current = save.isPending ? save.variables : settings.data;
  return (
    <Section title={t("title")} id="settings-reminders">
      <p className="text-sm text-slate-700">{t("intro")}</p>
      {settings.isError ? <Alert>{t("notLoaded")}</Alert> : null}
      {current
        ? (["weeklySummaryEmails", "planReminderEmails"] as const).map((name) => (
            <label key={name} className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 h-4 w-4"
                checked={current[name]}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ ...current, [name]: e.target.checked })}
              />
              <span>
                <span className="font-medium">{t(`${name}.label`)}</span>
                <span className="block text-sm text-slate-600">{t(`${name}.hint`)}</span>
              </span>
            </label>
          ))
        : null}
      {save.isError ? <Alert>{save.error.message}</Alert> : null}
    </Section>
  );
}
