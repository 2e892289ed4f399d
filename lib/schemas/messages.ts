// The one zod error map, installed on import. Every module that validates imports it (the schemas
// through common.ts, the body reader directly), so no path gets zod's default wording.
import { z } from "zod";

function describeType(expected: string): string {
  switch (expected) {
    case "int":
      return "a whole number";
    case "number":
      return "a number";
    case "string":
      return "text";
    case "boolean":
      return "true or false";
    case "array":
      return "a list";
    case "object":
      return "an object";
    default:
      return expected;
  }
}

function received(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "a list";
  if (typeof input === "number") return String(input);
  return typeof input === "string" ? "text" : typeof input;
}

/** z.int() reports a string as "expected number"; its format says it wants a whole number. */
function expectsInteger(issue: { inst?: unknown }): boolean {
  const format = (issue.inst as { _zod?: { def?: { format?: string } } } | undefined)?._zod?.def?.format;
  return typeof format === "string" && format.includes("int");
}

// Messages are predicates ("must be at most 10"): the API puts them under the field's JSON Pointer,
// and the pages put them under the field's label.
z.config({
  customError(issue) {
    switch (issue.code) {
      case "invalid_type":
        if (issue.input === undefined) return "is required";
        if (typeof issue.input === "number" && Number.isNaN(issue.input)) return "must be a number";
        return `must be ${describeType(expectsInteger(issue) ? "int" : issue.expected)}, not ${received(issue.input)}`;
      case "too_small":
        if (issue.origin === "string") {
          return Number(issue.minimum) <= 1 ? "must not be empty" : `must be at least ${issue.minimum} characters`;
        }
        if (issue.origin === "array") return `must have at least ${issue.minimum} items`;
        return issue.inclusive === false ? `must be greater than ${issue.minimum}` : `must be at least ${issue.minimum}`;
      case "too_big":
        if (issue.origin === "string") return `must be at most ${issue.maximum} characters`;
        if (issue.origin === "array") return `must have at most ${issue.maximum} items`;
        return issue.inclusive === false ? `must be less than ${issue.maximum}` : `must be at most ${issue.maximum}`;
      case "invalid_format":
        if (issue.format === "email") return "must be an e-mail address";
        if (issue.format === "uuid") return "must be a UUID";
        if (issue.format === "url") return "must be an absolute http or https URL";
        return `must be a valid ${issue.format}`;
      default:
        return undefined;
    }
  },
});
