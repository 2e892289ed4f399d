import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useFreshDatabase } from "@/lib/testing/test-database";

let db: typeof import("./db").db;
let transaction: typeof import("./db").transaction;
let sql: typeof import("./db").sql;
let file: string;

beforeAll(async () => {
  file = useFreshDatabase();
  ({ db, transaction, sql } = await import("./db"));
});

const pragma = async (name: string) => {
  const rows = await db.$queryRawUnsafe<Array<Record<string, unknown>>>(`PRAGMA ${name}`);
  return Object.values(rows[0] ?? {})[0];
};

describe("the SQLite connection", () => {
  it("runs in WAL mode with foreign keys on and a busy timeout", async () => {
    expect(await pragma("journal_mode")).toBe("wal");
    expect(Number(await pragma("synchronous"))).toBe(2); // FULL: better-sqlite3's WAL default is NORMAL
    expect(Number(await pragma("foreign_keys"))).toBe(1);
    expect(Number(await pragma("busy_timeout"))).toBe(5000);
  });

  it("runs a transaction whose work returns a model query without awaiting it", async () => {
    const name = `returned unawaited ${randomUUID()}`;
    const created = await transaction((tx) => tx.organization.create({ data: { name } }));
    expect(created.name).toBe(name);
    expect(await transaction((tx) => tx.organization.count({ where: { name } }))).toBe(1);
  }, 10_000);

  it("enforces foreign keys", async () => {
    await expect(db.athlete.create({
      data: { organizationId: "00000000-0000-4000-8000-000000000000", firstName: "No", lastName: "Club" },
    })).rejects.toThrow();
  });

  it("keeps a write acknowledged outside a transaction when a concurrent transaction rolls back", async () => {
    const failing = transaction(async (tx) => {
      await tx.organization.create({ data: { name: "inside the rolled-back transaction" } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error("roll back");
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = await db.organization.create({ data: { name: "acknowledged outside" } });
    expect(await failing).toBeInstanceOf(Error);
    const names = (await db.organization.findMany()).map((o) => o.name);
    expect(names).toContain(outside.name);
    expect(names).not.toContain("inside the rolled-back transaction");
  });
});

/**
 * Another process inserting into the same file for `ms` milliseconds, pausing 1 ms between rows
 * (hundreds of writes a second). Without any pause SQLite's busy handler, which is not fair, can
 * starve the other side past its busy timeout; that is SQLite's limit, not what is tested here.
 */
const WRITER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1], { timeout: 5000 });
const insert = db.prepare('INSERT INTO "Organization" (id, name, "createdAt", "updatedAt") VALUES (?, ?, 0, 0)');
const pause = new Int32Array(new SharedArrayBuffer(4));
const end = Date.now() + Number(process.argv[2]);
while (Date.now() < end) {
  insert.run(require("crypto").randomUUID(), "other process");
  Atomics.wait(pause, 0, 0, 1);
}
`;

describe("plain SQL on SQLite (sql)", () => {
  const insertOrganization = (id: string, name: string) =>
    sql.write(`INSERT INTO "Organization" ("id", "name", "createdAt", "updatedAt") VALUES ($1, $2, $3, $3) RETURNING "name"`, [id, name, new Date()]);
  const namesStored = async (ids: string[]) =>
    (await sql.query(`SELECT "id", "name" FROM "Organization" WHERE "id" IN (${ids.map((_, i) => `$${i + 1}`).join(", ")})`, ids))
      .map((row) => String(row.name)).sort();

  it("syncs every commit on both of its connections", async () => {
    const [read] = await sql.query("PRAGMA synchronous", []);
    const [written] = await sql.transaction((tx) => tx.query("PRAGMA synchronous", []));
    expect(Number(read?.synchronous)).toBe(2);
    expect(Number(written?.synchronous)).toBe(2);
  });

  it("answers a write only once the commit that holds it has returned, sharing it with the writes of the same moment", async () => {
    const id = randomUUID();
    const order: string[] = [];
    const write = insertOrganization(id, "grouped").then(async () => {
      order.push("write answered");
      expect(await namesStored([id])).toEqual(["grouped"]); // the reader connection sees only committed rows
    });
    const slow = sql.transaction(async (tx) => {
      await tx.query(`SELECT 1`, []);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("slow transaction done");
    });
    await Promise.all([write, slow]);
    // Committed one by one, the write would be answered before the slow transaction ends.
    expect(order).toEqual(["slow transaction done", "write answered"]);
  });

  it("answers rightly past its statement cache (500 texts), re-preparing what it let go", async () => {
    const texts = Array.from({ length: 620 }, (_, i) => `SELECT $1 + ${i} AS "n"`);
    for (const [i, text] of texts.entries()) expect((await sql.query(text, [1]))[0]?.n).toBe(1 + i);
    for (const [i, text] of texts.slice(0, 5).entries()) expect((await sql.query(text, [2]))[0]?.n).toBe(2 + i);
  });

  it("rolls back only the unit that failed in a shared commit", async () => {
    const [kept, alsoKept, rolledBack] = [randomUUID(), randomUUID(), randomUUID()];
    const outcomes = await Promise.allSettled([
      insertOrganization(kept, "kept"),
      sql.transaction(async (tx) => {
        await tx.query(`INSERT INTO "Organization" ("id", "name", "createdAt", "updatedAt") VALUES ($1, 'rolled back', $2, $2)`, [rolledBack, new Date()]);
        throw new Error("this unit fails after writing");
      }),
      insertOrganization(kept, "the same id again"),
      insertOrganization(alsoKept, "also kept"),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(await namesStored([kept, alsoKept, rolledBack])).toEqual(["also kept", "kept"]);
  });
});

describe("SQLite shared with another process", () => {
  it("runs read-then-write transactions without SQLITE_BUSY while another process writes", { timeout: 30_000 }, async () => {
    const target = await db.organization.create({ data: { name: "counter" } });
    const writer = spawn(process.execPath, ["-e", WRITER, file, "1500"], { stdio: "inherit" });
    const exited = new Promise((resolve) => writer.on("exit", resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    let committed = 0;
    while (writer.exitCode === null) {
      await transaction(async (tx) => {
        const current = await tx.organization.findUniqueOrThrow({ where: { id: target.id } });
        await new Promise((resolve) => setTimeout(resolve, 2));
        await tx.organization.update({ where: { id: target.id }, data: { name: `${current.name}.` } });
      });
      committed += 1;
    }
    await exited;
    expect(committed).toBeGreaterThan(10);
    const final = await db.organization.findUniqueOrThrow({ where: { id: target.id } });
    expect(final.name).toBe(`counter${".".repeat(committed)}`);
  });
});

describe("PostgreSQL statement names", () => {
  it("names each text once, the same name every time, and leaves texts past the bound unnamed", async () => {
    const { statementNamer } = await import("./db");
    const nameOf = statementNamer(2);
    const first = nameOf("SELECT 1");
    const second = nameOf("SELECT 2");
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(nameOf("SELECT 1")).toBe(first);
    expect(nameOf("SELECT 3")).toBeUndefined();
    expect(nameOf("SELECT 2")).toBe(second);
  });
});

describe("statements published for the benchmark's count", () => {
  type Counts = typeof import("@/lib/bench/statement-counter.mjs").counts;
  const countedSince = (now: Counts, before: Counts): Counts => ({
    statements: now.statements - before.statements,
    keyLookups: now.keyLookups - before.keyLookups,
    transactions: now.transactions - before.transactions,
  });

  it("counts every statement, ours and Prisma's, the key lookups among them and the transactions begun", async () => {
    const { counts } = await import("@/lib/bench/statement-counter.mjs");
    const { keyByPrefix } = await import("@/lib/hot-reads");
    const before = { ...counts };
    await sql.query(`SELECT 1 AS "one"`, []);
    await sql.transaction(async (tx) => {
      await tx.query(`SELECT 2 AS "two"`, []);
      await tx.query(`SELECT 3 AS "three"`, []);
    });
    await db.organization.count();
    expect(await keyByPrefix("no-such-prefix")).toBeNull();
    await transaction((tx) => tx.organization.count());
    expect(countedSince(counts, before)).toEqual({ statements: 6, keyLookups: 1, transactions: 2 });
  });

  it("on PostgreSQL, counts what each pooled connection sends, whether as text or as a query config", async () => {
    const { counts } = await import("@/lib/bench/statement-counter.mjs");
    const { publishStatements } = await import("./db");
    const { default: pg } = await import("pg");
    const pool = publishStatements(new pg.Pool());
    // Never connected: its queries wait in its queue, and the text is published before they are queued.
    const client = new pg.Client();
    pool.emit("connect", client);
    const before = { ...counts };
    void client.query("BEGIN");
    void client.query({ text: `SELECT k."id" FROM "ApiKey" k WHERE k."prefix" = $1`, values: ["x"] });
    void client.query({ name: "rb-test", text: "SELECT 2", values: [] });
    expect(countedSince(counts, before)).toEqual({ statements: 2, keyLookups: 1, transactions: 1 });
  });
});
