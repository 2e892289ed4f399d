import { notFound } from "@/lib/errors";

/** The record, or a 404 naming what was looked for. */
export function found<T>(record: T | null | undefined, what: string): T {
  if (record === null || record === undefined) throw notFound(what);
  return record;
}
