"use client";
// A competition's classifications in display order: reorder them, open one to edit its rules with a
// live preview, or add one. Staff see the same page read-only.
import { holds } from "@/lib/client/roles";
import { Link } from "@/components/ui/link";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useWordedCodes } from "@/components/codes/code-labels";
import type { Codes } from "@/components/codes/get-codes";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { StatusNote } from "@/components/ui/status-note";
import { useOrganizations } from "@/components/organizations/api/organizations";
import { useFormat } from "@/lib/client/reader-format";
import {
  type Classification,
  classificationWithEtag,
  useClassifications,
  useCompetition,
  useEntrants,
  useReorderClassifications,
} from "./api/classifications";
import { ClassificationForm, type Editing } from "./classification-form";
import { useOrderPreview } from "./api/preview-order";
import { EntrantsPanel, type Placed } from "./entrants-panel";
import { PlacementUndo } from "./placement-undo";
import { ChangesList, changeParts, changeSentence } from "./preview-panel";
import { shadowSentence } from "./shadow-note";
import { type Translate, typeInSentence } from "./words";
import { useChoiceLabel } from "@/components/choices/choice-labels";

function ruleSummary(c: Classification, codes: Codes, t: Translate): string {
  if (c.rules.length === 0) return t("view.noRules");
  return (
    c.rules
      .filter((r) => r.isActive)
      .map((r) => {
        const spec = codes.ruleField.find((f) => f.name === r.fieldName);
        const field = spec?.label ?? r.fieldName;
        // Coded values read as their labels: "Gender equals Female", "Country in Sweden, Germany".
        const table = spec?.codes ? codes[spec.codes] : null;
        const label = (text: string) =>
          text
            .split(",")
            .map((part) => table?.find((c) => String(c.code) === part.trim())?.label ?? part.trim())
            .join(", ");
        const op =
          codes.operator
            .find((o) => o.code === r.operator)
            ?.label.replace(/ \(.*\)$/, "")
            .toLowerCase() ?? "";
        const value =
          r.secondaryValue === null ? label(r.value) : t("view.valueAnd", { from: label(r.value), to: label(r.secondaryValue) });
        return t(r.ruleType === 1 ? "view.ruleNot" : "view.rule", { field, op, value });
      })
      .join("; ") || t("view.allInactive")
  );
}

/**
 * The editor opens below the list, which on a phone is off screen: its heading scrolls into view
 * and takes the focus, so the person sees (and a screen reader says) what opened.
 */
function EditorHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h2 id="editor-heading" ref={heading} tabIndex={-1} className="mb-4 scroll-mt-4 text-xl font-semibold focus:outline-none">
      {children}
    </h2>
  );
}

