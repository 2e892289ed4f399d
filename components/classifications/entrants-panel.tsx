"use client";
// Who is in a classification and why: each entrant with the facts its rules read ("Age 17 ·
// Female"), pinned by hand or placed by the rules, and those kept out, with who placed them by hand
// and when. A competition admin pins an entry here whatever the rules say, keeps one out, or lets
// the rules decide again: each asks first, names the athlete and the classification, and can be
// undone from the bar the page shows afterwards.
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { Codes } from "@/components/codes/get-codes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useFormat } from "@/lib/client/reader-format";
import { type Entrants, usePlaceEntrant } from "./api/classifications";
import { factLabel } from "./preview-panel";
import { type Translate, typeInSentence } from "./words";

type Group = Entrants["classifications"][number];
type Entrant = Group["entrants"][number];
type Hand = "pinned" | "keptOut" | null;
/** A placement just made, and the one it replaced, for the page's undo bar. */
export type Placed = { message: string; classificationId: string; entryId: string; was: Hand };
type Asking = { entryId: string; athleteName: string; placement: Hand; was: Hand };

function factsLine(entrant: Entrant, fields: string[], codes: Codes, number: (value: number) => string, t: Translate): string {
  return fields
    .map((name) => {
      const field = codes.ruleField.find((f) => f.name === name);
      if (entrant.hiddenFacts.includes(name)) return t("entrants.hidden", { field: field?.label ?? name });
      const fact = entrant.facts[name] ?? null;
      // Numbers in the reader's format, as the server drew them.
      return `${field?.label ?? name} ${typeof fact === "number" && !field?.codes ? number(fact) : factLabel(fact, field, codes, t)}`;
    })
    .join(" · ");
}

/** The question, what it does, the button that does it, and what the undo bar says afterwards. */
function wording(ask: Asking, group: string, type: string, t: Translate) {
  const kind = ask.placement === "pinned" ? "pin" : ask.placement === "keptOut" ? "keepOut" : ask.was === "pinned" ? "unpin" : "readmit";
  const values = { name: ask.athleteName, group, type };
  return {
    question: t(`entrants.${kind}.question`, values),
    effect: t(`entrants.${kind}.effect`, values),
    confirm: t(`entrants.${kind}.confirm`),
    done: t(`entrants.${kind}.done`, values),
  };
}

