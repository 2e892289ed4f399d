"use client";
// The competitions a person works with: those of every organization they belong to (an admin's:
// every one), each linked to its classifications.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { wholeListQuery } from "@/lib/client/list-query";
import { holds } from "@/lib/client/roles";
import type { Competition } from "@/components/classifications/api/classifications";

export function CompetitionsList() {
  const session = useSession();
  // One organization is asked for by itself; someone in several gets the whole list, kept to theirs.
  const organizations = session.data?.admin
    ? null
    : [...new Set((session.data?.grants ?? []).flatMap((g) => (g.organizationId ? [g.organizationId] : [])))];
  const only = organizations?.length === 1 ? organizations[0] : null;
  const path = only ? `/api/competitions?organizationId=${only}` : "/api/competitions";
  const competitions = useQuery({
    ...wholeListQuery<Competition>(["competitions", { organizationId: only }], path),
    enabled: session.isSuccess && session.data !== null,
  });

  if (session.isPending) return <p className="text-slate-600">Loading…</p>;
  if (!session.data)
    return (
      <p>
        <Link href="/sign-in" className="text-sky-800 underline underline-offset-4">
          Sign in
        </Link>{" "}
        to see competitions.
      </p>
    );
  if (competitions.isPending) return <p className="text-slate-600">Loading competitions…</p>;
  if (competitions.isError) return <Alert>{competitions.error.message}</Alert>;
  const items = organizations ? competitions.data.items.filter((c) => organizations.includes(c.organizationId)) : competitions.data.items;
  if (items.length === 0) return <p className="text-slate-700">No competitions yet.</p>;
  const mayClassify = session.data.admin || holds(session.data, "competition-admin") || holds(session.data, "staff");
  return (
    <ul className="space-y-3">
      {items.map((c) => (
        <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <p className="font-semibold">{c.name}</p>
          <p className="text-sm text-slate-700">
            {new Date(c.startDate).toLocaleDateString(undefined, { dateStyle: "long", timeZone: "UTC" })}
            {c.discipline ? ` · ${c.discipline}` : ""}
          </p>
          {mayClassify ? (
            <Link
              href={`/competitions/${c.id}/classifications`}
              className="mt-2 inline-block font-medium text-sky-800 underline underline-offset-4"
            >
              Classifications<span className="sr-only"> of {c.name}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
