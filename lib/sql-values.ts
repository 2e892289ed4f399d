// Values of rows read with plain SQL, which the two databases hand back differently: SQLite gives
// dates as text and counts as numbers (BigInt through Prisma), PostgreSQL gives Date objects and
// numbers (COUNT and other int8 values as text through node-postgres).
export function date(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function optionalDate(value: unknown): Date | null {
  return value === null || value === undefined ? null : date(value);
}

export function int(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

export function optionalInt(value: unknown): number | null {
  return value === null || value === undefined ? null : int(value);
}

/** An aggregate: SUM over no rows is NULL, which counts as 0 here. */
export function sum(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** SQLite keeps booleans as 0 and 1 (BigInt through Prisma). */
export function boolean(value: unknown): boolean {
  return value === true || value === 1 || value === 1n;
}

export function optionalText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
