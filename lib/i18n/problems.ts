// The API speaks English (section 15: it stays language-neutral); the pages say its problems, and
// the shared zod schemas' messages, in the person's language. The English catalog is the
// "problems" namespace of en.json: each message a text the server or a schema can say, with
// {placeholders} for its variable parts. A text is matched against it to an id and values, and the
// person's language says that id; a text the catalog does not know stays English, never a key.
import english from "./messages/en.json";

export type ProblemMatch = { id: string; values: Record<string, string> };

/** Says a catalog id with its values in the person's language (next-intl's `t` of "problems"). */
export type SayProblem = (id: string, values: Record<string, string | number>) => string;

// Placeholders with these names hold a text that is itself a problem (translated in turn) or a
// JSON field name (one word, kept as it is); any other placeholder holds a value kept as sent.
const NESTED = new Set(["problem", "what", "action"]);
const LIST = "problems";
// A list of problems joined by commas ("3 cross shots, 1 illegal shots"), each translated in turn.
const ITEMS = "items";
const WORD = "field";
const QUOTED = "value";
type Pattern = { id: string; regex: RegExp; names: string[]; literal: number; numbers: Set<string> };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An English message as a regular expression: `{name}` is a value, `{count, number}` a count as
 * en-US writes it ("1,204"), `{count, plural, one {# shot} other {# shots}}` either branch with `#`
 * the count. A count is said as a number, so that each language's plural and digit grouping apply.
 */
function compile(id: string, template: string): Pattern {
  const names: string[] = [];
  const numbers = new Set<string>();
  let literal = 0;
  const walk = (text: string, pound?: string): string => {
    let out = "";
    let i = 0;
    while (i < text.length) {
      const char = text[i] ?? "";
      if (char === "#" && pound !== undefined) {
        names.push(pound);
        numbers.add(pound);
        out += "(\\d[\\d,]*)";
        i += 1;
        continue;
      }
      if (char !== "{") {
        out += escape(char);
        literal += 1;
        i += 1;
        continue;
      }
      const rest = text.slice(i);
      const simple = /^\{(\w+)\}/.exec(rest);
      if (simple?.[1]) {
        names.push(simple[1]);
        // A quoted value may be empty (a field the line left blank); any other value says something.
        out += simple[1] === WORD ? "(\\S+)" : simple[1] === QUOTED ? "(.*?)" : "(.+?)";
        i += simple[0].length;
        continue;
      }
      const number = /^\{(\w+),\s*number\}/.exec(rest);
      if (number?.[1]) {
        names.push(number[1]);
        numbers.add(number[1]);
        out += "(\\d[\\d,]*)";
        i += number[0].length;
        continue;
      }
      const plural = /^\{(\w+),\s*plural,\s*/.exec(rest);
      if (!plural?.[1]) throw new Error(`problems.${id}: only {name} and {name, plural, ...} are read`);
      i += plural[0].length;
      const branches: string[] = [];
      while (i < text.length && text[i] !== "}") {
        const head = /^\s*=?\w+\s*\{/.exec(text.slice(i));
        if (!head) throw new Error(`problems.${id}: a plural's branch is not read`);
        i += head[0].length;
        const start = i;
        for (let depth = 1; depth > 0 && i < text.length; i += 1) {
          if (text[i] === "{") depth += 1;
          else if (text[i] === "}") depth -= 1;
        }
        branches.push(walk(text.slice(start, i - 1), plural[1]));
        while (text[i] === " ") i += 1;
      }
      i += 1;
      out += `(?:${branches.join("|")})`;
    }
    return out;
  };
  const source = walk(template);
  return { id, regex: new RegExp(`^${source}$`, "s"), names, literal, numbers };
}

// The most specific first: "must be at most {max} characters" before "must be at most {max}".
// Compiled when a problem is first read, not while every page starts: most pages show none.
let compiled: Pattern[] | undefined;
const patterns = (): Pattern[] =>
  (compiled ??= Object.entries(english.problems as Record<string, string>)
    .map(([id, template]) => compile(id, template))
    .sort((a, b) => b.literal - a.literal));

const numbersOf = (id: string): Set<string> => patterns().find((pattern) => pattern.id === id)?.numbers ?? new Set();

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
    // A plural's branches each capture the count: the one that matched holds it.
    const values: Record<string, string> = {};
    pattern.names.forEach((name, i) => {
      const value = found[i + 1];
      if (value !== undefined) values[name] = value;
      else values[name] ??= "";
    });
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
      } else if (name === ITEMS) {
        // A list counts only when the catalog knows each of its items.
        const items = value.split(", ").map((item) => read(item));
        if (items.some((item) => item === null)) {
          raw = Number.POSITIVE_INFINITY;
          break;
        }
        raw += items.reduce((sum, item) => sum + (item?.raw ?? 0), 0);
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
    Object.entries(match.values).map(([name, value]): [string, string | number] => [
      name,
      NESTED.has(name)
        ? (translated(value, say, inner) ?? value)
        : name === LIST || name === ITEMS
          ? value
              .split(name === LIST ? "; " : ", ")
              .map((item) => translated(item, say) ?? item)
              .join(name === LIST ? "; " : ", ")
          : numbersOf(match.id).has(name)
            ? Number(value.replaceAll(",", ""))
            : value,
    ]),
  );
  return say(match.id, values);
}

/**
 * The text in the person's language: whole, or in parts when it strings several messages together
 * (a form's root message joins the problem's detail with the fields it could not place; an import
 * that read nothing quotes its notes and first unreadable lines after its own sentence). The text
 * is cut after each "." and at each "; ", and the cuts are joined again into the runs the catalog explains
 * best: the fewest characters left to values or unknown, a longer run on a tie. What the catalog
 * does not know stays as it came.
 */
export function problemText(text: string, say: SayProblem): string {
  // A sentence keeps its full stop (the catalog's messages end with theirs); "; " only joins.
  const pieces = text.split(/((?<=\.)\s+|;\s+)/);
  // pieces alternates text and what joins it: piece k of n is pieces[2k], its joint pieces[2k + 1].
  const count = Math.ceil(pieces.length / 2);
  const run = (from: number, to: number) => pieces.slice(2 * from, 2 * to - 1).join("");
  type Best = { cost: number; runs: number; known: boolean; next: number; reading: Reading | null };
  const best: Best[] = [];
  best[count] = { cost: 0, runs: 0, known: false, next: count, reading: null };
  for (let from = count - 1; from >= 0; from -= 1) {
    let chosen: Best | null = null;
    for (let to = count; to > from; to -= 1) {
      const rest = best[to];
      if (!rest) continue;
      const reading = read(run(from, to));
      if (reading === null && to !== from + 1) continue;
      const cost = (reading?.raw ?? run(from, to).length) + rest.cost;
      const candidate = { cost, runs: rest.runs + 1, known: reading !== null || rest.known, next: to, reading };
      if (chosen === null || cost < chosen.cost || (cost === chosen.cost && candidate.runs < chosen.runs)) chosen = candidate;
    }
    if (chosen) best[from] = chosen;
  }
  if (!best[0]?.known) return text;
  let out = "";
  for (let at = 0; at < count;) {
    const step = best[at];
    if (!step) break;
    const part = run(at, step.next);
    out += step.reading ? (translated(part, say) ?? part) : part;
    if (step.next < count) out += pieces[2 * step.next - 1] ?? " ";
    at = step.next;
  }
  return out;
}
