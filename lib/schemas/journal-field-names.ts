// The names of a journal entry's writable fields, without zod, for pages that need the names before
// they need the validator (lib/schemas/journal.ts checks at compile time that they are the same).
export const JOURNAL_ENTRY_FIELD_NAMES = [
  "sessionDate", "sessionType", "discipline", "position", "durationMinutes", "linkedCompetitionEntryId", "courseOfFireId",
  "linkedCalendarEventId", "hoursOfSleep", "energyLevel", "physicalHealthNotes", "injuriesOrIssues", "focusLevel",
  "confidenceLevel", "stressLevel", "mentalStateNotes", "equipmentProfileId", "rifle", "ammunition", "sights", "clothing",
  "accessories", "equipmentChanges", "venueType", "location", "weather", "temperatureFahrenheit", "wind", "lighting", "humidity",
  "shotsFired", "score", "maxScore", "numberOfTens", "numberOfXs", "stringPosition", "sessionGoals", "techniquesFocused",
  "whatWentWell", "areasForImprovement", "coachFeedback", "notes", "nextSessionActionItems",
] as const;
