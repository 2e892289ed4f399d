// Every field of a journal entry, once: its JSON name, type and bounds, what a person calls it, where
// the pages show it, what the API document says of it, and the columns it makes in entries.csv. The
// zod schemas (./journal.ts), the entry form, the session page, the CSV export and the OpenAPI
// document are drawn from it. It imports nothing, so a page loads it without zod.

/** How a field is typed and bounded; ./journal.ts makes the zod piece (and its messages) of each. */
export type JournalFieldKind =
  | { type: "date-time" }
  | { type: "short-text" }
  | { type: "free-text" }
  | { type: "id" }
  | { type: "int"; min: number; max: number }
  | { type: "number"; min: number; max: number; aboveZero?: true };

type JournalField = {
  kind: JournalFieldKind;
  /** What a person calls it: the form's label, the conflict panel's, the session page's. */
  label: string;
  /** Where the session page reads the value as a sentence ("Next time: …"), its shorter name there. */
  short?: string;
  /** The unit the session page writes after the value ("7 of 10", "90 min"). */
  unit?: string;
  /** A level's two ends, as the form's scale says them. */
  ends?: readonly [low: string, high: string];
  /** What the API document says of it, in the request and the response alike. */
  description: string;
  /** Added to the description in the response, where a total may be the series' sum. */
  answered?: string;
  /** The read-only fields the API answers right after it, with their descriptions; entries.csv has them too. */
  with?: Readonly<Record<string, string>>;
  /** For a link: the field beside it that names what it links, which the session page shows. */
  readAs?: string;
  /**
   * Not in the entry form, yet in the API and on the session page: the coach's feedback (written
   * through …/coach-feedback), and the energy and stress levels the day's check-in gives now
   * (freshness and calm, issue 38). The form sends back what the entry holds, so an edit keeps them.
   */
  notInForm?: true;
};

const level = { type: "int", min: 1, max: 10 } as const;
const count = { type: "int", min: 0, max: 100_000 } as const;
const shortText = { type: "short-text" } as const;
const freeText = { type: "free-text" } as const;
const id = { type: "id" } as const;

