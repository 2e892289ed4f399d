// Messages that are the same word in English and another language (a brand, a unit, "Name" in
// German), listed by key so that the check on untranslated messages lets them through.
export const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: [
    // The score import: a before and after joined by an arrow.
    "matchScores.import.change",
    "problems.fieldSays",
    "shots.seriesTab",
    "journalFields.fields.wind.label",
    "journalFields.fields.humidity.unit",
    // The desk pages: a sentence that is only its parts, a word that is German too.
    "classifications.shadow.sentence",
    "classifications.view.rule",
    "home.coach.flags.stress",
    "organizations.new.name",
    "signIn.name",
    // Planning: "Plan" is German too; a label that is only its parts.
    "planning.title",
    "planning.checkIn.valueLabel",
    "planning.coach.none",
    // The account settings: the word Germans use too.
    "account.name.label",
    "account.passkeys.title",
    "account.passkeys.unnamed",
    "account.devices.browser",
    // The import and choice lists: a word or a brand that is the same.
    "imports.choose.format",
    "imports.choose.formats.orion",
    "imports.choose.formats.mytargets",
    "imports.card.series",
    "choices.sessionTypes.training",
    "planning.equipment.name",
  ],
  sv: [
    // The score import: a before and after joined by an arrow.
    "matchScores.import.change",
    "problems.fieldSays",
    "shots.seriesTab",
    "journalFields.fields.ammunition.label",
    "journalFields.fields.durationMinutes.unit",
    "journalFields.fields.humidity.unit",
    "planning.feedMinutes",
    "planning.minutesShort",
    "planning.title",
    "planning.checkIn.valueLabel",
    "planning.coach.none",
    // The desk pages: a sentence that is only its parts, a word that is Swedish too.
    "classifications.shadow.sentence",
    "classifications.view.rule",
    "home.coach.flags.stress",
    "account.passkeys.title",
    "account.passkeys.unnamed",
    // The import and choice lists: a word or a brand that is the same.
    "imports.choose.format",
    "imports.choose.formats.orion",
    "imports.choose.formats.mytargets",
    "imports.card.series",
    "choices.disciplines.pistol",
    "planning.equipment.ammunition",
  ],
};
