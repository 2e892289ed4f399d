/**
 * The "choices" message key of a stored English word of a list (lib/journal/vocabulary.ts): "Air
 * Rifle" is airRifle, "300m Rifle" 300mRifle, "Kneeling, Prone, Standing" kneelingProneStanding.
 */
export const choiceKey = (value: string) =>
  value
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join("");
