"use client";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useProblemText } from "@/components/ui/use-problem-text";
import type { ImportReport } from "../api/imports";

/** What was imported, each new session a link to it. */
export function ImportResult({ athleteId, report, onAnother }: { athleteId: string; report: ImportReport; onAnother: () => void }) {
  const t = useTranslations("imports");
  const say = useProblemText();
  return (
    <div className="mt-6 space-y-3" role="status">
      <p className="text-lg font-semibold">
        {t("result.imported", { count: report.created })}
        {report.duplicates > 0 ? ` ${t("result.duplicates", { count: report.duplicates })}` : ""}
      </p>
      <ul className="space-y-1">
        {report.sessions
          .filter((s) => s.entryId && s.status === "created")
          .map((s) => (
            <li key={s.index}>
              <Link href={`/athletes/${athleteId}/journal/${s.entryId}`} className="text-sky-800 underline underline-offset-4">
                {say(s.label)}
              </Link>
            </li>
          ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link
          href={`/athletes/${athleteId}/journal`}
          className="rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900"
        >
          {t("result.journal")}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          {t("result.another")}
        </Button>
      </div>
    </div>
  );
}
