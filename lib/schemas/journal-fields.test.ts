import { describe, expect, it } from "vitest";
import { journalEntryInput, journalEntryReplaceInput, journalEntryResponse } from "./journal";
import {
  countedFields,
  FIELD_LABELS,
  JOURNAL_ENTRY_CSV_COLUMNS,
  JOURNAL_FIELD_NAMES,
  JOURNAL_SECTIONS,
  SECTION_OF,
} from "./journal-fields";

describe("the list of journal fields", () => {
  it("names every field of the input schemas, and nothing else", () => {
    expect(Object.keys(journalEntryInput.shape)).toEqual(JOURNAL_FIELD_NAMES);
    expect(Object.keys(journalEntryReplaceInput.shape)).toEqual(JOURNAL_FIELD_NAMES);
  });

  it("puts every field in exactly one section", () => {
    const placed = JOURNAL_SECTIONS.flatMap((section) => section.fields);
    expect([...placed].sort()).toEqual([...JOURNAL_FIELD_NAMES].sort());
    expect(Object.keys(SECTION_OF)).toHaveLength(JOURNAL_FIELD_NAMES.length);
  });

  it("labels what the form writes: every field but the coach's feedback and the levels the day's check-in gives", () => {
    const notInForm = ["coachFeedback", "energyLevel", "stressLevel"];
    expect(Object.keys(FIELD_LABELS).sort()).toEqual(JOURNAL_FIELD_NAMES.filter((name) => !notInForm.includes(name)).sort());
  });

  it("gives entries.csv the response's fields without its series, under the header it always had", () => {
    expect(JOURNAL_ENTRY_CSV_COLUMNS).toEqual(Object.keys(journalEntryResponse.shape).filter((key) => key !== "scoreSeries"));
    // Spreadsheets and scripts read these names: they change only with a new API version.
    expect(JOURNAL_ENTRY_CSV_COLUMNS.join(",")).toBe(
      "id,athleteId,sessionDate,sessionType,discipline,position,durationMinutes,linkedCompetitionEntryId,linkedCompetitionName," +
        "linkedCompetitionDate,linkedCompetitionId,courseOfFireId,courseOfFireName,courseOfFireCode,linkedCalendarEventId," +
        "linkedCalendarEventTitle,hoursOfSleep,energyLevel,physicalHealthNotes,injuriesOrIssues,focusLevel,confidenceLevel," +
        "stressLevel,mentalStateNotes,equipmentProfileId,rifle,ammunition,sights,clothing,accessories,equipmentChanges,venueType," +
        "location,weather,temperatureFahrenheit,wind,lighting,humidity,shotsFired,score,maxScore,numberOfTens,numberOfXs," +
        "stringPosition,sessionGoals,techniquesFocused,whatWentWell,areasForImprovement,coachFeedback,notes," +
        "nextSessionActionItems,totalsFromSeries,totalsFromShots,createdUtc,updatedUtc",
    );
  });

  it("counts a folded section's values, and its notes only where it holds nothing else", () => {
    expect(countedFields(["energyLevel", "hoursOfSleep", "mentalStateNotes"])).toEqual(["energyLevel", "hoursOfSleep"]);
    expect(countedFields(["sessionGoals", "notes"])).toEqual(["sessionGoals", "notes"]);
  });
});
