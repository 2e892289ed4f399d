// The words the entry form offers for the journal's free-text facts. The API stores text (an
// interface-document client may write anything), so these are the pages' code tables: the value
// stored is the English word, and a value typed elsewhere still shows, as itself.

type Choice = { value: string; label: string };
const words = (...values: string[]): Choice[] => values.map((value) => ({ value, label: value }));

export const SESSION_TYPES = words("Training", "Match simulation", "Competition", "Dry fire", "Equipment test", "Coaching session");

export const DISCIPLINES = words(
  "Air Rifle",
  "Air Pistol",
  "Smallbore Rifle",
  "Pistol",
  "300m Rifle",
  "Sporter Air Rifle",
  "Precision Air Rifle",
);

export const POSITIONS: Choice[] = [
  ...words("Standing", "Kneeling", "Prone", "Sitting", "Bench rest"),
  { value: "Kneeling, Prone, Standing", label: "3 positions (kneeling, prone, standing)" },
  { value: "Prone, Standing, Kneeling", label: "3 positions (prone, standing, kneeling)" },
];

export const VENUE_TYPES = words("Indoor range", "Outdoor range", "Covered outdoor range", "Home (dry fire)");

export const LIGHTING = words("Natural", "Artificial", "Mixed", "Bright sun", "Overcast", "Low light");

export const WIND = words("None", "Calm", "Light", "Moderate", "Strong", "Gusting", "Switching");

/** The choices, with a stored value that is none of them kept as itself so editing never drops it. */
export function choicesWith(choices: Choice[], current: unknown): Choice[] {
  if (typeof current !== "string" || current === "" || choices.some((c) => c.value === current)) return choices;
  return [...choices, { value: current, label: current }];
}
