"use client";
// The parts of the session form folded away until opened: readiness, equipment, conditions, goals
// and reflection, and links. The form makes each field; this file says which fields go where.
import type { ReactNode } from "react";
import { LIGHTING, VENUE_TYPES, WIND } from "@/lib/journal/vocabulary";
import type { JOURNAL_ENTRY_FIELD_NAMES } from "@/lib/schemas/journal-field-names";
import type { AthleteCompetitionEntry, CalendarEvent, EquipmentProfile } from "./api/pickers";
import type { Section } from "./entry-form-parts";

type Choices = Array<{ value: string; label: string }>;
type FieldName = (typeof JOURNAL_ENTRY_FIELD_NAMES)[number];
type PickerName = "courseOfFireId" | "equipmentProfileId" | "linkedCalendarEventId" | "linkedCompetitionEntryId";
type ScaleName = "energyLevel" | "focusLevel" | "confidenceLevel" | "stressLevel";

/** The form's makers of one field each, by the field's name. */
export type FieldMakers = {
  text: (name: FieldName) => ReactNode;
  number: (name: FieldName, hint?: string) => ReactNode;
  area: (name: FieldName) => ReactNode;
  choice: (name: FieldName, choices: Choices) => ReactNode;
  picker: (name: PickerName, label: string, items: Choices | undefined, onPick?: (id: string) => void, className?: string) => ReactNode;
  scale: (name: ScaleName, low: string, high: string) => ReactNode;
  temperature: () => ReactNode;
  section: (id: Section, title: string, children: ReactNode, summary?: string) => ReactNode;
  /** "3 noted", for a folded section's title. */
  countText: (names: string[]) => string | undefined;
};

export function FoldedSections({
  make,
  profiles,
  events,
  competitionEntries,
  onProfile,
}: {
  make: FieldMakers;
  profiles: EquipmentProfile[] | undefined;
  events: CalendarEvent[] | undefined;
  competitionEntries: AthleteCompetitionEntry[] | undefined;
  onProfile: (profileId: string) => void;
}) {
  return (
    <>
      {make.section(
        "readiness",
        "Readiness",
        <>
          {make.scale("energyLevel", "drained", "full of energy")}
          {make.scale("focusLevel", "scattered", "sharp")}
          {make.scale("confidenceLevel", "doubtful", "sure")}
          {make.scale("stressLevel", "calm", "very stressed")}
          {make.number("hoursOfSleep")}
          {make.area("physicalHealthNotes")}
          {make.area("injuriesOrIssues")}
          {make.area("mentalStateNotes")}
        </>,
        make.countText(["energyLevel", "focusLevel", "confidenceLevel", "stressLevel", "hoursOfSleep"]),
      )}
      {make.section(
        "equipment",
        "Equipment",
        <>
          {make.picker(
            "equipmentProfileId",
            "Equipment profile",
            profiles?.map((p) => ({ value: p.id, label: p.name })),
            onProfile,
            "sm:col-span-2",
          )}
          {make.text("rifle")}
          {make.text("ammunition")}
          {make.text("sights")}
          {make.text("clothing")}
          {make.text("accessories")}
          {make.area("equipmentChanges")}
        </>,
        make.countText(["equipmentProfileId", "rifle", "ammunition", "sights", "clothing", "accessories"]),
      )}
      {make.section(
        "conditions",
        "Conditions",
        <>
          {make.choice("venueType", VENUE_TYPES)}
          {make.text("location")}
          {make.choice("lighting", LIGHTING)}
          {make.choice("wind", WIND)}
          {make.text("weather")}
          {make.number("humidity")}
          {make.temperature()}
        </>,
        make.countText(["venueType", "location", "lighting", "wind", "weather", "humidity", "temperatureFahrenheit"]),
      )}
      {make.section(
        "reflection",
        "Goals and reflection",
        <>
          {make.area("sessionGoals")}
          {make.area("techniquesFocused")}
          {make.area("whatWentWell")}
          {make.area("areasForImprovement")}
          {make.area("notes")}
          {make.area("nextSessionActionItems")}
        </>,
        make.countText(["sessionGoals", "techniquesFocused", "whatWentWell", "areasForImprovement", "notes", "nextSessionActionItems"]),
      )}
      {make.section(
        "links",
        "Calendar and competition",
        <>
          {make.picker(
            "linkedCalendarEventId",
            "Calendar event",
            events?.map((e) => ({ value: e.id, label: e.title })),
          )}
          {make.picker(
            "linkedCompetitionEntryId",
            "Linked competition entry",
            competitionEntries?.map((e) => ({
              value: e.id,
              label: `${e.competitionName}, ${new Date(e.competitionStartDate).toLocaleDateString(undefined, { dateStyle: "medium", timeZone: "UTC" })}${e.score === null ? "" : ` (${e.score.toLocaleString()})`}`,
            })),
          )}
        </>,
        make.countText(["linkedCalendarEventId", "linkedCompetitionEntryId"]),
      )}
    </>
  );
}
