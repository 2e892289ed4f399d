"use client";
// The live preview: which competition entries the rules as they stand in the form would qualify,
// and for each one that does not, the rules it fails.
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { Codes } from "@/components/codes/get-codes";
import { Alert } from "@/components/ui/alert";
import { formatNumber } from "@/lib/i18n/intl-cache";
import { classificationInput } from "@/lib/schemas/classifications";
import { type Preview, usePreview } from "./api/classifications";
import { shadowSentence } from "./shadow-note";
import { type Translate, typeInSentence } from "./words";

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A fact as a person reads it: a code by its label, a number in their culture's format. */
export function factLabel(
  fact: string | number | null,
  field: Codes["ruleField"][number] | undefined,
  codes: Codes,
  t: Translate,
  locale?: string,
): string {
  if (fact === null) return t("preview.unknown");
  if (field?.codes) return codes[field.codes].find((c) => c.code === fact)?.label ?? String(fact);
  return typeof fact === "number" ? formatNumber(fact, locale, { maximumFractionDigits: 1 }) : fact;
}

type RuleValues = { ruleType: number; value: string; secondaryValue: string | null };

/**
 * How each operator reads when a fact misses it, and when it meets it ("is not under 21", "is under
 * 21"): the messages preview.miss.<operator> and preview.meet.<operator>.
 */
function phrase(t: Translate, operator: number, meets: boolean, v: string, w: string): string {
  if (!Number.isInteger(operator) || operator < 0 || operator > 10) return t(meets ? "preview.matches" : "preview.doesNotMatch");
  return t(`preview.${meets ? "meet" : "miss"}.${operator}`, { v, w });
}

/**
 * Why an entry does not qualify, rule by rule, with the threshold: "Rule 1: Age at competition
 * start 31 is not under 21"; an exclude rule that matches: "… is one of Sweden, which keeps it out".
 */
function failures(result: Preview["results"][number], rules: RuleValues[], codes: Codes, t: Translate, locale: string): string {
  return result.rules
    .filter((r) => !r.passed)
    .map((r) => {
      const field = codes.ruleField.find((f) => f.name === r.fieldName);
      const name = field?.label ?? r.fieldName;
      const rule = rules[r.index];
      const shown = (text: string | null | undefined) =>
        (text ?? "")
          .split(",")
          .map((part) => (field?.codes ? factLabel(Number(part.trim()), field, codes, t, locale) : part.trim()))
          .join(", ");
      const excluded = rule?.ruleType === 1;
      const says = phrase(t, r.operator, excluded, shown(rule?.value), shown(rule?.secondaryValue));
      const number = r.index + 1;
      const out = excluded ? "yes" : "no";
      if (r.factHidden) return t("preview.hiddenFact", { number, name, phrase: says, out });
      if (r.fact === null && r.fieldName === "averageScorePercent") return t("preview.noAverage", { number });
      if (r.fact === null) return t("preview.unknownFact", { number, name });
      return t("preview.fact", { number, name, fact: factLabel(r.fact, field, codes, t, locale), phrase: says, out });
    })
    .join("; ");
}

/** The preview of the form's values as they settle, compared with the saved classification being edited (if any). */
export function useClassificationPreview(competitionId: string, values: unknown, classificationId: string | null) {
  const settled = useDebounced(JSON.stringify(values), 400);
  const parsed = classificationInput.safeParse(JSON.parse(settled));
  const preview = usePreview(competitionId, parsed.success ? parsed.data : null, classificationId);
  return { parsed, preview };
}

type PreviewState = ReturnType<typeof useClassificationPreview>;

/** Who moves, in words: ["3 athletes leave Junior", "1 athlete joins Women"]. */
export function changeParts(changes: Preview["changes"], t: Translate): string[] {
  return changes.flatMap((c) => [
    ...(c.leaving.length > 0 ? [t("preview.leave", { count: c.leaving.length, name: c.name })] : []),
    ...(c.joining.length > 0 ? [t("preview.join", { count: c.joining.length, name: c.name })] : []),
  ]);
}

