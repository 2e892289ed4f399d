// Keyset pagination for every list: `?limit=` 1..200 (default 50) and an opaque `?cursor=` that
// holds the sort values of the last item returned. Rows inserted meanwhile can neither repeat nor
// push others out of a later page, because each page starts strictly after the previous one's end.
import { ApiError } from "./errors";

type SortValue = string | number | Date;
export type SortKey<Row> = ReadonlyArray<{ field: string; direction: "asc" | "desc"; value: (row: Row) => SortValue }>;

type Encoded = ["d", string] | ["s", string] | ["n", number];

function encodeValue(value: SortValue): Encoded {
  if (value instanceof Date) return ["d", value.toISOString()];
  return typeof value === "number" ? ["n", value] : ["s", value];
}

function decodeValue(encoded: unknown): SortValue {
  if (!Array.isArray(encoded) || encoded.length !== 2) throw badCursor();
  const [tag, value] = encoded as [unknown, unknown];
  if (tag === "d" && typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value);
  if (tag === "s" && typeof value === "string") return value;
  if (tag === "n" && typeof value === "number" && Number.isFinite(value)) return value;
  throw badCursor();
}

export function badCursor(): ApiError {
  return new ApiError("bad_request", 400, "The cursor is not one this list handed out; start again without it.");
}

export function decodeCursor(cursor: string | undefined, fields: number): SortValue[] | null {
  if (cursor === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== fields) throw badCursor();
  return parsed.map(decodeValue);
}

/** The where clause for "strictly after the cursor" in the key's order: (a > x) or (a = x and b > y) ... */
export function after<Where>(key: SortKey<never>, values: SortValue[] | null): Where {
  if (values === null) return {} as Where;
  const branches = key.map((part, i) => {
    const equal = Object.fromEntries(key.slice(0, i).map((earlier, j) => [earlier.field, values[j]]));
    return { ...equal, [part.field]: { [part.direction === "asc" ? "gt" : "lt"]: values[i] } };
  });
  return { OR: branches } as Where;
}

export function orderBy<Order>(key: SortKey<never>): Order[] {
  return key.map((part) => ({ [part.field]: part.direction }) as Order);
}

/** Fetches limit + 1 rows to learn whether another page follows. */
export async function page<Row>(
  key: SortKey<Row>,
  query: { limit: number; cursor?: string },
  fetch: (args: { after: SortValue[] | null; take: number }) => Promise<Row[]>,
): Promise<{ items: Row[]; nextCursor: string | null }> {
  const rows = await fetch({ after: decodeCursor(query.cursor, key.length), take: query.limit + 1 });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor = rows.length > query.limit && last !== undefined
    ? Buffer.from(JSON.stringify(key.map((part) => encodeValue(part.value(last))))).toString("base64url")
    : null;
  return { items, nextCursor };
}

/** The default order of a list: newest first. */
export const newestFirst: SortKey<{ createdAt: Date; id: string }> = [
  { field: "createdAt", direction: "desc", value: (row) => row.createdAt },
  { field: "id", direction: "desc", value: (row) => row.id },
];

export function ascending<Row extends { id: string }>(...fields: Array<{ field: string; value: (row: Row) => SortValue }>): SortKey<Row> {
  return [...fields.map((f) => ({ ...f, direction: "asc" as const })), { field: "id", direction: "asc", value: (row) => row.id }];
}
