import "server-only";
import { v7 as uuidv7 } from "uuid";

/** Ids as Prisma's @default(uuid(7)) makes them, for rows the query builder inserts. */
export function newId(): string {
  return uuidv7();
}

/**
 * Rows for multi-row INSERTs, cut into chunks of a few fixed sizes: `largest` (a power of two) as
 * often as it fits, then the rest in powers of two (37 rows: 32, 4, 1). SQLite keeps each prepared
 * statement (lib/db/sqlite.ts), and a statement's program takes about 1.4 kB per row of values, so
 * each distinct count of rows was one more program kept: an import's remainders, one per batch, and
 * a session's shots, one per count. A table now has at most log2(largest) + 1 such statements.
 */
export function* fixedSizeChunks<T>(rows: readonly T[], largest: number): Generator<T[]> {
  let start = 0;
  // Below the largest, what is left is always less than twice the size, so each fits at most once.
  for (let size = largest; size >= 1; size /= 2) {
    while (rows.length - start >= size) {
      yield rows.slice(start, start + size);
      start += size;
    }
  }
}
