import "server-only";
import { v7 as uuidv7 } from "uuid";

/** Ids as Prisma's @default(uuid(7)) makes them, for rows the query builder inserts. */
export function newId(): string {
  return uuidv7();
}
