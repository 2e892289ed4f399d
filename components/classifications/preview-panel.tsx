"use client";
// The live preview: which competition entries the rules as they stand in the form would qualify,
// and for each one that does not, the rules it fails.
import { useEffect, useState } from "react";
import type { Codes } from "@/components/codes/get-codes";
import { Alert } from "@/components/ui/alert";
import { classificationInput } from "@/lib/schemas/classifications";
import { type Preview, usePreview } from "./api/classifications";
import { shadowSentence } from "./shadow-note";

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A fact as a person reads it: a code by its label, a number in their culture's format. */
export function factLabel(fact: string | number | null, field: Codes["ruleField"][number] | undefined, codes: Codes): string {
  if (fact === null) return "unknown";
  if (field?.codes) return codes[field.codes].find((c) => c.code === fact)?.label ?? String(fact);
  return typeof fact === "number" ? fact.toLocaleString(undefined, { maximumFractionDigits: 1 }) : fact;
}

type RuleValues = { ruleType: number; value: string; secondaryValue: string | null };

/** How each operator reads when a fact misses it, and when it meets it: "is not under 21", "is under 21". */
const PHRASES: Record<number, [miss: string, meet: string]> = {
  0: ["is not {v}", "is {v}"],
  1: ["is {v}", "is not {v}"],
  2: ["is not over {v}", "is over {v}"],
  3: ["is under {v}", "is {v} or over"],
  4: ["is not under {v}", "is under {v}"],
  5: ["is over {v}", "is {v} or under"],
  6: ["is not between {v} and {w}", "is between {v} and {w}"],
  7: ["is not one of {v}", "is one of {v}"],
  8: ["is one of {v}", "is not one of {v}"],
  9: ["does not contain {v}", "contains {v}"],
  10: ["does not start with {v}", "starts with {v}"],
};

/**
 * Why an entry does not qualify, rule by rule, with the threshold: "Rule 1: Age at competition
 * start 31 is not under 21"; an exclude rule that matches: "… is one of Sweden, which keeps it out".
 */
