"use client";
// What a session page shows of an entry's fields beyond its heading and totals: the athlete's
// reflection, then everything else logged, by the sections and in the order of the form, under
// the same names. The readiness card holds the day's check-in too: it is the session's readiness.
import { useTranslations } from "next-intl";
import { useCheckIn } from "@/components/planning/api/plan";
import { MEASURES } from "@/components/planning/check-in-values";
import { useFormat } from "@/lib/client/reader-format";
import { JOURNAL_SECTIONS, type JournalFieldName, journalField } from "@/lib/schemas/journal-fields";
import type { JournalEntry } from "./api/journal";

/** Shown in the page's heading and its totals. */
const SHOWN_ABOVE = new Set<JournalFieldName>([
  "sessionDate",
  "sessionType",
  "discipline",
  "position",
  "courseOfFireId",
  "linkedCompetitionEntryId",
  "score",
  "maxScore",
  "shotsFired",
  "numberOfTens",
  "numberOfXs",
]);

/** What the athlete made of the session, read as sentences, with the coach's feedback among it. */
const REFLECTED = new Set<JournalFieldName>(["whatWentWell", "areasForImprovement", "coachFeedback", "nextSessionActionItems"]);

const filled = (value: unknown) => value !== null && value !== undefined && value !== "";

/** A field's value as the page shows it: a link by the name of what it links, none where the entry carries no name. */
function valueOf(entry: JournalEntry, name: JournalFieldName): unknown {
  const { kind, readAs } = journalField(name);
  if (kind.type !== "id") return entry[name];
  return readAs ? (entry as unknown as Record<string, unknown>)[readAs] : null;
}

function shown(name: JournalFieldName, value: unknown, fmt: (v: number) => string, unit: string | null): string {
  if (typeof value !== "number") return String(value);
  if (name === "temperatureFahrenheit") return `${fmt(value)} °F (${fmt(((value - 32) * 5) / 9)} °C)`;
  return unit ? `${fmt(value)} ${unit}` : fmt(value);
}

/** The reflection, as sentences; the coach's feedback left out for a coach, who writes it below. */
export function Reflection({ entry, isCoach }: { entry: JournalEntry; isCoach: boolean }) {
  const t = useTranslations("entryDetail");
  const tf = useTranslations("journalFields");
  const reflection = JOURNAL_SECTIONS.flatMap((section) => section.fields).filter(
    (name) => REFLECTED.has(name) && filled(entry[name]) && !(isCoach && name === "coachFeedback"),
  );
  if (reflection.length === 0) return null;
  return (
    <section aria-labelledby="reflection-heading" className="mt-8 space-y-2">
      <h2 id="reflection-heading" className="text-xl font-semibold">
        {t("reflection")}
      </h2>
      {reflection.map((name) => {
        const called = journalField(name).short ? tf(`fields.${name}.short`) : tf(`fields.${name}.label`);
        return (
          <p key={name}>
            <span className="font-medium">{called}:</span> {String(entry[name])}
          </p>
        );
      })}
    </section>
  );
}

/** Everything else that was logged, by section; sections with nothing in them are left out. */
export function Logged({ entry, athleteId }: { entry: JournalEntry; athleteId: string }) {
  const t = useTranslations("entryDetail");
  const tf = useTranslations("journalFields");
  const tc = useTranslations("planning.checkIn");
  const { number, day, zonePending } = useFormat();
  // The check-in of the athlete's day the session began on; a reader not allowed it sees none.
  // The session's day in the reader's zone, as the server drew it; a first visit asks once the zone is known.
  const checkIn = useCheckIn(athleteId, zonePending ? null : day(entry.sessionDate)).data ?? null;
  const unitOf = (name: JournalFieldName) => (journalField(name).unit ? tf(`fields.${name}.unit`) : null);
  const sections = JOURNAL_SECTIONS.map((section) => ({
    ...section,
    fields: section.fields.filter((name) => !SHOWN_ABOVE.has(name) && !REFLECTED.has(name) && filled(valueOf(entry, name))),
  })).filter((section) => section.fields.length > 0 || (section.id === "readiness" && checkIn));
  if (sections.length === 0) return null;
  return (
    <section aria-labelledby="logged-heading" className="mt-8">
      <h2 id="logged-heading" className="text-xl font-semibold">
        {t("logged")}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <div key={section.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-medium">{tf(`sections.${section.id}`)}</h3>
            {section.id === "readiness" && checkIn ? (
              <div className="mt-2 text-sm">
                <p className="font-medium">
                  {t("dayCheckIn")}: {tc("ofFive", { value: number(checkIn.readiness, 1) })}
                </p>
                <dl aria-label={t("dayCheckIn")} className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
                  {MEASURES.map((measure) => (
                    <div key={measure} className="contents">
                      <dt className="text-slate-600">{tc(`${measure}.label`)}:</dt>
                      <dd className="text-slate-900">{tc("ofFive", { value: checkIn[measure] })}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
            <dl className="mt-2 space-y-1 text-sm">
              {section.fields.map((name) => (
                <div key={name} className="flex flex-wrap gap-x-2">
                  <dt className="text-slate-600">{tf(`fields.${name}.label`)}:</dt>
                  <dd className="whitespace-pre-line text-slate-900">{shown(name, valueOf(entry, name), number, unitOf(name))}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
