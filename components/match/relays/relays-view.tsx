"use client";
// The relays page (/competitions/{id}/relays): each relay's firing points with who shoots there,
// adding and editing relays, "Squad automatically", moving an entry by hand (a select and a button,
// so the keyboard does it too), and the start list to download as CSV or PDF.
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Placeholder } from "@/components/ui/placeholder";
import { StatusNote } from "@/components/ui/status-note";
import { ApiProblem } from "@/lib/client/api-fetch";
import { useFormat } from "@/lib/client/reader-format";
import { type StartList, useCompetitionOf, useDeleteRelay, useMoveEntry, useSquad, useStartList } from "./api";
import { MyStart } from "../my-start";
import { RelayForm } from "./relay-form";

type Listed = StartList["unplaced"][number];
type Note = { tone: "info" | "error"; text: string };

const link = "font-medium text-sky-800 underline underline-offset-4";
const card = "rounded-lg border border-slate-200 bg-white p-4 shadow-sm";

function MoveForm({
  competitionId,
  list,
  entry,
  current,
  onDone,
}: {
  competitionId: string;
  list: StartList;
  entry: Listed;
  current: string;
  onDone: (note: Note | null) => void;
}) {
  const t = useTranslations("matchRelays");
  const move = useMoveEntry(competitionId);
  const [target, setTarget] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [relayId, firingPoint] = target ? (target.split("|", 2) as [string, string]) : [null, null];
    move.mutate(
      { entryId: entry.entryId, relayId, firingPoint },
      {
        onSuccess: (placed) =>
          onDone({
            tone: "info",
            text:
              placed.relayNumber === null
                ? t("takenOff", { name: entry.athleteName })
                : t("moved", { name: entry.athleteName, relay: placed.relayNumber, point: placed.firingPoint ?? "" }),
          }),
        onError: (error) =>
          onDone({ tone: "error", text: error instanceof ApiProblem && error.status === 409 ? t("pointTaken") : error.message }),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === "Escape") onDone(null);
      }}
      className="mt-2 flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-2"
      aria-label={t("move", { name: entry.athleteName })}
    >
      <label className="flex min-w-0 flex-col text-sm font-medium">
        {t("moveTo")}
        <select
          autoFocus
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          className="mt-1 max-w-full rounded-md border border-slate-400 bg-white px-2 py-2 text-base"
        >
          <option value="">{t("takeOff")}</option>
          {list.relays.flatMap((r) =>
            r.points
              .filter((p) => p.entry === null || `${r.id}|${p.firingPoint}` === current)
              .map((p) => (
                <option key={`${r.id}|${p.firingPoint}`} value={`${r.id}|${p.firingPoint}`}>
                  {t("relayPoint", { relay: r.number, point: p.firingPoint })}
                </option>
              )),
          )}
        </select>
      </label>
      <Button type="submit" disabled={move.isPending}>
        {t("moveButton")}
      </Button>
      <Button variant="secondary" onClick={() => onDone(null)}>
        {t("cancel")}
      </Button>
    </form>
  );
}

