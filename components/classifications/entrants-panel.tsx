"use client";
// Who is in a classification and why: each entrant with the facts its rules read ("Age 17 ·
// Female"), pinned by hand or placed by the rules, and those kept out, with who placed them by hand
// and when. A competition admin pins an entry here whatever the rules say, keeps one out, or lets
// the rules decide again: each asks first, names the athlete and the classification, and can be
// undone from the bar the page shows afterwards.
import { useState } from "react";
import type { Codes } from "@/components/codes/get-codes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useFormat } from "@/lib/client/reader-format";
import { type Entrants, usePlaceEntrant } from "./api/classifications";
import { factLabel } from "./preview-panel";

type Group = Entrants["classifications"][number];
type Entrant = Group["entrants"][number];
type Hand = "pinned" | "keptOut" | null;
/** A placement just made, and the one it replaced, for the page's undo bar. */
export type Placed = { message: string; classificationId: string; entryId: string; was: Hand };
type Asking = { entryId: string; athleteName: string; placement: Hand; was: Hand };

function factsLine(entrant: Entrant, fields: string[], codes: Codes, number: (value: number) => string): string {
  return fields
    .map((name) => {
      const field = codes.ruleField.find((f) => f.name === name);
      if (entrant.hiddenFacts.includes(name)) return `${field?.label ?? name} hidden`;
      const fact = entrant.facts[name] ?? null;
      // Numbers in the reader's format, as the server drew them.
      return `${field?.label ?? name} ${typeof fact === "number" && !field?.codes ? number(fact) : factLabel(fact, field, codes)}`;
    })
    .join(" · ");
}

/** The question, what it does, the button that does it, and what the undo bar says afterwards. */
function wording(ask: Asking, group: string, typeLabel: string) {
  const name = ask.athleteName;
  if (ask.placement === "pinned")
    return {
      question: `Pin ${name} to ${group}?`,
      effect: `${name} is placed in ${group} whatever its rules say, and in no other ${typeLabel.toLowerCase()} classification.`,
      confirm: "Pin",
      done: `Pinned ${name} to ${group}.`,
    };
  if (ask.placement === "keptOut")
    return {
      question: `Keep ${name} out of ${group}?`,
      effect: `The rules will not place ${name} here; they go to the next ${typeLabel.toLowerCase()} classification they qualify for.`,
      confirm: "Keep out",
      done: `Kept ${name} out of ${group}.`,
    };
  return ask.was === "pinned"
    ? {
        question: `Unpin ${name} from ${group}?`,
        effect: `The rules decide again where ${name} goes.`,
        confirm: "Unpin",
        done: `Unpinned ${name} from ${group}.`,
      }
    : {
        question: `Let the rules decide for ${name} in ${group}?`,
        effect: `${name} goes back to ${group} if its rules place them there.`,
        confirm: "Let the rules decide",
        done: `The rules decide for ${name} in ${group} again.`,
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
  const place = usePlaceEntrant(competitionId);
  const format = useFormat();
  const [pick, setPick] = useState("");
  const [asking, setAsking] = useState<Asking | null>(null);
  if (!group) return null;
  const inside = new Set([...group.entrants.map((e) => e.entryId), ...group.keptOut.map((e) => e.entryId)]);
  const candidates = everyone.filter((e) => !inside.has(e.entryId));
  const classificationId = group.classificationId;
  const busy = place.isPending;
  const byHand = (verb: string, who: string | null, when: string | null) =>
    `${verb} by ${who ?? "an API key"}${when ? ` on ${format.dateTime(when, { dateStyle: "medium", timeStyle: "short" })}` : ""}`;

  const question = (entryId: string) => {
    if (asking?.entryId !== entryId) return null;
    const words = wording(asking, group.name, typeLabel);
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
            Cancel
          </Button>
        </div>
      </div>
    );
  };

  return (
    <div className="mt-2 space-y-3 text-sm" aria-busy={busy}>
      {group.entrants.length === 0 ? <p className="text-slate-700">No one is in {group.name}.</p> : null}
      {group.entrants.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {group.entrants.map((entrant) => (
            <li key={entrant.entryId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {entrant.athleteName}
                  {entrant.placement === "pinned" ? (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Pinned by hand</span>
                  ) : null}
                </p>
                <p className="text-slate-600">
                  {entrant.placement === "pinned"
                    ? `Placed here whatever the rules say. ${byHand("Pinned", entrant.placedBy, entrant.placedUtc)}.`
                    : group.ruleFields.length > 0
                      ? factsLine(entrant, group.ruleFields, codes, (value) => format.number(value))
                      : "No rules: every entry qualifies"}
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
                      ? `Unpin ${entrant.athleteName} from ${group.name}`
                      : `Keep ${entrant.athleteName} out of ${group.name}`
                  }
                >
                  {entrant.placement === "pinned" ? "Unpin…" : "Keep out…"}
                </Button>
              ) : null}
              {question(entrant.entryId)}
            </li>
          ))}
        </ul>
      ) : null}
      {group.keptOut.length > 0 ? (
        <div>
          <p className="font-medium text-slate-900">Kept out by hand</p>
          <ul className="mt-1 space-y-1">
            {group.keptOut.map((person) => (
              <li key={person.entryId} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 text-slate-700">
                  {person.athleteName}
                  <span className="block text-slate-600">{byHand("Kept out", person.placedBy, person.placedUtc)}</span>
                </span>
                {mayWrite && asking?.entryId !== person.entryId ? (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => setAsking({ entryId: person.entryId, athleteName: person.athleteName, placement: null, was: "keptOut" })}
                    aria-label={`Let the rules decide for ${person.athleteName} in ${group.name}`}
                  >
                    Let the rules decide…
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
              label={`Pin an entrant to ${group.name}`}
              placeholder="Choose an athlete…"
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
              Pin…
            </Button>
          </div>
          {pick !== "" && asking?.entryId === pick ? question(pick) : null}
        </div>
      ) : null}
      {place.isError ? <Alert>{place.error.message}</Alert> : null}
      {group.changes.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-medium text-slate-900">Changes by hand ({group.changes.length})</summary>
          <ul className="mt-1 space-y-1 text-slate-700" aria-label={`Changes by hand to ${group.name}`}>
            {group.changes.map((change) => (
              <li key={`${change.entryId} ${change.changedUtc} ${change.change}`}>
                {byHand(`${CHANGE_WORDS[change.change]} ${change.athleteName}`, change.changedBy, change.changedUtc)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

const CHANGE_WORDS = { pinned: "Pinned", keptOut: "Kept out", unpinned: "Unpinned", readmitted: "Let back in" } as const;
