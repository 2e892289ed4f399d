"use client";
// After a save that someone else's change beat (412): their saved version beside what this person
// typed, field by field, to take theirs where it is better and keep the rest.
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a ?? "") === String(b ?? "");

export function ConflictPanel({
  theirs,
  mine,
  labels,
  describe,
  onTake,
  onKeepMine,
}: {
  /** The saved version, as the form would start from it. */
  theirs: Record<string, unknown>;
  mine: Record<string, unknown>;
  labels: Record<string, string>;
  /** A value as a person reads it: a date, a course's name, "empty". */
  describe: (name: string, value: unknown) => string;
  onTake: (name: string, value: unknown) => void;
  onKeepMine: () => void;
}) {
  const t = useTranslations("entryForm");
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel opens below the form: bring it into view and put the focus on it.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "center" });
    heading.current?.focus();
  }, []);
  const differing = Object.keys(labels).filter((name) => !same(theirs[name], mine[name]));
  return (
    <section aria-labelledby="conflict-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="conflict-title" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t("conflictTitle")}
      </h2>
      <p className="mt-1 text-sm">{t("conflictIntro")}</p>
      {differing.length === 0 ? (
        <p className="mt-3 text-sm">{t("conflictSame")}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <thead>
            <tr className="border-b border-amber-300">
              <th scope="col" className="w-1/4 py-1 pr-2">
                {t("conflictField")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t("conflictSaved")}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t("conflictYours")}
              </th>
            </tr>
          </thead>
          <tbody>
            {differing.map((name) => (
              <tr key={name} className="border-b border-amber-200 align-top">
                <th scope="row" className="py-2 pr-2 font-medium">
                  {labels[name]}
                </th>
                <td className="py-2 pr-2 break-words">
                  {describe(name, theirs[name])}
                  <button
                    type="button"
                    onClick={() => onTake(name, theirs[name])}
                    className="mt-1 block text-sky-900 underline underline-offset-4"
                  >
                    {t("takeTheirs")}
                    <span className="sr-only"> {t("takeTheirsFor", { field: labels[name] ?? name })}</span>
                  </button>
                </td>
                <td className="py-2 pr-2 break-words">{describe(name, mine[name])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button className="mt-4" onClick={onKeepMine}>
        {t("saveWithThese")}
      </Button>
    </section>
  );
}
