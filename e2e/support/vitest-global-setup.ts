// Migrates one template SQLite file with the real migrate command; tests that need a database copy
// it (e2e/support/test-database.ts), so each file starts from a fresh, fully migrated schema.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export default function setup() {
  const dir = path.resolve("test-results", "vitest");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const template = path.join(dir, "template.db");
  const result = spawnSync(path.resolve("node_modules", ".bin", "prisma"), ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${template}` },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`migrate deploy failed:\n${result.stdout}\n${result.stderr}`);
}
