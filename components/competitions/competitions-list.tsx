"use client";
// The competitions a person works with: those of every organization they belong to (an admin's:
// every one), each linked to its classifications. Admins and the host's competition admins create,
// edit and delete them here.
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useOrganizations } from "@/components/organizations/api/organizations";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { StatusNote } from "@/components/ui/status-note";
import { ApiProblem } from "@/lib/client/api-fetch";
import { holds } from "@/lib/client/roles";
import { useFormat } from "@/lib/client/reader-format";
import { useDeleteCompetition } from "./api/delete-competition";
import { type Competition, competitionWithEtag, useCompetitions } from "./api/get-competitions";
import { CompetitionForm } from "./competition-form";
import { useChoiceLabel } from "@/components/choices/choice-labels";

type Editing = { competition: Competition; etag: string | null };

export function CompetitionsList() {
  const t = useTranslations("competitions");
  const choice = useChoiceLabel();
  const session = useSession();
  const format = useFormat();
  const organizations = useOrganizations();
  const remove = useDeleteCompetition();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // One organization is asked for by itself; someone in several gets the whole list, kept to theirs.
  const mine = session.data?.admin
    ? null
    : [...new Set((session.data?.grants ?? []).flatMap((g) => (g.organizationId ? [g.organizationId] : [])))];
  const only = mine?.length === 1 ? (mine[0] ?? null) : null;
  const competitions = useCompetitions(only, session.isSuccess && session.data !== null);

  if (session.isPending) return <p className="text-slate-600">{t("loading")}</p>;
  if (!session.data)
    return (
      <p>
        <Link href="/sign-in" className="text-sky-800 underline underline-offset-4">
          {t("signIn")}
        </Link>{" "}
        {t("toSee")}
      </p>
    );
  const who = session.data;
  const hostsFor = (grants: typeof who.grants) =>
    (organizations.data?.items ?? [])
      .filter((o) => who.admin || grants.some((g) => g.role === "competition-admin" && g.organizationId === o.id))
      .map((o) => ({ value: o.id, label: o.name }));
  const hosts = hostsFor(who.grants);
  const mayManage = (c: Competition) =>
    who.admin || who.grants.some((g) => g.role === "competition-admin" && g.organizationId === c.organizationId);
  const mayClassify = who.admin || holds(who, "competition-admin") || holds(who, "staff");
  const hostName = (id: string) => organizations.data?.items.find((o) => o.id === id)?.name;
  const days = (c: Competition) => {
    const day = (iso: string) => format.dateTime(iso, { dateStyle: "long", timeZone: "UTC" });
    return c.endDate && c.endDate.slice(0, 10) !== c.startDate.slice(0, 10)
      ? t("days", { from: day(c.startDate), to: day(c.endDate) })
      : day(c.startDate);
  };

  const startEdit = async (c: Competition) => {
    setDone(null);
    setFailed(null);
    const { body, etag } = await competitionWithEtag(c.id);
    setEditing({ competition: body, etag });
  };
  const deleteIt = (c: Competition) => {
    setFailed(null);
    remove.mutate(c.id, {
      onSuccess: () => {
        setDeleting(null);
        setDone(t("deleted", { name: c.name }));
      },
      onError: (problem) => {
        setDeleting(null);
        setFailed(problem instanceof ApiProblem ? problem.detail : t("unreachable"));
      },
    });
  };

  const items = competitions.data
    ? mine
      ? competitions.data.items.filter((c) => mine.includes(c.organizationId))
      : competitions.data.items
    : [];

  return (
    <div className="space-y-4">
      {who.admin || hosts.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          {!creating ? (
            <Button
              onClick={() => {
                setCreating(true);
                setDone(null);
                setFailed(null);
              }}
            >
              {t("new")}
            </Button>
          ) : null}
          {who.admin ? (
            <Link href="/admin" className="font-medium text-sky-800 underline underline-offset-4">
              {t("adminLink")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {creating ? (
        <section aria-labelledby="new-competition" className="rounded-lg border border-slate-300 bg-slate-50/60 p-4">
          <h2 id="new-competition" className="mb-3 text-xl font-semibold">
            {t("new")}
          </h2>
          {organizations.isPending ? <p className="text-slate-600">{t("loadingOrganizations")}</p> : null}
          {organizations.data ? (
            <CompetitionForm
              competition={null}
              etag={null}
              hosts={hosts}
              onDone={(saved) => {
                setCreating(false);
                setDone(t("created", { name: saved.name }));
              }}
              onCancel={() => setCreating(false)}
            />
          ) : null}
        </section>
      ) : null}
      {done ? <StatusNote>{done}</StatusNote> : null}
      {failed ? <StatusNote tone="error">{failed}</StatusNote> : null}
      {competitions.isPending ? <p className="text-slate-600">{t("loadingCompetitions")}</p> : null}
      {competitions.isError ? <Alert>{competitions.error.message}</Alert> : null}
      {competitions.isSuccess && items.length === 0 ? <p className="text-slate-700">{t("none")}</p> : null}
      <ul className="space-y-3">
        {items.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-4">
            {editing?.competition.id === c.id ? (
              <>
                <h2 className="mb-3 text-lg font-semibold">{t("editName", { name: c.name })}</h2>
                <CompetitionForm
                  competition={editing.competition}
                  etag={editing.etag}
                  hosts={who.admin ? hosts : hostsFor(who.grants).filter((h) => h.value === c.organizationId)}
                  onDone={(saved) => {
                    setEditing(null);
                    setDone(t("saved", { name: saved.name }));
                  }}
                  onCancel={() => setEditing(null)}
                />
              </>
            ) : (
              <>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      <Link href={`/competitions/${c.id}`} className="text-sky-800 underline underline-offset-4">
                        {c.name}
                      </Link>
                    </p>
                    <p className="text-sm text-slate-700">
                      {days(c)}
                      {c.discipline ? ` · ${choice("disciplines", c.discipline)}` : ""}
                      {hostName(c.organizationId) && (who.admin || (mine?.length ?? 0) > 1) ? ` · ${hostName(c.organizationId)}` : ""}
                    </p>
                  </div>
                  {mayManage(c) && deleting !== c.id ? (
                    <div className="flex flex-wrap gap-2">
                      <Button variant="secondary" onClick={() => void startEdit(c)} aria-label={t("editName", { name: c.name })}>
                        {t("edit")}
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setDeleting(c.id);
                          setDone(null);
                          setFailed(null);
                        }}
                        aria-label={t("deleteName", { name: c.name })}
                      >
                        {t("deleteMore")}
                      </Button>
                    </div>
                  ) : null}
                </div>
                {mayClassify ? (
                  <Link
                    href={`/competitions/${c.id}/classifications`}
                    className="mt-2 inline-block font-medium text-sky-800 underline underline-offset-4"
                  >
                    {t("classifications")}
                    <span className="sr-only">{t("classificationsOf", { name: c.name })}</span>
                  </Link>
                ) : null}
                {deleting === c.id ? (
                  <ConfirmDelete
                    label={t("deleteName", { name: c.name })}
                    confirm={t("deleteQuoted", { name: c.name })}
                    keep={t("keepIt")}
                    busy={remove.isPending}
                    onConfirm={() => deleteIt(c)}
                    onKeep={() => setDeleting(null)}
                  >
                    <p>{t("deleteThis", { name: c.name })}</p>
                  </ConfirmDelete>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
