import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { QueryBuilder } from "@/lib/db/client";

/** Points DATABASE_URL at a fresh copy of the migrated template. Call before importing lib/db. */
export function useFreshDatabase(): string {
  const dir = path.resolve("test-results", "vitest");
  const file = path.join(dir, `${randomUUID()}.db`);
  fs.copyFileSync(path.join(dir, "template.db"), file);
  process.env.DATABASE_URL = `file:${file}`;
  return file;
}

/** The same numbers for the same seed (a linear congruential generator): generated journals repeat. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** An organization with one athlete, written straight to the database: the athlete's id. */
export async function insertAthlete(qb: QueryBuilder, lastName: string): Promise<string> {
  const stamps = { createdAt: new Date(), updatedAt: new Date() };
  const organizationId = randomUUID();
  await qb
    .insertInto("Organization")
    .values({ id: organizationId, name: `${lastName}'s club`, ...stamps })
    .execute();
  const athleteId = randomUUID();
  await qb
    .insertInto("Athlete")
    .values({ id: athleteId, organizationId, firstName: "Ada", lastName, ...stamps })
    .execute();
  return athleteId;
}
