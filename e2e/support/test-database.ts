import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Points DATABASE_URL at a fresh copy of the migrated template. Call before importing lib/db. */
export function useFreshDatabase(): string {
  const dir = path.resolve("test-results", "vitest");
  const file = path.join(dir, `${randomUUID()}.db`);
  fs.copyFileSync(path.join(dir, "template.db"), file);
  process.env.DATABASE_URL = `file:${file}`;
  return file;
}