/** What a save (or, `order`, a new order) would change: "Saving: 3 athletes leave Junior, 1 athlete joins Women." */
export function changeSentence(changes: Preview["changes"], t: Translate, order = false): string {
  const parts = changeParts(changes, t);
  const lead = order ? "order" : "saving";
  return parts.length === 0 ? t(`preview.${lead}MovesNoOne`) : t(`preview.${lead}Moves`, { parts: parts.join(", ") });
}

/** The names behind the sentence: "Leaving Junior: Cleo Place". */
export function ChangesList({ changes }: { changes: Preview["changes"] }) {
  const t = useTranslations("classifications");
  if (changes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-slate-700">
      {changes.flatMap((c) => [
        ...(c.leaving.length > 0
          ? [
              <li key={`${c.classificationId}-out`}>
                {t("preview.leaving", { name: c.name, names: c.leaving.map((p) => p.athleteName).join(", ") })}
              </li>,
            ]
          : []),
        ...(c.joining.length > 0
          ? [
              <li key={`${c.classificationId}-in`}>
                {t("preview.joining", { name: c.name, names: c.joining.map((p) => p.athleteName).join(", ") })}
              </li>,
            ]
          : []),
      ])}
    </ul>
  );
}

/** Beside the Save button: what the save will change, with the names, before it is made; and, when an earlier classification of the type takes the athletes this one matches, which and why. */
export function SaveEffect({ state, typeLabel }: { state: PreviewState; typeLabel: string }) {
  const t = useTranslations("classifications");
  const locale = useLocale();
  const { parsed, preview } = state;
  if (!parsed.success) return null;
  if (!preview.data) return <p className="text-sm text-slate-600">{t("preview.workingOutSave")}</p>;
  const { changes, shadowedBy, assigned, qualifying } = preview.data;
  const shadow =
    parsed.data.isActive && parsed.data.isAutoAssigned
      ? shadowSentence(shadowedBy, assigned, qualifying, typeLabel, true, t, typeInSentence(typeLabel, locale))
      : null;
  return (
    <div role="status" aria-live="polite" className={`rounded-md bg-slate-50 p-3 text-sm ${preview.isFetching ? "opacity-60" : ""}`}>
      <p className="font-medium text-slate-900">{changeSentence(changes, t)}</p>
      <ChangesList changes={changes} />
      {shadow ? <p className="mt-2 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-950">{shadow}</p> : null}
    </div>
  );
}

export function PreviewPanel({ state, codes }: { state: PreviewState; codes: Codes }) {
  const t = useTranslations("classifications");
  const locale = useLocale();
  const { parsed, preview } = state;

  return (
    <section aria-labelledby="preview-heading" aria-busy={preview.isFetching} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="preview-heading" className="text-lg font-semibold">
        {t("preview.heading")}
      </h3>
      {!parsed.success ? <p className="mt-2 text-sm text-slate-600">{t("preview.complete")}</p> : null}
      {parsed.success && preview.isPending ? <p className="mt-2 text-sm text-slate-600">{t("preview.workingOut")}</p> : null}
      {preview.isError ? (
        <div className="mt-2">
          <Alert>{preview.error.message}</Alert>
        </div>
      ) : null}
      {preview.data ? (
        <div className={parsed.success ? "" : "opacity-60"}>
          <p className="mt-2 font-medium" role="status">
            {preview.data.entries === 0
              ? t("preview.noEntries")
              : t("preview.qualify", { qualifying: preview.data.qualifying, entries: preview.data.entries })}
          </p>
          <p className="mt-1 text-sm text-slate-600">{preview.data.note}</p>
          {preview.data.results.length > 0 ? (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("preview.caption")}</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-1 pr-3">
                      {t("preview.athlete")}
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      {t("preview.qualifies")}
                    </th>
                    <th scope="col" className="py-1">
                      {t("preview.whyNot")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.data.results.map((result) => (
                    <tr key={result.entryId} className="border-b border-slate-100 align-top">
                      <td className="py-1 pr-3">{result.athleteName}</td>
                      <td className={`py-1 pr-3 font-medium ${result.qualifies ? "text-emerald-800" : "text-slate-700"}`}>
                        {result.qualifies ? t("preview.yes") : t("preview.no")}
                      </td>
                      <td className="py-1 text-slate-700">
                        {result.qualifies ? "" : failures(result, parsed.success ? parsed.data.rules : [], codes, t, locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