/** The fields in the API's order, which is the order of the schemas, the API document and entries.csv. */
export const JOURNAL_FIELDS = {
  sessionDate: {
    kind: { type: "date-time" },
    label: "Session date",
    description: "When the session began (ISO 8601; a bare date means midnight UTC)",
  },
  sessionType: {
    kind: shortText,
    label: "Session type",
    description: "Kind of session, e.g. Training, Match simulation, Competition, Dry fire",
  },
  discipline: { kind: shortText, label: "Discipline", description: "Discipline, e.g. Air Rifle, Air Pistol, Smallbore Rifle" },
  position: { kind: shortText, label: "Position", description: "Shooting position, e.g. Prone, Kneeling, Standing" },
  durationMinutes: {
    kind: { type: "int", min: 0, max: 1440 },
    label: "Duration (minutes)",
    unit: "min",
    description: "Length of the session in minutes, 0 to 1,440",
  },
  linkedCompetitionEntryId: {
    kind: id,
    label: "Linked competition entry",
    description: "The athlete's own competition entry this session was shot in; must be the athlete's",
    with: {
      linkedCompetitionName: "Name of the linked competition entry's competition",
      linkedCompetitionDate: "First day of that competition",
      linkedCompetitionId: "That competition",
    },
    readAs: "linkedCompetitionName",
  },
  courseOfFireId: {
    kind: id,
    label: "Course of fire",
    description: "The course of fire shot (global catalog)",
    with: { courseOfFireName: "Name of the course of fire", courseOfFireCode: "Code of the course of fire, e.g. AR60" },
    readAs: "courseOfFireName",
  },
  linkedCalendarEventId: {
    kind: id,
    label: "Calendar event",
    description: "The athlete's own calendar event this session belongs to",
    with: { linkedCalendarEventTitle: "Title of the linked calendar event" },
    readAs: "linkedCalendarEventTitle",
  },
  hoursOfSleep: {
    kind: { type: "number", min: 0, max: 24 },
    label: "Hours of sleep",
    unit: "h",
    description: "Hours slept the night before, 0 to 24",
  },
  energyLevel: {
    kind: level,
    label: "Energy level",
    unit: "of 10",
    ends: ["drained", "full of energy"],
    description: "Energy before the session, 1 (none) to 10 (full)",
    notInForm: true,
  },
  physicalHealthNotes: { kind: freeText, label: "Physical health notes", description: "How the body felt" },
  injuriesOrIssues: { kind: freeText, label: "Injuries or issues", description: "Injuries or physical issues" },
  focusLevel: {
    kind: level,
    label: "Focus level",
    unit: "of 10",
    ends: ["scattered", "sharp"],
    description: "Focus during the session, 1 to 10",
  },
  confidenceLevel: {
    kind: level,
    label: "Confidence level",
    unit: "of 10",
    ends: ["doubtful", "sure"],
    description: "Confidence, 1 to 10",
  },
  stressLevel: {
    kind: level,
    label: "Stress level",
    unit: "of 10",
    ends: ["calm", "very stressed"],
    description: "Stress, 1 (calm) to 10 (very stressed)",
    notInForm: true,
  },
  mentalStateNotes: { kind: freeText, label: "Mental state notes", description: "How the mind felt" },
  equipmentProfileId: { kind: id, label: "Equipment profile", description: "The athlete's own equipment profile used" },
  rifle: { kind: shortText, label: "Rifle or pistol", description: "Rifle or pistol used" },
  ammunition: { kind: shortText, label: "Ammunition", description: "Ammunition or pellets used" },
  sights: { kind: shortText, label: "Sights", description: "Sights, aperture, front element" },
  clothing: { kind: shortText, label: "Clothing", description: "Shooting clothing worn" },
  accessories: { kind: shortText, label: "Accessories", description: "Other equipment: glove, sling, stand, ..." },
  equipmentChanges: { kind: freeText, label: "Equipment changes", description: "What was changed on the equipment, and why" },
  venueType: { kind: shortText, label: "Venue type", description: "Kind of venue, e.g. Indoor range, Outdoor range, Home" },
  location: { kind: shortText, label: "Location", description: "Where the session took place" },
  weather: { kind: shortText, label: "Weather", description: "Weather, for outdoor sessions" },
  temperatureFahrenheit: {
    kind: { type: "number", min: -80, max: 150 },
    label: "Temperature",
    description: "Temperature in degrees Fahrenheit, -80 to 150",
  },
  wind: { kind: shortText, label: "Wind", description: "Wind, e.g. Calm, Light and gusty from 9 o'clock" },
  lighting: { kind: shortText, label: "Lighting", description: "Light conditions" },
  humidity: {
    kind: { type: "number", min: 0, max: 100 },
    label: "Humidity (%)",
    unit: "%",
    description: "Relative humidity in percent, 0 to 100",
  },
  shotsFired: {
    kind: count,
    label: "Shots fired",
    description: "Record shots fired (sighters not counted); numberOfTens must not exceed it",
    answered: "the series' sums when the entry has none (see totalsFromSeries)",
  },
  score: {
    kind: { type: "number", min: 0, max: 1_000_000 },
    label: "Score",
    description: "Total score of the record shots; must not exceed maxScore",
    answered: "the series' sum when the entry has none",
  },
  maxScore: {
    kind: { type: "number", min: 0, max: 1_000_000, aboveZero: true },
    label: "Maximum score",
    description: "Highest possible score, greater than 0 (600 for 60 shots scored in whole rings, 654 in tenths)",
    answered: "the series' sum when the entry has none",
  },
  numberOfTens: { kind: count, label: "Tens", description: "Tens; at most shotsFired" },
  numberOfXs: {
    kind: count,
    label: "Xs",
    description: "Inner tens (Xs); at most numberOfTens and shotsFired",
    answered: "the series' inner tens when the entry has none",
  },
  stringPosition: { kind: shortText, label: "String position", description: "Where in a string or relay the athlete shot" },
  sessionGoals: { kind: freeText, label: "Session goals", description: "What the athlete set out to do" },
  techniquesFocused: { kind: freeText, label: "Techniques focused", description: "Techniques worked on" },
  whatWentWell: { kind: freeText, label: "What went well", description: "What went well" },
  areasForImprovement: { kind: freeText, label: "Areas for improvement", short: "To improve", description: "What to improve" },
  coachFeedback: {
    kind: freeText,
    label: "Coach feedback",
    description:
      "The coach's feedback, written through …/coach-feedback. Sent by the athlete it is ignored: a new entry starts without it, a replace keeps the stored one",
    notInForm: true,
  },
  notes: { kind: freeText, label: "Notes", description: "Anything else" },
  nextSessionActionItems: {
    kind: freeText,
    label: "Next session action items",
    short: "Next time",
    description: "What to do in the next session",
  },
} as const satisfies Record<string, JournalField>;

export type JournalFieldName = keyof typeof JOURNAL_FIELDS;