export function RelaysView({ competitionId }: { competitionId: string }) {
  const t = useTranslations("matchRelays");
  const { dateTime } = useFormat();
  const session = useSession();
  const competition = useCompetitionOf(competitionId);
  const list = useStartList(competitionId);
  const squad = useSquad(competitionId);
  const remove = useDeleteRelay(competitionId);
  const [editing, setEditing] = useState<string | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const [note, setNote] = useState<Note | null>(null);

  const who = session.data;
  const hostId = competition.data?.organizationId;
  const canManage =
    who?.admin === true ||
    (who?.grants ?? []).some((g) => g.role === "competition-admin" && hostId !== undefined && g.organizationId === hostId);
  const when = (iso: string | null) =>
    iso === null
      ? t("noStartTime")
      : t("startsAt", { time: dateTime(iso, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }) });

  const heading = (
    <div className="space-y-1">
      <Link href={`/competitions/${competitionId}`} className={`text-sm ${link}`}>
        {t("back")}
      </Link>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {list.data ? <p className="text-slate-700">{list.data.competitionName}</p> : null}
    </div>
  );
  if (list.isPending) {
    return (
      <div className="space-y-4">
        {heading}
        <p className="sr-only" role="status">
          {t("loading")}
        </p>
        <Placeholder className="h-24 rounded" />
        <Placeholder className="h-24 rounded" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="space-y-4">
        {heading}
        <Alert>{t("loadError")}</Alert>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const data = list.data;
  const last = data.relays.at(-1);
  const suggestion = { number: (last?.number ?? 0) + 1, firingPoints: last ? last.points.map((p) => p.firingPoint) : parseDefault() };
  const done = (message: string | null) => {
    setEditing(null);
    if (message) setNote({ tone: "info", text: message });
  };
  const runSquad = () =>
    squad.mutate(undefined, {
      onSuccess: (result) => {
        const full = result.unplaced.filter((u) => u.reason === "relays-full").length;
        const none = result.unplaced.filter((u) => u.reason === "no-relays").length;
        const texts = [result.placements.length === 0 ? t("squadNone") : t("squadDone", { count: result.placements.length })];
        if (full > 0) texts.push(t("squadFull", { count: full }));
        if (none > 0) texts.push(t("squadNoRelays", { count: none }));
        setNote({ tone: full + none > 0 ? "error" : "info", text: texts.join(" ") });
      },
      onError: (error) => setNote({ tone: "error", text: error.message }),
    });
  const entryRow = (entry: Listed, current: string) => (
    <>
      <span className="min-w-0 flex-1">
        <span className="font-medium">{entry.athleteName}</span>
        <span className="block text-sm text-slate-600">
          {[entry.organizationName, entry.courseOfFire, entry.bib ? `#${entry.bib}` : null].filter(Boolean).join(" · ")}
        </span>
      </span>
      {canManage ? (
        <Button
          variant="secondary"
          className="shrink-0"
          aria-expanded={moving === entry.entryId}
          aria-label={t("move", { name: entry.athleteName })}
          onClick={() => setMoving(moving === entry.entryId ? null : entry.entryId)}
        >
          {t("moveButton")}
        </Button>
      ) : null}
      {moving === entry.entryId ? (
        <div className="basis-full">
          <MoveForm
            competitionId={competitionId}
            list={data}
            entry={entry}
            current={current}
            onDone={(n) => {
              setMoving(null);
              if (n) setNote(n);
            }}
          />
        </div>
      ) : null}
    </>
  );

  return (
    <div className="space-y-5">
      {heading}
      <div className="flex flex-wrap gap-2">
        {canManage ? (
          <>
            <Button onClick={runSquad} disabled={squad.isPending}>
              {squad.isPending ? t("squadding") : t("squad")}
            </Button>
            <Button variant="secondary" onClick={() => setEditing("new")} aria-expanded={editing === "new"}>
              {t("addRelay")}
            </Button>
          </>
        ) : null}
        <a
          className="inline-flex items-center rounded-md px-3 py-2 text-sm font-semibold text-sky-800 underline"
          href={`/api/competitions/${competitionId}/start-list?format=csv`}
          download
        >
          {t("downloadCsv")}
        </a>
        <a
          className="inline-flex items-center rounded-md px-3 py-2 text-sm font-semibold text-sky-800 underline"
          href={`/api/competitions/${competitionId}/start-list?format=pdf`}
          download
        >
          {t("downloadPdf")}
        </a>
      </div>
      {who?.athleteId ? <MyStart competitionId={competitionId} athleteId={who.athleteId} /> : null}
      {note ? <StatusNote tone={note.tone}>{note.text}</StatusNote> : null}
      {editing === "new" ? <RelayForm competitionId={competitionId} relay={null} suggestion={suggestion} onDone={done} /> : null}
      {data.relays.length === 0 ? <p className={`${card} text-slate-700`}>{t("empty")}</p> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {data.relays.map((relay) => {
          const free = relay.points.filter((p) => p.entry === null).length;
          return (
            <section key={relay.id} aria-labelledby={`relay-${relay.id}`} className={card}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2 id={`relay-${relay.id}`} className="text-lg font-semibold">
                    {t("relayNumber", { number: relay.number })}
                  </h2>
                  <p className="text-sm text-slate-700">
                    {when(relay.startsAt)} · {t("freePoints", { count: free })}
                  </p>
                </div>
                {canManage ? (
                  <div className="flex gap-2">
                    <Button variant="secondary" onClick={() => setEditing(relay.id)} aria-label={t("editRelay", { number: relay.number })}>
                      {t("edit")}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(relay.id, {
                          onSuccess: () => setNote({ tone: "info", text: t("deleted", { number: relay.number }) }),
                          onError: (error) =>
                            setNote({
                              tone: "error",
                              text: error instanceof ApiProblem && error.status === 409 ? t("relayHasEntries") : error.message,
                            }),
                        })
                      }
                    >
                      {t("delete")}
                    </Button>
                  </div>
                ) : null}
              </div>
              {editing === relay.id ? (
                <div className="mt-3">
                  <RelayForm competitionId={competitionId} relay={relay} suggestion={suggestion} onDone={done} />
                </div>
              ) : null}
              <ul className="mt-3 divide-y divide-slate-100">
                {relay.points.map((p) => (
                  <li key={p.firingPoint} className="flex flex-wrap items-center gap-3 py-2">
                    <span className="w-12 shrink-0 text-center font-mono text-base font-semibold">
                      <span className="sr-only">{t("pointLabel", { point: p.firingPoint })}</span>
                      <span aria-hidden="true">{p.firingPoint}</span>
                    </span>
                    {p.entry ? entryRow(p.entry, `${relay.id}|${p.firingPoint}`) : <span className="text-slate-500">{t("free")}</span>}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {data.unplaced.length > 0 || data.relays.length > 0 ? (
        <section aria-labelledby="unplaced" className={card}>
          <h2 id="unplaced" className="text-lg font-semibold">
            {t("unplaced")}
          </h2>
          {data.unplaced.length === 0 ? (
            <p className="mt-1 text-slate-700">{t("noneUnplaced")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {data.unplaced.map((entry) => (
                <li key={entry.entryId} className="flex flex-wrap items-center gap-3 py-2">
                  {entryRow(entry, "")}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

function parseDefault(): string[] {
  return Array.from({ length: 10 }, (_, i) => String(i + 1));
}
