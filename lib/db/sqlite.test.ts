import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { counts } from "@/lib/cli/bench/statement-counter.mjs";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { useFreshDatabase } from "@/e2e/support/test-database";

type Client = typeof import("./client");
let qb: Client["qb"];
let file: string;
/** Another connection to the file, outside the builder's gate: it sees only what is committed. */
let other: Database.Database;

beforeAll(async () => {
  file = useFreshDatabase();
  ({ qb } = await import("./client"));
  other = new Database(file, { readonly: true });
});

const pragma = async (name: string) => {
  const { rows } = await sql<Record<string, unknown>>`PRAGMA ${sql.raw(name)}`.execute(qb);
  return Object.values(rows[0] ?? {})[0];
};

const namesStored = () => (other.prepare('SELECT name FROM "Organization"').all() as Array<{ name: string }>).map((o) => o.name);

const organization = (name: string) => {
  const now = new Date();
  return qb
    .insertInto("Organization")
    .values({ id: randomUUID(), name, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
};

describe("the SQLite connections", () => {
  it("run in WAL mode, sync every commit, enforce foreign keys and wait for a busy file", async () => {
    expect(await pragma("journal_mode")).toBe("wal");
    expect(Number(await pragma("synchronous"))).toBe(2); // FULL: better-sqlite3's WAL default is NORMAL
    expect(Number(await pragma("foreign_keys"))).toBe(1);
    expect(Number(await pragma("busy_timeout"))).toBe(5000);
    await expect(
      qb
        .insertInto("Athlete")
        .values({
          id: randomUUID(),
          organizationId: randomUUID(),
          firstName: "No",
          lastName: "Club",
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it("keep a write acknowledged outside a transaction when a concurrent transaction rolls back", async () => {
    const failing = qb
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto("Organization")
          .values({ id: randomUUID(), name: "builder's rolled back", createdAt: new Date(), updatedAt: new Date() })
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error("roll back");
      })
      .catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = await organization("acknowledged beside it");
    expect(await failing).toBeInstanceOf(Error);
    const names = namesStored();
    expect(names).toContain(outside.name);
    expect(names).not.toContain("builder's rolled back");
  });
});

describe("shared commits of the query builder's writes", () => {
  const insert = (name: string, id = randomUUID()) =>
    qb
      .insertInto("Organization")
      .values({ id, name, createdAt: new Date(), updatedAt: new Date() })
      .returning("name")
      .executeTakeFirstOrThrow();
  const stored = async (ids: string[]) =>
    (other.prepare(`SELECT name FROM "Organization" WHERE id IN (${ids.map(() => "?").join(", ")})`).all(...ids) as Array<{ name: string }>)
      .map((o) => o.name)
      .sort();

  it("share one BEGIN … COMMIT among writes that meet, answering each only once it is committed", async () => {
    const before = counts.transactions;
    const ids = Array.from({ length: 20 }, () => randomUUID());
    const answered = await Promise.all(
      ids.map(async (id, i) => {
        await insert(`grouped ${i}`, id);
        // Once answered, the row is visible to another connection: it is committed.
        return (other.prepare('SELECT name FROM "Organization" WHERE id = ?').get(id) as { name: string } | undefined)?.name;
      }),
    );
    expect(answered).toEqual(ids.map((_, i) => `grouped ${i}`));
    const begun = counts.transactions - before;
    expect(begun).toBeGreaterThanOrEqual(1);
    expect(begun).toBeLessThan(10);
  });

  it("roll back only the unit that failed", async () => {
    const [kept, alsoKept, rolledBack] = [randomUUID(), randomUUID(), randomUUID()];
    const outcomes = await Promise.allSettled([
      insert("kept", kept),
      qb.transaction().execute(async (trx) => {
        await trx
          .insertInto("Organization")
          .values({ id: rolledBack, name: "rolled back", createdAt: new Date(), updatedAt: new Date() })
          .execute();
        throw new Error("this unit fails after writing");
      }),
      insert("the same id again", kept),
      insert("also kept", alsoKept),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect(String((outcomes[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(await stored([kept, alsoKept, rolledBack])).toEqual(["also kept", "kept"]);
  });
});

/**
 * Another process inserting into the same file for `ms` milliseconds, pausing 1 ms between rows
 * (hundreds of writes a second). Without any pause SQLite's busy handler, which is not fair, can
 * starve the other side for seconds; that is SQLite's limit, not what is tested here (it waits up to 15 s).
 */
const WRITER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1], { timeout: 15000 });
const insert = db.prepare('INSERT INTO "Organization" (id, name, "createdAt", "updatedAt") VALUES (?, ?, 0, 0)');
const pause = new Int32Array(new SharedArrayBuffer(4));
const end = Date.now() + Number(process.argv[2]);
while (Date.now() < end) {
  insert.run(require("crypto").randomUUID(), "other process");
  Atomics.wait(pause, 0, 0, 1);
}
`;

describe("SQLite shared with another process", () => {
  it("runs read-then-write transactions without SQLITE_BUSY while another process writes", { timeout: 30_000 }, async () => {
    const target = await organization("counter");
    const writer = spawn(process.execPath, ["-e", WRITER, file, "1500"], { stdio: "inherit" });
    const exited = new Promise<number | null>((resolve) => writer.on("exit", (code) => resolve(code)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    let committed = 0;
    while (writer.exitCode === null) {
      await qb.transaction().execute(async (trx) => {
        const current = await trx.selectFrom("Organization").select("name").where("id", "=", target.id).executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 2));
        await trx
          .updateTable("Organization")
          .set({ name: `${current.name}.` })
          .where("id", "=", target.id)
          .execute();
      });
      committed += 1;
      // Pause like the other process does, so that its busy handler gets a turn (it is not fair).
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await exited).toBe(0);
    expect(committed).toBeGreaterThan(10);
    const final = other.prepare('SELECT name FROM "Organization" WHERE id = ?').get(target.id) as { name: string };
    expect(final.name).toBe(`counter${".".repeat(committed)}`);
  });
});

describe("better-auth's dates", () => {
  it("are written as the builder writes a Date, so the auth tables keep one text format", async () => {
    const { authDatabase } = await import("./client");
    const id = randomUUID();
    // As the adapter sends a date on SQLite: toISOString's text.
    const at = "2026-11-24T10:00:00.123Z" as unknown as Date;
    await authDatabase.db.insertInto("Organization").values({ id, name: "dated", createdAt: at, updatedAt: at }).execute();
    const stored = other.prepare('SELECT "createdAt" FROM "Organization" WHERE id = ?').get(id) as { createdAt: string };
    expect(stored.createdAt).toBe("2026-11-24T10:00:00.123+00:00");
  });
});

describe("the prepared statements a connection keeps", () => {
  it("stay under a budget of SQL text, so many-row INSERTs of many sizes do not pile up", async () => {
    const { Connection } = await import("./sqlite");
    const connection = new Connection(new Database(":memory:"));
    connection.exec("CREATE TABLE t (a INTEGER, b INTEGER, c INTEGER, d INTEGER)");
    // 300 distinct statements of 600 to 899 rows: about 11 MB of SQL, and 0.8 MB of program each.
    for (let rows = 600; rows < 900; rows++) {
      const values = Array.from({ length: rows }, () => "(?, ?, ?, ?)").join(", ");
      const parameters = Array.from({ length: rows * 4 }, (_, i) => i);
      connection.execute({ sql: `INSERT INTO t VALUES ${values}`, parameters, query: { kind: "RawNode" } } as never);
    }
    const kept = connection.preparedSize();
    expect(kept.chars).toBeLessThanOrEqual(512 * 1024);
    expect(kept.statements).toBeLessThan(50);
    // What was dropped is prepared again when it comes back.
    connection.execute({ sql: "INSERT INTO t VALUES (?, ?, ?, ?)", parameters: [1, 2, 3, 4], query: { kind: "RawNode" } } as never);
    expect(connection.database.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: (600 + 899) * 150 + 1 });
    connection.close();
  });
});
