"use client";
import { useTranslations } from "next-intl";

/** How much of the file has gone up, then that the server is reading it. */
export function SendingProgress({ what, progress }: { what: string; progress: number }) {
  const t = useTranslations("imports");
  return (
    <div className="mt-6" role="status">
      <p className="text-slate-800">{what}…</p>
      <div
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={what}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <div className="h-full bg-sky-700 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {progress < 1 ? t("sending.sent", { percent: Math.round(progress * 100) }) : t("sending.reading")}
      </p>
    </div>
  );
}
