"use client";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { keys } from "@/lib/client/query-keys";
import { readEntry } from "./api/entry";
import { EntryForm } from "./entry-form";

/**
 * Reads the entry once when editing starts and keeps that ETag: a background refetch must not
 * quietly adopt someone else's save, or If-Match would no longer protect it.
 */
export function EditEntryPage({ athleteId, entryId }: { athleteId: string; entryId: string }) {
  const t = useTranslations("entryForm");
  const start = useQuery({
    queryKey: keys.journal.editing(athleteId, entryId),
    queryFn: () => readEntry(athleteId, entryId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (start.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (start.isError) return <Alert>{start.error.message}</Alert>;
  return (
    <>
      <p className="mb-4">
        <Link href={`/athletes/${athleteId}/journal/${entryId}`} className="text-sm text-sky-800 underline underline-offset-4">
          {t("backToSession")}
        </Link>
      </p>
      <EntryForm athleteId={athleteId} editing={{ entry: start.data.body, etag: start.data.etag }} />
    </>
  );
}
