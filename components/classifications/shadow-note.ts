// Why a classification takes fewer athletes than its rules match, in words: an earlier one of its
// type takes them first ("Takes no one: every athlete it matches is already in U21 Women, which
// comes first among the gender category classifications").
import { inEnglish, type Translate } from "./words";

type Shadow = Array<{ name: string; entries: number }>;

function names(shadowedBy: Shadow, t: Translate): string {
  const all = shadowedBy.map((s) => s.name);
  return all.length <= 1 ? (all[0] ?? "") : t("shadow.names", { rest: all.slice(0, -1).join(", "), last: all.at(-1) ?? "" });
}

/**
 * For a saved classification (`holds` its entrants now, its rules `matching` that many) or, with
 * `unsaved`, the one in the editor. Only when the earlier ones hold every athlete it matches does it
 * say "every": others may be pinned elsewhere by hand. `type` is the type as a sentence writes it
 * (typeInSentence); the English default lowercases it.
 */
export function shadowSentence(
  shadowedBy: Shadow,
  holds: number,
  matching: number,
  typeLabel: string,
  unsaved = false,
  t: Translate = inEnglish,
  type = typeLabel.toLowerCase(),
): string | null {
  if (shadowedBy.length === 0) return null;
  const which = t("shadow.which", { names: names(shadowedBy, t), count: shadowedBy.length, type });
  const total = shadowedBy.reduce((sum, s) => sum + s.entries, 0);
  if (holds === 0 && total >= matching) return t(unsaved ? "shadow.willTakeNoOne" : "shadow.takesNoOne", { which });
  const some = t("shadow.some", { total, matching, which });
  if (holds === 0) return t(unsaved ? "shadow.willTakeNoOneOf" : "shadow.takesNoOneOf", { some, others: matching - total });
  return t("shadow.sentence", { some });
}
