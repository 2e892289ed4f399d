"use client";
// The session form's sections, as the list of journal fields places its fields: the session's
// facts and its score open, the rest (readiness, equipment, conditions, goals and reflection,
// links) folded away until opened, each folded title counting what it holds.
import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import {
  JOURNAL_SECTIONS,
  type JournalFieldName,
  type JournalSectionId,
  SECTION_OF,
  countedFields,
  inForm,
} from "@/lib/schemas/journal-fields";
import { EntryField, type FieldsOf } from "./entry-field";
import { FormSection } from "./entry-form-parts";
import { SeriesGrid, type SeriesRow } from "./series-grid";

/** What the form writes of a section, in the order it shows it. */
const formFieldsOf = (id: JournalSectionId): JournalFieldName[] =>
  inForm(JOURNAL_SECTIONS.find((section) => section.id === id)?.fields ?? []);

const FOLDED = JOURNAL_SECTIONS.filter((section) => section.id !== "session" && section.id !== "score");

/** Which folded sections are open; a refused save opens those of the fields it names. */
export function useOpenSections() {
  const [open, setOpen] = useState<Set<JournalSectionId>>(() => new Set());
  return {
    open,
    toggle(id: JournalSectionId, isOpen: boolean) {
      setOpen((current) => {
        const next = new Set(current);
        if (isOpen) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    openFor(names: string[]) {
      const ids = names.map((name) => SECTION_OF[name as JournalFieldName]).filter((id) => FOLDED.some((section) => section.id === id));
      setOpen((current) => new Set([...current, ...ids]));
    },
  };
}

export function SessionFieldset({ fields }: { fields: FieldsOf }) {
  const tf = useTranslations("journalFields");
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{tf("sections.session")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {formFieldsOf("session").map((name) => (
          <EntryField key={name} name={name} fields={fields} />
        ))}
      </div>
    </fieldset>
  );
}

export function ScoreFieldset({
  fields,
  series,
  onSeries,
  seriesErrors,
  decimal,
  shotsHref,
  onEnterShots,
  scoreHint,
  seriesSum,
}: {
  fields: FieldsOf;
  series: SeriesRow[];
  onSeries: (rows: SeriesRow[]) => void;
  seriesErrors: Record<string, string>;
  decimal: boolean;
  shotsHref: string | null;
  onEnterShots: (seriesNumber: number) => void;
  /** "of 600, e.g. 587", under the score. */
  scoreHint: string | undefined;
  /** What the series add up to, shown in the empty score. */
  seriesSum: string | null;
}) {
  const tf = useTranslations("journalFields");
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{tf("sections.score")}</legend>
      <SeriesGrid
        rows={series}
        onChange={onSeries}
        decimal={decimal}
        errors={seriesErrors}
        shotsHref={shotsHref}
        onEnterShots={onEnterShots}
      />
      <div className="mt-4 grid grid-cols-2 items-end gap-4 sm:grid-cols-3">
        {formFieldsOf("score").map((name) =>
          name === "score" ? (
            <EntryField key={name} name={name} fields={fields} hint={scoreHint} placeholder={seriesSum ?? undefined} />
          ) : (
            <EntryField key={name} name={name} fields={fields} />
          ),
        )}
      </div>
    </fieldset>
  );
}

export function FoldedSections({
  fields,
  open,
  onToggle,
  values,
  before = {},
}: {
  fields: FieldsOf;
  /** What a section shows above its fields, and how many values it counts in the title: the readiness' check-in. */
  before?: Partial<Record<JournalSectionId, { node: ReactNode; count: number }>>;
  open: Set<JournalSectionId>;
  onToggle: (id: JournalSectionId, open: boolean) => void;
  /** The form's values as typed, for the count in each title. */
  values: Record<string, unknown>;
}) {
  const t = useTranslations("entryForm");
  const tf = useTranslations("journalFields");
  const noted = (names: JournalFieldName[], more = 0) => {
    const count = more + names.filter((name) => values[name] !== null && values[name] !== undefined && values[name] !== "").length;
    return count === 0 ? undefined : t("noted", { count });
  };
  return (
    <>
      {FOLDED.map(({ id }) => {
        const names = formFieldsOf(id);
        return (
          <FormSection
            key={id}
            title={tf(`sections.${id}`)}
            summary={noted(countedFields(names), before[id]?.count)}
            open={open.has(id)}
            onToggle={(isOpen) => onToggle(id, isOpen)}
          >
            {before[id]?.node}
            {names.map((name) => (
              <EntryField key={name} name={name} fields={fields} />
            ))}
          </FormSection>
        );
      })}
    </>
  );
}
