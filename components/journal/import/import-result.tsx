import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { ImportReport } from "../api/imports";

/** What was imported, each new session a link to it. */
export function ImportResult({ athleteId, report, onAnother }: { athleteId: string; report: ImportReport; onAnother: () => void }) {
  return (
    <div className="mt-6 space-y-3" role="status">
      <p className="text-lg font-semibold">
        {report.created === 1 ? "1 session imported." : `${report.created} sessions imported.`}
        {report.duplicates > 0 ? ` ${report.duplicates} had been imported before and were left as they were.` : ""}
      </p>
      <ul className="space-y-1">
        {report.sessions
          .filter((s) => s.entryId && s.status === "created")
          .map((s) => (
            <li key={s.index}>
              <Link href={`/athletes/${athleteId}/journal/${s.entryId}`} className="text-sky-800 underline underline-offset-4">
                {s.label}
              </Link>
            </li>
          ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link
          href={`/athletes/${athleteId}/journal`}
          className="rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900"
        >
          Go to the journal
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          Import another file
        </Button>
      </div>
    </div>
  );
}