export function EntrantsPanel({
  competitionId,
  group,
  typeLabel,
  everyone,
  codes,
  mayWrite,
  onPlaced,
}: {
  competitionId: string;
  /** Undefined until the entrants have loaded. */
  group: Group | undefined;
  typeLabel: string;
  /** Every entry of the competition, to pin one that is not here. */
  everyone: Array<{ entryId: string; athleteName: string }>;
  codes: Codes;
  mayWrite: boolean;
  onPlaced: (placed: Placed) => void;
}) {
  const t = useTranslations("classifications");
  const locale = useLocale();
  const place = usePlaceEntrant(competitionId);
  const format = useFormat();
  const [pick, setPick] = useState("");
  const [asking, setAsking] = useState<Asking | null>(null);
  if (!group) return null;
  const inside = new Set([...group.entrants.map((e) => e.entryId), ...group.keptOut.map((e) => e.entryId)]);
  const candidates = everyone.filter((e) => !inside.has(e.entryId));
  const classificationId = group.classificationId;
  const busy = place.isPending;
  const byHand = (what: string, who: string | null, when: string | null) =>
    when
      ? t("entrants.byHandOn", {
          what,
          who: who ?? t("entrants.apiKey"),
          when: format.dateTime(when, { dateStyle: "medium", timeStyle: "short" }),
        })
      : t("entrants.byHand", { what, who: who ?? t("entrants.apiKey") });

  const question = (entryId: string) => {
    if (asking?.entryId !== entryId) return null;
    const words = wording(asking, group.name, typeInSentence(typeLabel, locale), t);
    return (
      <div
        role="alertdialog"
        aria-label={words.question}
        className="mt-2 w-full rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950"
      >
        <p className="font-semibold">{words.question}</p>
        <p className="mt-1">{words.effect}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            disabled={busy}
            onClick={() =>
              place.mutate(
                { classificationId, entryId, placement: asking.placement },
                {
                  onSuccess: () => {
                    setAsking(null);
                    setPick("");
                    onPlaced({ message: words.done, classificationId, entryId, was: asking.was });
                  },
                },
              )
            }
          >
            {words.confirm}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(null)}>
            {t("entrants.cancel")}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <div className="mt-2 space-y-3 text-sm" aria-busy={busy}>
      {group.entrants.length === 0 ? <p className="text-slate-700">{t("entrants.noOne", { name: group.name })}</p> : null}
      {group.entrants.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {group.entrants.map((entrant) => (
            <li key={entrant.entryId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {entrant.athleteName}
                  {entrant.placement === "pinned" ? (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                      {t("entrants.pinnedByHand")}
                    </span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  {entrant.placement === "pinned"
                    ? t("entrants.placedHere", { byHand: byHand(t("entrants.pinned"), entrant.placedBy, entrant.placedUtc) })
                    : group.ruleFields.length > 0
                      ? factsLine(entrant, group.ruleFields, codes, (value) => format.number(value), t)
                      : t("entrants.noRules")}
                </p>
              </div>
              {mayWrite && asking?.entryId !== entrant.entryId ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    setAsking({
                      entryId: entrant.entryId,
                      athleteName: entrant.athleteName,
                      placement: entrant.placement === "pinned" ? null : "keptOut",
                      was: entrant.placement === "pinned" ? "pinned" : null,
                    })
                  }
                  aria-label={
                    entrant.placement === "pinned"
                      ? t("entrants.unpin.label", { name: entrant.athleteName, group: group.name })
                      : t("entrants.keepOut.label", { name: entrant.athleteName, group: group.name })
                  }
                >
                  {entrant.placement === "pinned" ? t("entrants.unpinMore") : t("entrants.keepOutMore")}
                </Button>
              ) : null}
              {question(entrant.entryId)}
            </li>
          ))}
        </ul>
      ) : null}
      {group.keptOut.length > 0 ? (
        <div>
          <p className="font-medium text-slate-900">{t("entrants.keptOutByHand")}</p>
          <ul className="mt-1 space-y-1">
            {group.keptOut.map((person) => (
              <li key={person.entryId} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 text-slate-700">
                  {person.athleteName}
                  <span className="block text-slate-600">{byHand(t("entrants.keptOut"), person.placedBy, person.placedUtc)}</span>
                </span>
                {mayWrite && asking?.entryId !== person.entryId ? (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => setAsking({ entryId: person.entryId, athleteName: person.athleteName, placement: null, was: "keptOut" })}
                    aria-label={t("entrants.readmit.label", { name: person.athleteName, group: group.name })}
                  >
                    {t("entrants.readmitMore")}
                  </Button>
                ) : null}
                {question(person.entryId)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {mayWrite && candidates.length > 0 ? (
        <div>
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              label={t("entrants.pinLabel", { name: group.name })}
              placeholder={t("entrants.chooseAthlete")}
              options={candidates.map((c) => ({ value: c.entryId, label: c.athleteName }))}
              value={pick}
              onChange={(e) => {
                setPick(e.target.value);
                setAsking(null);
              }}
              className="min-w-0"
            />
            <Button
              disabled={busy || pick === "" || asking?.entryId === pick}
              onClick={() =>
                setAsking({
                  entryId: pick,
                  athleteName: candidates.find((c) => c.entryId === pick)?.athleteName ?? "",
                  placement: "pinned",
                  was: null,
                })
              }
            >
              {t("entrants.pinMore")}
            </Button>
          </div>
          {pick !== "" && asking?.entryId === pick ? question(pick) : null}
        </div>
      ) : null}
      {place.isError ? <Alert>{place.error.message}</Alert> : null}
      {group.changes.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-medium text-slate-900">{t("entrants.changes", { count: group.changes.length })}</summary>
          <ul className="mt-1 space-y-1 text-slate-700" aria-label={t("entrants.changesTo", { name: group.name })}>
            {group.changes.map((change) => (
              <li key={`${change.entryId} ${change.changedUtc} ${change.change}`}>
                {byHand(t(`entrants.change.${change.change}`, { name: change.athleteName }), change.changedBy, change.changedUtc)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
