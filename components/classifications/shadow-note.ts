// Why a classification takes fewer athletes than its rules match, in words: an earlier one of its
// type takes them first ("Takes no one: every athlete it matches is already in U21 Women, which
// comes first among the gender category classifications").

type Shadow = Array<{ name: string; entries: number }>;

const athletes = (n: number) => (n === 1 ? "1 athlete" : `${n.toLocaleString()} athletes`);

function names(shadowedBy: Shadow): string {
  const all = shadowedBy.map((s) => s.name);
  return all.length <= 1 ? (all[0] ?? "") : `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
}

/**
 * For a saved classification (`holds` its entrants now, its rules `matching` that many) or, with
 * `unsaved`, the one in the editor. Only when the earlier ones hold every athlete it matches does it
 * say "every": others may be pinned elsewhere by hand.
 */
export function shadowSentence(shadowedBy: Shadow, holds: number, matching: number, typeLabel: string, unsaved = false): string | null {
  if (shadowedBy.length === 0) return null;
  const which = `${names(shadowedBy)}, which ${shadowedBy.length === 1 ? "comes" : "come"} first among the ${typeLabel.toLowerCase()} classifications`;
  const total = shadowedBy.reduce((sum, s) => sum + s.entries, 0);
  if (holds === 0 && total >= matching)
    return unsaved
      ? `Will take no one: every athlete it matches would be in ${which}. Move it above, or narrow the rules of the one that comes first.`
      : `Takes no one: every athlete it matches is already in ${which}.`;
  const some = `${total === 1 ? "1" : total.toLocaleString()} of the ${athletes(matching)} it matches ${total === 1 ? "is" : "are"} in ${which}`;
  const others = matching - total === 1 ? "the other is" : "the others are";
  if (holds === 0) return `${unsaved ? "Will take" : "Takes"} no one: ${some}; ${others} pinned to another by hand.`;
  return `${some.charAt(0).toUpperCase()}${some.slice(1)}.`;
}
