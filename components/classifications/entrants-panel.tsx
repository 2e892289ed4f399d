"use client";
// Who is in a classification and why: each entrant with the facts its rules read ("Age 17 ·
// Female"), pinned by hand or placed by the rules, and those kept out. A competition admin pins an
// entry here whatever the rules say, keeps one out, or lets the rules decide again; the competition
// is reassigned at once.
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

export function EntrantsPanel({
  competitionId,
  group,
  everyone,
  codes,
  mayWrite,
}: {
  competitionId: string;
  /** Undefined until the entrants have loaded. */
  group: Group | undefined;
  /** Every entry of the competition, to pin one that is not here. */
  everyone: Array<{ entryId: string; athleteName: string }>;
  codes: Codes;
  mayWrite: boolean;
}) {
  const place = usePlaceEntrant(competitionId);
  const format = useFormat();
  const [pick, setPick] = useState("");
  if (!group) return null;
  const inside = new Set([...group.entrants.map((e) => e.entryId), ...group.keptOut.map((e) => e.entryId)]);
  const candidates = everyone.filter((e) => !inside.has(e.entryId));
  const classificationId = group.classificationId;
  const act = (entryId: string, placement: "pinned" | "keptOut" | null) =>
    place.mutate({ classificationId, entryId, placement }, { onSuccess: () => setPick("") });
  const busy = place.isPending;

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
                    ? "Placed here whatever the rules say"
                    : group.ruleFields.length > 0
                      ? factsLine(entrant, group.ruleFields, codes, (value) => format.number(value))
                      : "No rules: every entry qualifies"}
                </p>
              </div>
              {mayWrite ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => act(entrant.entryId, entrant.placement === "pinned" ? null : "keptOut")}
                  aria-label={
                    entrant.placement === "pinned" ? `Unpin ${entrant.athleteName}` : `Keep ${entrant.athleteName} out of ${group.name}`
                  }
                >
                  {entrant.placement === "pinned" ? "Unpin" : "Keep out"}
                </Button>
              ) : null}
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
                <span className="text-slate-700">{person.athleteName}</span>
                {mayWrite ? (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => act(person.entryId, null)}
                    aria-label={`Let the rules decide for ${person.athleteName} in ${group.name}`}
                  >
                    Let the rules decide
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {mayWrite && candidates.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={`Pin an entrant to ${group.name}`}
            placeholder="Choose an athlete…"
            options={candidates.map((c) => ({ value: c.entryId, label: c.athleteName }))}
            value={pick}
            onChange={(e) => setPick(e.target.value)}
            className="min-w-0"
          />
          <Button disabled={busy || pick === ""} onClick={() => act(pick, "pinned")}>
            Pin
          </Button>
        </div>
      ) : null}
      {place.isError ? <Alert>{place.error.message}</Alert> : null}
    </div>
  );
}