export const JOURNAL_FIELD_NAMES = Object.keys(JOURNAL_FIELDS) as JournalFieldName[];

/** One field's entry, typed as any field's, for code that reads the optional parts. */
export const journalField = (name: JournalFieldName): JournalField => JOURNAL_FIELDS[name];

export type JournalSectionId = "session" | "score" | "readiness" | "equipment" | "conditions" | "reflection" | "links";

/**
 * Where the pages show each field, in the order they show it: the form's fieldsets and folded
 * sections, and the session page's cards. Every field is in exactly one section.
 */
export const JOURNAL_SECTIONS: ReadonlyArray<{ id: JournalSectionId; title: string; fields: readonly JournalFieldName[] }> = [
  {
    id: "session",
    title: "Session",
    fields: ["sessionDate", "courseOfFireId", "sessionType", "discipline", "position", "durationMinutes"],
  },
  { id: "score", title: "Score", fields: ["score", "maxScore", "shotsFired", "numberOfTens", "numberOfXs", "stringPosition"] },
  {
    id: "readiness",
    title: "Readiness",
    fields: [
      "energyLevel",
      "focusLevel",
      "confidenceLevel",
      "stressLevel",
      "hoursOfSleep",
      "physicalHealthNotes",
      "injuriesOrIssues",
      "mentalStateNotes",
    ],
  },
  {
    id: "equipment",
    title: "Equipment",
    fields: ["equipmentProfileId", "rifle", "ammunition", "sights", "clothing", "accessories", "equipmentChanges"],
  },
  {
    id: "conditions",
    title: "Conditions",
    fields: ["venueType", "location", "lighting", "wind", "weather", "humidity", "temperatureFahrenheit"],
  },
  {
    id: "reflection",
    title: "Goals and reflection",
    fields: [
      "sessionGoals",
      "techniquesFocused",
      "whatWentWell",
      "areasForImprovement",
      "notes",
      "coachFeedback",
      "nextSessionActionItems",
    ],
  },
  { id: "links", title: "Calendar and competition", fields: ["linkedCalendarEventId", "linkedCompetitionEntryId"] },
];

/** The section of each field: a refused save opens the sections of the fields it names. */
export const SECTION_OF = Object.fromEntries(
  JOURNAL_SECTIONS.flatMap((section) => section.fields.map((name) => [name, section.id])),
) as Record<JournalFieldName, JournalSectionId>;

/** Of these fields, those the entry form writes. */
export const inForm = (fields: readonly JournalFieldName[]) => fields.filter((name) => !journalField(name).notInForm);

const FORM_FIELD_NAMES = inForm(JOURNAL_SECTIONS.flatMap((section) => section.fields));

/** What a person calls each field the form writes, in the form's order: for its labels, its errors and the conflict panel. */
export const FIELD_LABELS: Record<string, string> = Object.fromEntries(FORM_FIELD_NAMES.map((name) => [name, JOURNAL_FIELDS[name].label]));

/**
 * What each field is called inside a sentence, for messages that name it ("must not exceed the
 * maximum score"): every field, since the form sends back those it does not show (energy, stress).
 */
export const FIELD_WORDS: Record<string, string> = Object.fromEntries(
  JOURNAL_FIELD_NAMES.map((name) => [name, JOURNAL_FIELDS[name].label] as const).map(([name, label]) => {
    const plain = label.replace(/ \(.*\)$/, "");
    // "Maximum score" → "the maximum score"; "Xs" stays "the Xs".
    const word = /^.[a-z]/.test(plain) ? plain[0]?.toLowerCase() + plain.slice(1) : plain;
    return [name, `the ${word}`];
  }),
);

/**
 * A folded section's title counts the values noted: in a section of values (readiness, equipment)
 * the notes about them do not count, in a section of notes (reflection) they do.
 */
export function countedFields(fields: readonly JournalFieldName[]): JournalFieldName[] {
  const values = fields.filter((name) => JOURNAL_FIELDS[name].kind.type !== "free-text");
  return values.length > 0 ? values : [...fields];
}

/**
 * The columns of entries.csv, as the API names and orders them: the entry's id and athlete, each
 * field with what the API answers beside it, then where its totals come from and its times.
 */
export const JOURNAL_ENTRY_CSV_COLUMNS: string[] = [
  "id",
  "athleteId",
  ...JOURNAL_FIELD_NAMES.flatMap((name) => [name, ...Object.keys(journalField(name).with ?? {})]),
  "totalsFromSeries",
  "totalsFromShots",
  "createdUtc",
  "updatedUtc",
];
