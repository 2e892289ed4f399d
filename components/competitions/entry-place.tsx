"use client";
// An entry's place in a competition, as the entries page edits it: course of fire, start number,
// relay, firing point and status, and how those fields are sent.
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ENTRY_STATUSES, type EntryStatus } from "@/lib/schemas/competitions";
import type { CourseOfFire } from "./api/get-courses-of-fire";
import { useStatusWords } from "./entries-import";

export type Place = { courseOfFireId: string; bib: string; relayNumber: string; firingPoint: string; status: EntryStatus };

export const emptyPlace = (courseOfFireId: string): Place => ({
  courseOfFireId,
  bib: "",
  relayNumber: "",
  firingPoint: "",
  status: "entered",
});
export const asValues = (athleteId: string, place: Place, score: number | null = null) => ({
  athleteId,
  courseOfFireId: place.courseOfFireId || null,
  score,
  bib: place.bib.trim() || null,
  relayNumber: place.relayNumber.trim() === "" ? null : Number(place.relayNumber),
  firingPoint: place.firingPoint.trim() || null,
  status: place.status,
});

/** The fields of an entry's place: course, start number, relay, firing point, status. */
export function PlaceFields({
  place,
  onChange,
  courses,
  errors,
}: {
  place: Place;
  onChange: (place: Place) => void;
  courses: CourseOfFire[];
  errors: Record<string, string>;
}) {
  const t = useTranslations("matchSetup");
  const statusWord = useStatusWords();
  return (
    <div className="grid gap-3 sm:grid-cols-5">
      <SelectField
        label={t("course")}
        options={courses.map((c) => ({ value: c.id, label: c.code }))}
        value={place.courseOfFireId}
        onChange={(e) => onChange({ ...place, courseOfFireId: e.target.value })}
        error={errors["/courseOfFireId"]}
        placeholder={courses.length === 0 ? t("anyCourse") : undefined}
      />
      <TextField
        label={t("bib")}
        value={place.bib}
        maxLength={20}
        onChange={(e) => onChange({ ...place, bib: e.target.value })}
        error={errors["/bib"]}
      />
      <TextField
        label={t("relay")}
        inputMode="numeric"
        value={place.relayNumber}
        onChange={(e) => onChange({ ...place, relayNumber: e.target.value.replace(/[^0-9]/g, "") })}
        error={errors["/relayNumber"]}
      />
      <TextField
        label={t("firingPoint")}
        value={place.firingPoint}
        maxLength={20}
        onChange={(e) => onChange({ ...place, firingPoint: e.target.value })}
        error={errors["/firingPoint"]}
      />
      <SelectField
        label={t("statusLabel")}
        options={ENTRY_STATUSES.map((s) => ({ value: s, label: statusWord(s) }))}
        value={place.status}
        onChange={(e) => onChange({ ...place, status: e.target.value as EntryStatus })}
        error={errors["/status"]}
      />
    </div>
  );
}
