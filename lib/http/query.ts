import { z } from "zod";
import "@/lib/schemas/messages";
import { ApiError } from "@/lib/errors";

/** Parses the query string with a schema; a bad parameter is a 400 naming it ("?limit"). */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  return parseQuery(Object.fromEntries(new URL(request.url).searchParams), schema);
}

/** The query's parameters parsed, or a 400 naming each one that is wrong. */
export function parseQuery<S extends z.ZodType>(raw: Record<string, string>, schema: S): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(parsed.error.issues.map((i) => [`?${i.path.join(".")}`, i.message]));
  const detail = Object.entries(fields)
    .map(([name, message]) => `${name.slice(1)} ${message}`)
    .join("; ");
  throw new ApiError("bad_request", 400, `Invalid query: ${detail}.`, fields);
}
