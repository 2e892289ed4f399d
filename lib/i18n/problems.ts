// The API speaks English (section 15: it stays language-neutral); the pages say its problems, and
// the shared zod schemas' messages, in the person's language. The English catalog is the
// "problems" namespace of en.json: each message a text the server or a schema can say, with
// {placeholders} for its variable parts. A text is matched against it to an id and values, and the
// person's language says that id; a text the catalog does not know stays English, never a key.
import english from "./messages/en.json";

export type ProblemMatch = { id: string; values: Record<string, string> };

/** Says a catalog id with its values in the person's language (next-intl's `t` of "problems"). */
export type SayProblem = (id: string, values: Record<string, string>) => string;

// Placeholders with these names hold a text that is itself a problem (translated in turn) or a
// JSON field name (one word, kept as it is); any other placeholder holds a value kept as sent.
const NESTED = new Set(["problem", "what", "action"]);
const LIST = "problems";
const WORD = "field";

type Pattern = { id: string; regex: RegExp; names: string[]; literal: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(id: string, template: string): Pattern {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part);
      names.push(name);
      return name === WORD ? "(\\S+)" : "(.+?)";
    })
    .join("");
  return { id, regex: new RegExp(`^${source}$`, "s"), names, literal: template.replace(/\{\w+\}/g, "").length };
}

// The most specific first: "must be at most {max} characters" before "must be at most {max}".
// Compiled when a problem is first read, not while every page starts: most pages show none.
let compiled: Pattern[] | undefined;
const patterns = (): Pattern[] =>
  (compiled ??= Object.entries(english.problems as Record<string, string>)
    .map(([id, template]) => compile(id, template))
    .sort((a, b) => b.literal - a.literal));

type Reading = { text: string; raw: number; match: ProblemMatch };

const readings = new Map<string, Reading | null>();

/**
 * The catalog's best reading of a text: of the messages it matches, the one that leaves the fewest
 * characters to values ("Entry 12 of competition 34 does not exist." reads as "{what} does not
 * exist." with a known what, not as "Entry {entry} of competition {competition}" with a long id).
 */
function read(text: string, inField = false): Reading | null {
  const key = `${inField ? "field:" : ""}${text}`;
  const known = readings.get(key);
  if (known !== undefined) return known;
  let best: Reading | null = null;
  for (const pattern of patterns()) {
    // What a field is told is one message, not another field's ("{field} {problem}" again).
    if (inField && pattern.names.includes(WORD)) continue;
    const found = pattern.regex.exec(text);
    if (!found) continue;
    const values = Object.fromEntries(pattern.names.map((name, i) => [name, found[i + 1] ?? ""]));
    let raw = 0;
    for (const [name, value] of Object.entries(values)) {
      if (NESTED.has(name)) {
        // A composite ("{field} {problem}.") counts only when what it holds is known too.
        const inner = read(value, pattern.names.includes(WORD));
        if (inner === null) {
          raw = Number.POSITIVE_INFINITY;
          break;
        }
        raw += inner.raw;
      } else raw += value.length;
    }
    if (raw < (best?.raw ?? Number.POSITIVE_INFINITY)) best = { text, raw, match: { id: pattern.id, values } };
  }
  readings.set(key, best);
  return best;
}

/** The catalog id and values of an English text, or null when the catalog does not know it. */
export function matchProblem(text: string): ProblemMatch | null {
  return read(text)?.match ?? null;
}

function translated(text: string, say: SayProblem, inField = false): string | null {
  const match = read(text, inField)?.match;
  if (!match) return null;
  const inner = match.values[WORD] !== undefined;
  const values = Object.fromEntries(
    Object.entries(match.values).map(([name, value]) => [
      name,
      NESTED.has(name)
        ? (translated(value, say, inner) ?? value)
        : name === LIST
          ? value
              .split("; ")
              .map((item) => translated(item, say) ?? item)
              .join("; ")
          : value,
    ]),
  );
  return say(match.id, values);
}

/**
 * The text in the person's language: whole, or sentence by sentence when it strings several
 * together (a form's root message joins the problem's detail with the fields it could not place),
 * whichever reading the catalog explains better. What the catalog does not know stays as it came.
 */
export function problemText(text: string, say: SayProblem): string {
  const sentences = text.split(/(?<=[.;])\s+/);
  const parts = sentences.map((sentence) => read(sentence));
  const byParts = parts.some((part) => part !== null)
    ? parts.reduce((sum, part, i) => sum + (part?.raw ?? sentences[i]?.length ?? 0), 0)
    : Number.POSITIVE_INFINITY;
  const whole = read(text);
  if (whole !== null && (sentences.length < 2 || whole.raw <= byParts)) return translated(text, say) ?? text;
  if (byParts === Number.POSITIVE_INFINITY) return text;
  return sentences.map((sentence) => translated(sentence, say) ?? sentence).join(" ");
}
