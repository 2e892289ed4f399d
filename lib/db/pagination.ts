// Keyset pagination for every list: `?limit=` 1..200 (default 50) and an opaque `?cursor=` that
// holds the sort values of the last item returned. Rows inserted meanwhile can neither repeat nor
// push others out of a later page, because each page starts strictly after the previous one's end.
import type { Expression, ExpressionBuilder, ReferenceExpression, SelectQueryBuilder, SqlBool, StringReference } from "kysely";
import { ApiError } from "@/lib/errors";

export type SortValue = string | number | Date;
type Kind = "date" | "string" | "number";
/** Each part of a list's order: the column, its direction, the kind of value it holds, and how to read it from a row. */
export type SortKey<Row> = ReadonlyArray<{ field: string; direction: "asc" | "desc"; kind: Kind; value: (row: Row) => SortValue }>;
const TAGS: Record<Kind, Encoded[0]> = { date: "d", string: "s", number: "n" };

type Encoded = ["d", string] | ["s", string] | ["n", number];

function encodeValue(value: SortValue): Encoded {
  if (value instanceof Date) return ["d", value.toISOString()];
  return typeof value === "number" ? ["n", value] : ["s", value];
}

/** A cursor's value, which must be of the kind its part of the order holds (a forged one may not be). */
function decodeValue(encoded: unknown, kind: Kind): SortValue {
  if (!Array.isArray(encoded) || encoded.length !== 2) throw badCursor();
  const [tag, value] = encoded as [unknown, unknown];
  if (tag !== TAGS[kind]) throw badCursor();
  if (tag === "d" && typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value);
  if (tag === "s" && typeof value === "string") return value;
  if (tag === "n" && typeof value === "number" && Number.isFinite(value)) return value;
  throw badCursor();
}

export function badCursor(): ApiError {
  return new ApiError("bad_request", 400, "The cursor is not one this list handed out; start again without it.");
}

export function decodeCursor(cursor: string | undefined, key: SortKey<never>): SortValue[] | null {
  if (cursor === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== key.length) throw badCursor();
  return parsed.map((value, i) => decodeValue(value, key[i]?.kind ?? "string"));
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
  const rows = await fetch({ after: decodeCursor(query.cursor, key), take: query.limit + 1 });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > query.limit && last !== undefined
      ? Buffer.from(JSON.stringify(key.map((part) => encodeValue(part.value(last))))).toString("base64url")
      : null;
  return { items, nextCursor };
}

/** The default order of a list: newest first. */
export const newestFirst: SortKey<{ createdAt: Date; id: string }> = [
  { field: "createdAt", direction: "desc", kind: "date", value: (row) => row.createdAt },
  { field: "id", direction: "desc", kind: "string", value: (row) => row.id },
];

export function ascending<Row extends { id: string }>(
  ...fields: Array<{ field: string; kind: Kind; value: (row: Row) => SortValue }>
): SortKey<Row> {
  return [
    ...fields.map((f) => ({ ...f, direction: "asc" as const })),
    { field: "id", direction: "asc", kind: "string", value: (row) => row.id },
  ];
}

/**
 * The query builder's "strictly after the cursor" in the key's order, for a list read with Kysely:
 * `query.where((eb) => keysetAfter(eb, key, values, columns))`, where `columns` names each part's column
 * as the query sees it (with its table alias). Null values mean the first page.
 */
function keysetAfter<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  key: SortKey<never>,
  values: SortValue[] | null,
  columns: readonly ReferenceExpression<DB, TB>[],
): Expression<SqlBool> {
  if (values === null) return eb.lit(true);
  return eb.or(
    key.map((part, i) =>
      eb.and([
        ...key.slice(0, i).map((_, j) => eb(columnAt(columns, j), "=", values[j])),
        eb(columnAt(columns, i), part.direction === "asc" ? ">" : "<", values[i]),
      ]),
    ),
  );
}

/**
 * One page of a list read with Kysely, in the key's order: the rows strictly after the cursor's
 * values, ordered by each part of the key (`columns` names each part's column as the query sees it),
 * at most `take` of them. Every list's page read is this, so the order and the cursor never part.
 */
export function inKeyOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  key: SortKey<never>,
  page: { after: SortValue[] | null; take: number },
  columns: readonly StringReference<DB, TB>[],
): SelectQueryBuilder<DB, TB, O> {
  const ordered = key.reduce(
    (q, part, i) => q.orderBy(columnAt(columns, i), part.direction),
    query.where((eb) => keysetAfter(eb, key, page.after, columns)),
  );
  return ordered.limit(page.take);
}

function columnAt<C>(columns: readonly C[], i: number): C {
  const column = columns[i];
  if (column === undefined) throw new Error(`The sort key has no column for its part ${i}.`);
  return column;
}
