"use client";
// The live preview: which competition entries the rules as they stand in the form would qualify,
// and for each one that does not, the rules it fails.
import { useEffect, useState } from "react";
import type { Codes } from "@/components/codes/get-codes";
import { Alert } from "@/components/ui/alert";
import { classificationInput } from "@/lib/schemas/classifications";
import { type Preview, usePreview } from "./api/classifications";

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A fact as a person reads it: a code by its label, a number in their culture's format. */
function factLabel(fact: string | number | null, field: Codes["ruleField"][number] | undefined, codes: Codes): string {
  if (fact === null) return "unknown";
  if (field?.codes) return codes[field.codes].find((c) => c.code === fact)?.label ?? String(fact);
  return typeof fact === "number" ? fact.toLocaleString(undefined, { maximumFractionDigits: 1 }) : fact;
}

function failures(result: Preview["results"][number], codes: Codes): string {
  const failed = result.rules.filter((r) => !r.passed);
  return failed
    .map((r) => {
      const field = codes.ruleField.find((f) => f.name === r.fieldName);
      const operator =
        codes.operator
          .find((o) => o.code === r.operator)
          ?.label.replace(/ \(comma list\)$/, "")
          .toLowerCase() ?? "";
      if (r.factHidden)
        return `Rule ${r.index + 1}: ${field?.label ?? r.fieldName} ${r.matched ? "matches" : "does not match"} ${operator} (the value is hidden: it comes from the athlete's private journal)`;
      const fact = factLabel(r.fact, field, codes);
      return `Rule ${r.index + 1}: ${field?.label ?? r.fieldName} is ${fact}${r.fact === null ? "" : `, ${r.matched ? "matches" : "does not match"} ${operator}`}`;
    })
    .join("; ");
}

export function PreviewPanel({ competitionId, values, codes }: { competitionId: string; values: unknown; codes: Codes }) {
  const settled = useDebounced(JSON.stringify(values), 400);
  const parsed = classificationInput.safeParse(JSON.parse(settled));
  const preview = usePreview(competitionId, parsed.success ? parsed.data : null);

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
                      <td className="py-1 text-slate-700">{result.qualifies ? "" : failures(result, codes)}</td>
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
