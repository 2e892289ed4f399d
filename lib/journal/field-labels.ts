// What a person calls each field of a journal entry: for the form, its errors, the conflict panel
// and the session page. The API keeps its own names; the pages show these.
export const FIELD_LABELS: Record<string, string> = {
  sessionDate: "Session date",
  sessionType: "Session type",
  discipline: "Discipline",
  position: "Position",
  durationMinutes: "Duration (minutes)",
  courseOfFireId: "Course of fire",
  linkedCalendarEventId: "Calendar event",
  linkedCompetitionEntryId: "Linked competition entry",
  hoursOfSleep: "Hours of sleep",
  energyLevel: "Energy level",
  focusLevel: "Focus level",
  confidenceLevel: "Confidence level",
  stressLevel: "Stress level",
  physicalHealthNotes: "Physical health notes",
  injuriesOrIssues: "Injuries or issues",
  mentalStateNotes: "Mental state notes",
  equipmentProfileId: "Equipment profile",
  rifle: "Rifle or pistol",
  ammunition: "Ammunition",
  sights: "Sights",
  clothing: "Clothing",
  accessories: "Accessories",
  equipmentChanges: "Equipment changes",
  venueType: "Venue type",
  location: "Location",
  weather: "Weather",
  wind: "Wind",
  lighting: "Lighting",
  humidity: "Humidity (%)",
  temperatureFahrenheit: "Temperature",
  shotsFired: "Shots fired",
  score: "Score",
  maxScore: "Maximum score",
  numberOfTens: "Tens",
  numberOfXs: "Xs",
  stringPosition: "String position",
  sessionGoals: "Session goals",
  techniquesFocused: "Techniques focused",
  whatWentWell: "What went well",
  areasForImprovement: "Areas for improvement",
  notes: "Notes",
  nextSessionActionItems: "Next session action items",
};

/** What each field is called inside a sentence, for messages that name it ("must not exceed the maximum score"). */
export const FIELD_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries(FIELD_LABELS).map(([name, label]) => {
    const plain = label.replace(/ \(.*\)$/, "");
    // "Maximum score" → "the maximum score"; "Xs" stays "the Xs".
    const word = /^.[a-z]/.test(plain) ? plain[0]?.toLowerCase() + plain.slice(1) : plain;
    return [name, `the ${word}`];
  }),
);
