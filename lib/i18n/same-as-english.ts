// Messages that are the same word in English and another language (a brand, a unit, "Name" in
// German), listed by key so that the check on untranslated messages lets them through.
export const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: ["signIn.name"],
  sv: [],
};