export function ClassificationsView({ competitionId }: { competitionId: string }) {
  const m = useTranslations("matchSetup");
  const session = useSession();
  const competition = useCompetition(competitionId);
  const classifications = useClassifications(competitionId);
  const t = useTranslations("classifications");
  const choice = useChoiceLabel();
  const locale = useLocale();
  const codes = useWordedCodes();
  const organizations = useOrganizations();
  const reorder = useReorderClassifications(competitionId);
  const entrants = useEntrants(competitionId);
  const format = useFormat();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [reordering, setReordering] = useState<{ ordered: Classification[]; movedId: string; above: string } | null>(null);
  const [placed, setPlaced] = useState<(Placed & { at: number }) | null>(null);
  const orderPreview = useOrderPreview(competitionId, reordering ? reordering.ordered.map((c) => c.id) : null);
  const closeUndo = useCallback(() => setPlaced(null), []);
  const openings = useRef(0);

  const mayWrite = (session.data?.admin ?? false) || holds(session.data, "competition-admin");
  if (competition.isPending || classifications.isPending || codes.isPending || session.isPending)
    return <p className="text-slate-600">{t("view.loading")}</p>;
  if (competition.isError) return <Alert>{competition.error.message}</Alert>;
  if (classifications.isError) return <Alert>{classifications.error.message}</Alert>;
  if (codes.isError) return <Alert>{codes.error.message}</Alert>;

  const items = classifications.data.items;
  const typeLabel = (code: number) => codes.data.classificationType.find((t) => t.code === code)?.label ?? String(code);
  const orgOptions = (organizations.data?.items ?? []).map((o) => ({ value: o.id, label: o.name }));
  const nextOrder = (items.at(-1)?.displayOrder ?? 0) + 10;
  const shadowOf = (c: Classification) => {
    const group = entrants.data?.classifications.find((g) => g.classificationId === c.id);
    return group
      ? shadowSentence(
          group.shadowedBy,
          group.entrants.length,
          group.matching,
          typeLabel(c.type),
          false,
          t,
          typeInSentence(typeLabel(c.type), locale),
        )
      : null;
  };
  const groups = new Map((entrants.data?.classifications ?? []).map((g) => [g.classificationId, g]));
  const everyone = [
    ...new Map(
      [...(entrants.data?.classifications ?? []).flatMap((g) => [...g.entrants, ...g.keptOut]), ...(entrants.data?.unplaced ?? [])].map(
        (p) => [p.entryId, { entryId: p.entryId, athleteName: p.athleteName }],
      ),
    ).values(),
  ].sort((a, b) => a.athleteName.localeCompare(b.athleteName));

  const open = async (c: Classification) => {
    setSaved(null);
    const { body, etag } = await classificationWithEtag(competitionId, c.id);
    setEditing({ classification: body, etag, displayOrder: body.displayOrder, opened: (openings.current += 1) });
  };
  // An arrow asks first: what the new order would move, from the server, then Apply or Keep.
  const move = (index: number, by: -1 | 1) => {
    const ordered = [...items];
    const [moved] = ordered.splice(index, 1);
    const passed = items[index + by];
    if (!moved || !passed) return;
    ordered.splice(index + by, 0, moved);
    setSaved(null);
    setReordering({
      ordered,
      movedId: moved.id,
      above: t(by === -1 ? "view.above" : "view.below", { name: passed.name }),
    });
  };
  const applyOrder = () => {
    if (!reordering) return;
    const moved = items.find((c) => c.id === reordering.movedId);
    const parts = orderPreview.data ? changeParts(orderPreview.data.changes, t) : [];
    reorder.mutate(reordering.ordered, {
      onSuccess: () =>
        setSaved(
          parts.length > 0
            ? t("view.movedWith", { name: moved?.name ?? t("view.theClassification"), where: reordering.above, parts: parts.join(", ") })
            : t("view.moved", { name: moved?.name ?? t("view.theClassification"), where: reordering.above }),
        ),
      onSettled: () => setReordering(null),
    });
  };

  return (
    <>
      <p>
        <Link href="/competitions" className="text-sm text-sky-800 underline underline-offset-4">
          {t("view.allCompetitions")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{competition.data.name}</h1>
      <p className="mt-1 text-slate-700">
        {format.dateTime(competition.data.startDate, { dateStyle: "long", timeZone: "UTC" })}
        {competition.data.discipline ? ` · ${choice("disciplines", competition.data.discipline)}` : ""}
      </p>
      {competition.data.classesFrozen ? (
        <p className="mt-2 inline-block rounded-md bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-300">
          {m("classesFrozenNote")}
        </p>
      ) : null}

      <section aria-labelledby="classifications-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="classifications-heading" className="text-xl font-semibold">
            {t("view.heading")}
          </h2>
          {mayWrite && !editing ? (
            <Button
              onClick={() => {
                setSaved(null);
                setEditing({ classification: null, etag: null, displayOrder: nextOrder, opened: (openings.current += 1) });
              }}
            >
              {t("view.new")}
            </Button>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-600">{t("view.inOrder")}</p>
        {saved && !editing ? (
          <div className="mt-3">
            <StatusNote>{saved}</StatusNote>
          </div>
        ) : null}
        {reorder.isError ? (
          <div className="mt-3">
            <Alert>{t("view.orderNotSaved", { message: reorder.error.message })}</Alert>
          </div>
        ) : null}
        {items.length === 0 ? <p className="mt-4 text-slate-700">{mayWrite ? t("view.noneYetAdd") : t("view.noneYet")}</p> : null}
        <ol className="mt-4 space-y-3" aria-busy={reorder.isPending}>
          {items.map((c, index) => (
            <li
              key={c.id}
              className={`rounded-lg border bg-white p-4 ${editing?.classification?.id === c.id ? "border-sky-700 ring-1 ring-sky-700" : "border-slate-200"}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold">{c.name}</p>
                  <p className="text-sm text-slate-700">
                    {typeLabel(c.type)} · {t("view.assigned", { count: format.number(c.currentParticipantCount, 0) })}
                    {c.maxParticipants !== null ? t("view.atMost", { max: format.number(c.maxParticipants, 0) }) : ""}
                    {c.isActive ? "" : t("view.inactive")}
                    {c.isAutoAssigned ? "" : t("view.byHand")}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">{ruleSummary(c, codes.data, t)}</p>
                  {shadowOf(c) ? (
                    <p className="mt-1 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-950">{shadowOf(c)}</p>
                  ) : null}
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm font-medium text-sky-800 underline-offset-4 hover:underline">
                      {t("view.whoIsIn", { name: c.name, count: format.number(c.currentParticipantCount, 0) })}
                    </summary>
                    {entrants.isError ? <Alert>{entrants.error.message}</Alert> : null}
                    {entrants.isPending ? <p className="mt-2 text-sm text-slate-600">{t("view.loadingEntrants")}</p> : null}
                    <EntrantsPanel
                      competitionId={competitionId}
                      group={groups.get(c.id)}
                      typeLabel={typeLabel(c.type)}
                      onPlaced={(done) => setPlaced({ ...done, at: Date.now() })}
                      everyone={everyone}
                      codes={codes.data}
                      mayWrite={mayWrite}
                    />
                  </details>
                </div>
                {mayWrite ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      disabled={index === 0 || reorder.isPending || editing !== null || reordering !== null}
                      onClick={() => move(index, -1)}
                      aria-label={t("view.moveUp", { name: c.name })}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={index === items.length - 1 || reorder.isPending || editing !== null || reordering !== null}
                      onClick={() => move(index, 1)}
                      aria-label={t("view.moveDown", { name: c.name })}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={editing !== null || reordering !== null}
                      onClick={() => void open(c)}
                      aria-label={t("view.editName", { name: c.name })}
                    >
                      {t("view.edit")}
                    </Button>
                  </div>
                ) : null}
              </div>
              {reordering?.movedId === c.id ? (
                <div
                  role="alertdialog"
                  aria-label={t("view.moveQuestion", { name: c.name, where: reordering.above })}
                  className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
                >
                  <p className="font-semibold">{t("view.moveQuestion", { name: c.name, where: reordering.above })}</p>
                  {orderPreview.isPending ? <p className="mt-1">{t("view.workingOutOrder")}</p> : null}
                  {orderPreview.isError ? <p className="mt-1">{orderPreview.error.message}</p> : null}
                  {orderPreview.data ? (
                    <div role="status" className="mt-1">
                      <p className="font-medium">{changeSentence(orderPreview.data.changes, t, true)}</p>
                      <ChangesList changes={orderPreview.data.changes} />
                    </div>
                  ) : null}
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button disabled={reorder.isPending || !orderPreview.data} onClick={applyOrder}>
                      {reorder.isPending ? t("view.saving") : t("view.applyOrder")}
                    </Button>
                    <Button variant="secondary" disabled={reorder.isPending} onClick={() => setReordering(null)}>
                      {t("view.keepOrder")}
                    </Button>
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
        {mayWrite && editing === null && items.length > 1 ? <p className="mt-2 text-sm text-slate-600">{t("view.useArrows")}</p> : null}
        {entrants.data && entrants.data.unplaced.length > 0 && items.length > 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-medium">{t("view.inNone")}</span> {entrants.data.unplaced.map((p) => p.athleteName).join(", ")}
          </p>
        ) : null}
      </section>

      {editing ? (
        <section aria-labelledby="editor-heading" className="mt-8 rounded-xl border border-slate-300 bg-slate-50/60 p-4">
          <EditorHeading key={editing.opened}>
            {editing.classification ? t("view.editName", { name: editing.classification.name }) : t("view.new")}
          </EditorHeading>
          <ClassificationForm
            key={editing.opened}
            saved={saved}
            competitionId={competitionId}
            editing={editing}
            codes={codes.data}
            organizations={orgOptions}
            onSaved={(c, etag, message) => {
              setSaved(message);
              // The same editor stays open (and where it is): only what it edits is now saved.
              setEditing({ classification: c, etag, displayOrder: c.displayOrder, opened: editing.opened });
            }}
            onClose={() => {
              setEditing(null);
              setSaved(null);
            }}
          />
        </section>
      ) : null}
      {placed ? (
        <>
          {/* Room at the foot of the page, so the bar never covers its last lines. */}
          <div className="h-24" aria-hidden="true" />
          <PlacementUndo key={placed.at} competitionId={competitionId} placed={placed} onClose={closeUndo} />
        </>
      ) : null}
    </>
  );
}
