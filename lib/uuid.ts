// UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. The same kind of id
// Prisma's `@default(uuid(7))` gives, for rows written with plain SQL.
import { randomFillSync } from "node:crypto";

// Random bytes are drawn 4 KB at a time, as Node's own randomUUID() does: one call into the system's
// generator per 256 ids instead of one per id (that call was 2% of a classification replace's CPU).
const POOL_IDS = 256;
const pool = Buffer.alloc(16 * POOL_IDS);
let next = POOL_IDS;

export function uuidv7(now = Date.now()): string {
  if (next === POOL_IDS) {
    randomFillSync(pool);
    next = 0;
  }
  const bytes = pool.subarray(16 * next, 16 * next + 16);
  next += 1;
  bytes.writeUIntBE(now, 0, 6);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x70, 6); // version 7
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8); // RFC 9562 variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
