import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { counts } from "./statement-counter.mjs";

describe("the benchmark's statement counter", () => {
  it("counts what better-sqlite3 runs (a kept statement each time), the key lookups among it, and the transactions begun", () => {
    const database = new Database(":memory:");
    database.exec(`CREATE TABLE "ApiKey" ("id" TEXT)`);
    const lookup = database.prepare(`SELECT k."id" FROM "ApiKey" k WHERE k."id" = ?`);
    const before = { ...counts };
    database.exec("BEGIN IMMEDIATE");
    lookup.all("x");
    lookup.get("y");
    database.exec("COMMIT");
    expect({
      statements: counts.statements - before.statements,
      keyLookups: counts.keyLookups - before.keyLookups,
      transactions: counts.transactions - before.transactions,
    }).toEqual({ statements: 2, keyLookups: 2, transactions: 1 });
  });

  it("counts what each node-postgres client is sent, as text or as a query config", () => {
    // Never connected: its queries wait in its queue, and are counted as they are handed over.
    const client = new pg.Client();
    const before = { ...counts };
    void client.query("BEGIN").catch(() => undefined);
    void client.query({ text: `SELECT k."id" FROM "ApiKey" k WHERE k."prefix" = $1`, values: ["x"] }).catch(() => undefined);
    expect({
      statements: counts.statements - before.statements,
      keyLookups: counts.keyLookups - before.keyLookups,
      transactions: counts.transactions - before.transactions,
    }).toEqual({ statements: 1, keyLookups: 1, transactions: 1 });
  });
});
