// Values of rows read with $queryRaw, which the two databases hand back differently: SQLite gives
// dates as text and counts as BigInt, PostgreSQL gives Date objects and numbers (or BigInt for COUNT).
export function date(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function optionalDate(value: unknown): Date | null {
  return value === null || value === undefined ? null : date(value);
}

export function int(value: unknown): number {
  return typeof value === "bigint" ? Number(value) : (value as number);
}

export function optionalInt(value: unknown): number | null {
  return value === null || value === undefined ? null : int(value);
}

/** An aggregate: SUM over no rows is NULL, which counts as 0 here. */
export function sum(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function optionalText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
