"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { type Resolver, useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { errorsInWords, problemInWords } from "@/lib/client/in-words";
import { scoreSeriesListInput } from "@/lib/schemas/journal";
import { useReplaceSeries } from "./api/entry";
import type { JournalEntry } from "./api/journal";
import { numberOrNull } from "@/lib/client/numbers";

type Input = z.input<typeof scoreSeriesListInput>;
type Output = z.output<typeof scoreSeriesListInput>;
const FIELDS = ["seriesNumber", "seriesName", "score", "maxScore", "innerTens", "shotCount"];
const WORDS = {
  seriesNumber: "the series number",
  score: "the score",
  maxScore: "the maximum",
  innerTens: "the inner tens",
  shotCount: "the shots",
};
const schemaResolver = zodResolver(scoreSeriesListInput);
/** The shared schema's checks, with its messages in the form's words. */
const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  errorsInWords(result.errors, WORDS);
  return result;
};

/** Edits the whole series list: add, remove and reorder rows; saved in one PUT with If-Match. */
export function SeriesEditor({
  athleteId,
  entry,
  etag,
  onDone,
}: {
  athleteId: string;
  entry: JournalEntry;
  etag: string | null;
  onDone: () => void;
}) {
  const t = useTranslations("entryDetail");
  const replace = useReplaceSeries(athleteId, entry.id);
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: {
      scoreSeries: entry.scoreSeries.map(({ id, seriesNumber, seriesName, score, maxScore, innerTens, shotCount, notes }) => ({
        id,
        seriesNumber,
        seriesName,
        score,
        maxScore,
        innerTens,
        shotCount,
        notes,
      })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: "scoreSeries" });
  const errors = form.formState.errors.scoreSeries;
  // A series made from its shots keeps its number and figures (its shots name the series), so while
  // there is one, series keep their numbers and only the typed ones are changed or removed.
  const plotted = new Set(entry.scoreSeries.filter((s) => s.fromShots).map((s) => s.id));
  const pinned = plotted.size > 0;
  const isPlotted = (i: number) => plotted.has(form.getValues(`scoreSeries.${i}.id`) ?? "");
  const numberOf = (i: number) => (pinned ? (form.getValues(`scoreSeries.${i}.seriesNumber`) ?? i + 1) : i + 1);
  /** Series are numbered by their place in the list, so reordering renumbers them. */
  const renumber = () => {
    if (!pinned) form.getValues("scoreSeries").forEach((_, i) => form.setValue(`scoreSeries.${i}.seriesNumber`, i + 1));
  };
  const last = () => form.getValues("scoreSeries").at(-1);
  const nextNumber = () => Math.max(0, ...form.getValues("scoreSeries").map((s) => s.seriesNumber ?? 0)) + 1;

  const submit = form.handleSubmit(async (values) => {
    try {
      await replace.mutateAsync({ etag, values });
      onDone();
    } catch (error) {
      showProblem(
        problemInWords(error, WORDS),
        form.setError,
        form.getValues("scoreSeries").flatMap((_, i) => FIELDS.map((f) => `scoreSeries.${i}.${f}`)),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {rows.fields.map((row, i) => (
        <fieldset key={row.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <legend className="px-1 font-medium">
            {t("seriesN", { number: numberOf(i) })}
            {isPlotted(i) ? <span className="ml-2 text-sm font-normal text-slate-600">{t("fromItsShots")}</span> : null}
          </legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            <TextField label={t("name")} error={errors?.[i]?.seriesName?.message} {...form.register(`scoreSeries.${i}.seriesName`)} />
            <TextField
              label={t("score")}
              inputMode="decimal"
              error={errors?.[i]?.score?.message}
              readOnly={isPlotted(i)}
              {...form.register(`scoreSeries.${i}.score`, { setValueAs: numberOrNull })}
            />
            <TextField
              label={t("maximum")}
              inputMode="decimal"
              error={errors?.[i]?.maxScore?.message}
              readOnly={isPlotted(i)}
              {...form.register(`scoreSeries.${i}.maxScore`, { setValueAs: numberOrNull })}
            />
            <TextField
              label={t("innerTens")}
              inputMode="numeric"
              error={errors?.[i]?.innerTens?.message}
              readOnly={isPlotted(i)}
              {...form.register(`scoreSeries.${i}.innerTens`, { setValueAs: numberOrNull })}
            />
            <TextField
              label={t("shots")}
              inputMode="numeric"
              error={errors?.[i]?.shotCount?.message}
              readOnly={isPlotted(i)}
              {...form.register(`scoreSeries.${i}.shotCount`, { setValueAs: numberOrNull })}
            />
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={i === 0 || pinned}
              onClick={() => {
                rows.move(i, i - 1);
                renumber();
              }}
              aria-label={t("moveUpLabel", { number: numberOf(i) })}
            >
              {t("moveUp")}
            </Button>
            <Button
              variant="secondary"
              disabled={i === rows.fields.length - 1 || pinned}
              onClick={() => {
                rows.move(i, i + 1);
                renumber();
              }}
              aria-label={t("moveDownLabel", { number: numberOf(i) })}
            >
              {t("moveDown")}
            </Button>
            <Button
              variant="secondary"
              disabled={isPlotted(i)}
              onClick={() => {
                rows.remove(i);
                renumber();
              }}
              aria-label={t("removeLabel", { number: numberOf(i) })}
            >
              {t("remove")}
            </Button>
          </div>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          rows.append({
            seriesNumber: nextNumber(),
            seriesName: t("seriesN", { number: nextNumber() }),
            score: 0,
            maxScore: last()?.maxScore ?? null,
            shotCount: last()?.shotCount ?? null,
            innerTens: null,
            notes: null,
          })
        }
      >
        {t("addSeries")}
      </Button>
      {form.formState.errors.root?.message ? <Alert>{form.formState.errors.root.message}</Alert> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("saving") : t("saveSeries")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
