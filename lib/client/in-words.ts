// The API and the shared schemas name fields by their JSON names in messages ("must not exceed
// maxScore (600)"); the pages say what a person calls them ("must not exceed the maximum score
// (600)"). The API keeps its messages; the pages translate them here.

/** The text with each JSON name replaced by its words; longer names first, so "maxScore" goes before "score". */
export function inWords(text: string, words: Record<string, string>): string {
  const names = Object.keys(words).sort((a, b) => b.length - a.length);
  return text.replace(new RegExp(`\\b(${names.join("|")})\\b`, "g"), (name) => words[name] ?? name);
}

/** The same for every field message of a problem the API answered (an ApiProblem), in place. */
export function problemInWords<T>(problem: T, words: Record<string, string>): T {
  if (problem instanceof Error && "fields" in problem && typeof problem.fields === "object" && problem.fields !== null) {
    const fields = problem.fields as Record<string, string>;
    for (const pointer of Object.keys(fields)) fields[pointer] = inWords(fields[pointer] ?? "", words);
  }
  return problem;
}

/** Every `message` in react-hook-form's (nested) errors, in words, in place; for a resolver's result. */
export function errorsInWords<T>(errors: T, words: Record<string, string>): T {
  const walk = (node: unknown) => {
    if (node === null || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === "string") record.message = inWords(record.message, words);
    for (const [key, child] of Object.entries(record)) if (key !== "ref") walk(child);
  };
  walk(errors);
  return errors;
}
