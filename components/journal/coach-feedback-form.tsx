"use client";
// A coach's feedback on one session; the rest of the entry stays the athlete's. Guarded by the
// entry's ETag, so feedback never overwrites a change the coach has not seen.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiProblem, apiFetch } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";

export function CoachFeedbackForm({
  athleteId,
  entryId,
  current,
  etag,
}: {
  athleteId: string;
  entryId: string;
  current: string | null;
  etag: string | null;
}) {
  const t = useTranslations("entryDetail");
  const client = useQueryClient();
  const [text, setText] = useState(current ?? "");
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      apiFetch(`/api/athletes/${athleteId}/journal/${entryId}/coach-feedback`, {
        method: "PUT",
        json: { coachFeedback: text.trim() || null },
        headers: etag ? { "if-match": etag } : {},
      }),
    onSuccess: async () => {
      setSaved(true);
      await client.invalidateQueries({ queryKey: keys.journal.of(athleteId) });
    },
  });
  const stale = save.error instanceof ApiProblem && save.error.status === 412;
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        save.mutate();
      }}
    >
      <label htmlFor="coach-feedback" className="block text-sm font-medium text-slate-800">
        {t("yourFeedback")}
      </label>
      <textarea
        id="coach-feedback"
        value={text}
        onChange={(e) => (setText(e.target.value), setSaved(false))}
        rows={4}
        maxLength={10000}
        className="w-full rounded-md border border-slate-300 p-2"
      />
      {stale ? <Alert>{t("feedbackStale")}</Alert> : save.error ? <Alert>{save.error.message}</Alert> : null}
      {saved ? <Alert tone="info">{t("feedbackSaved")}</Alert> : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("saving") : t("saveFeedback")}
      </Button>
    </form>
  );
}
