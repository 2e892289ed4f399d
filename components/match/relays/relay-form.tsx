"use client";
// Adding or editing one relay: its number, start time, firing points ("1-10, 12A") and whether its
// results are held back. What is typed stays on the device as a draft until it is saved.
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { StatusNote } from "@/components/ui/status-note";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem } from "@/lib/client/api-fetch";
import { dropDraft, readDraft, writeDraft } from "@/lib/client/drafts";
import { parseFiringPoints, type StartList, useSaveRelay } from "./api";

type Values = { number: string; startsAt: string; firingPoints: string; resultsHeld: boolean };
type Listed = StartList["relays"][number];

/** An ISO instant as a datetime-local value in the browser's zone. */
function localInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The points back as the text they were typed as: runs of whole numbers as ranges. */
function pointsText(points: string[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < points.length) {
    let j = i;
    while (j + 1 < points.length && /^\d+$/.test(points[j] ?? "") && Number(points[j + 1]) === Number(points[j]) + 1) j++;
    parts.push(j > i + 1 ? `${points[i]}-${points[j]}` : (points.slice(i, j + 1).join(", ") ?? ""));
    i = j + 1;
  }
  return parts.join(", ");
}

export function RelayForm({
  competitionId,
  relay,
  suggestion,
  onDone,
}: {
  competitionId: string;
  relay: Listed | null;
  suggestion: { number: number; firingPoints: string[] };
  onDone: (message: string | null) => void;
}) {
  const t = useTranslations("matchRelays");
  const save = useSaveRelay(competitionId);
  const headingId = useId();
  const draftKey = `rangebook.relay-draft.${competitionId}.${relay?.id ?? "new"}`;
  // The form opens on a click, never in the server's HTML, so the draft is read as it opens.
  const [values, setValues] = useState<Values>(
    () =>
      readDraft<Values>(draftKey)?.value ?? {
        number: String(relay?.number ?? suggestion.number),
        startsAt: localInput(relay?.startsAt ?? null),
        firingPoints: pointsText(relay ? relay.points.map((p) => p.firingPoint) : suggestion.firingPoints),
        resultsHeld: relay?.resultsHeld ?? false,
      },
  );
  const [errors, setErrors] = useState<{ number?: string; firingPoints?: string; startsAt?: string; form?: string }>({});
  const change = (patch: Partial<Values>) =>
    setValues((v) => {
      const next = { ...v, ...patch };
      writeDraft(draftKey, next);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const firingPoints = parseFiringPoints(values.firingPoints);
    const number = Number(values.number);
    const local: typeof errors = {};
    if (!Number.isInteger(number) || number < 1 || number > 999) local.number = t("fieldInvalid");
    if (firingPoints.length === 0 || firingPoints.length > 500 || firingPoints.some((p) => p.length > 12))
      local.firingPoints = t("invalidPoints");
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const startsAt = values.startsAt ? new Date(values.startsAt).toISOString() : null;
    save.mutate(
      { relayId: relay?.id ?? null, values: { number, startsAt, firingPoints, resultsHeld: values.resultsHeld } },
      {
        onSuccess: (saved) => {
          dropDraft(draftKey);
          onDone(t("saved", { number: saved.number }));
        },
        onError: (error) => {
          if (!(error instanceof ApiProblem)) return setErrors({ form: t("loadError") });
          if (error.status === 409) {
            return setErrors(/already has a relay/.test(error.detail) ? { number: t("numberTaken") } : { firingPoints: t("pointInUse") });
          }
          if (error.status === 412) return setErrors({ form: t("changedMeanwhile") });
          const fields = Object.keys(error.fields);
          if (fields.length > 0) {
            return setErrors({
              number: fields.some((f) => f.startsWith("/number")) ? t("fieldInvalid") : undefined,
              firingPoints: fields.some((f) => f.startsWith("/firingPoints")) ? t("invalidPoints") : undefined,
              startsAt: fields.some((f) => f.startsWith("/startsAt")) ? t("fieldInvalid") : undefined,
            });
          }
          setErrors({ form: error.detail });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-sky-200 bg-sky-50/50 p-4"
      onKeyDown={(e) => {
        if (e.key === "Escape") onDone(null);
      }}
    >
      <h3 id={headingId} className="font-semibold">
        {relay ? t("editRelay", { number: relay.number }) : t("newRelay")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("number")}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          required
          autoFocus
          value={values.number}
          error={errors.number}
          onChange={(e) => change({ number: e.target.value })}
        />
        <TextField
          label={t("startsAtLabel")}
          type="datetime-local"
          value={values.startsAt}
          error={errors.startsAt}
          onChange={(e) => change({ startsAt: e.target.value })}
        />
      </div>
      <TextField
        label={t("firingPointsLabel")}
        hint={t("firingPointsHint")}
        required
        value={values.firingPoints}
        error={errors.firingPoints}
        onChange={(e) => change({ firingPoints: e.target.value })}
      />
      <CheckboxField label={t("resultsHeld")} checked={values.resultsHeld} onChange={(e) => change({ resultsHeld: e.target.checked })} />
      {errors.form ? <StatusNote tone="error">{errors.form}</StatusNote> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            dropDraft(draftKey);
            onDone(null);
          }}
        >
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