function failures(result: Preview["results"][number], rules: RuleValues[], codes: Codes): string {
  return result.rules
    .filter((r) => !r.passed)
    .map((r) => {
      const field = codes.ruleField.find((f) => f.name === r.fieldName);
      const name = field?.label ?? r.fieldName;
      const rule = rules[r.index];
      const shown = (text: string | null | undefined) =>
        (text ?? "")
          .split(",")
          .map((part) => (field?.codes ? factLabel(Number(part.trim()), field, codes) : part.trim()))
          .join(", ");
      const excluded = rule?.ruleType === 1;
      const phrase = (PHRASES[r.operator] ?? ["does not match", "matches"])[excluded ? 1 : 0]
        .replace("{v}", shown(rule?.value))
        .replace("{w}", shown(rule?.secondaryValue));
      if (r.factHidden)
        return `Rule ${r.index + 1}: ${name} (hidden: it comes from the athlete's private journal) ${phrase}${excluded ? ", which keeps it out" : ""}`;
      if (r.fact === null && r.fieldName === "averageScorePercent")
        return `Rule ${r.index + 1}: no training average: it is read only for the host club's own athletes, from their sessions of the year before`;
      if (r.fact === null) return `Rule ${r.index + 1}: ${name} is unknown`;
      return `Rule ${r.index + 1}: ${name} ${factLabel(r.fact, field, codes)} ${phrase}${excluded ? ", which keeps it out" : ""}`;
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

const athletes = (n: number) => (n === 1 ? "1 athlete" : `${n.toLocaleString()} athletes`);

/** Who moves, in words: ["3 athletes leave Junior", "1 athlete joins Women"]. */
export function changeParts(changes: Preview["changes"]): string[] {
  return changes.flatMap((c) => [
    ...(c.leaving.length > 0 ? [`${athletes(c.leaving.length)} ${c.leaving.length === 1 ? "leaves" : "leave"} ${c.name}`] : []),
    ...(c.joining.length > 0 ? [`${athletes(c.joining.length)} ${c.joining.length === 1 ? "joins" : "join"} ${c.name}`] : []),
  ]);
}

/** What a save would change: "Saving: 3 athletes leave Junior, 1 athlete joins Women." */
export function changeSentence(changes: Preview["changes"], lead = "Saving"): string {
  const parts = changeParts(changes);
  return parts.length === 0 ? `${lead} moves no one.` : `${lead}: ${parts.join(", ")}.`;
}

/** The names behind the sentence: "Leaving Junior: Cleo Place". */
export function ChangesList({ changes }: { changes: Preview["changes"] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-slate-700">
      {changes.flatMap((c) => [
        ...(c.leaving.length > 0
          ? [
              <li key={`${c.classificationId}-out`}>
                Leaving {c.name}: {c.leaving.map((p) => p.athleteName).join(", ")}
              </li>,
            ]
          : []),
        ...(c.joining.length > 0
          ? [
              <li key={`${c.classificationId}-in`}>
                Joining {c.name}: {c.joining.map((p) => p.athleteName).join(", ")}
              </li>,
            ]
          : []),
      ])}
    </ul>
  );
}

/** Beside the Save button: what the save will change, with the names, before it is made; and, when an earlier classification of the type takes the athletes this one matches, which and why. */
export function SaveEffect({ state, typeLabel }: { state: PreviewState; typeLabel: string }) {
  const { parsed, preview } = state;
  if (!parsed.success) return null;
  if (!preview.data) return <p className="text-sm text-slate-600">Working out what saving changes…</p>;
  const { changes, shadowedBy, assigned, qualifying } = preview.data;
  const shadow =
    parsed.data.isActive && parsed.data.isAutoAssigned ? shadowSentence(shadowedBy, assigned, qualifying, typeLabel, true) : null;
  return (
    <div role="status" aria-live="polite" className={`rounded-md bg-slate-50 p-3 text-sm ${preview.isFetching ? "opacity-60" : ""}`}>
      <p className="font-medium text-slate-900">{changeSentence(changes)}</p>
      <ChangesList changes={changes} />
      {shadow ? <p className="mt-2 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-950">{shadow}</p> : null}
    </div>
  );
}

export function PreviewPanel({ state, codes }: { state: PreviewState; codes: Codes }) {
  const { parsed, preview } = state;

  return (
    <section aria-labelledby="preview-heading" aria-busy={preview.isFetching} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="preview-heading" className="text-lg font-semibold">
        Preview
      </h3>
      {!parsed.success ? (
        <p className="mt-2 text-sm text-slate-600">Complete the highlighted fields to see which entries would qualify.</p>
      ) : null}
      {parsed.success && preview.isPending ? <p className="mt-2 text-sm text-slate-600">Working out who qualifies…</p> : null}
      {preview.isError ? (
        <div className="mt-2">
          <Alert>{preview.error.message}</Alert>
        </div>
      ) : null}
      {preview.data ? (
        <div className={parsed.success ? "" : "opacity-60"}>
          <p className="mt-2 font-medium" role="status">
            {preview.data.entries === 0
              ? "This competition has no entries yet."
              : `${preview.data.qualifying.toLocaleString()} of ${preview.data.entries.toLocaleString()} entries would qualify.`}
          </p>
          <p className="mt-1 text-sm text-slate-600">{preview.data.note}</p>
          {preview.data.results.length > 0 ? (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Entries and whether they qualify</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-1 pr-3">
                      Athlete
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      Qualifies
                    </th>
                    <th scope="col" className="py-1">
                      Why not
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.data.results.map((result) => (
                    <tr key={result.entryId} className="border-b border-slate-100 align-top">
                      <td className="py-1 pr-3">{result.athleteName}</td>
                      <td className={`py-1 pr-3 font-medium ${result.qualifies ? "text-emerald-800" : "text-slate-700"}`}>
                        {result.qualifies ? "Yes" : "No"}
                      </td>
                      <td className="py-1 text-slate-700">
                        {result.qualifies ? "" : failures(result, parsed.success ? parsed.data.rules : [], codes)}
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
