import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { counts } from "@/lib/cli/bench/statement-counter.mjs";
import type { Prisma } from "@/lib/generated/prisma/client";
import { useFreshDatabase } from "@/e2e/support/test-database";

type Client = typeof import("./client");
let db: Client["db"];
let qb: Client["qb"];
let file: string;

beforeAll(async () => {
  file = useFreshDatabase();
  ({ db, qb } = await import("./client"));
});

/** Prisma's own transaction: better-auth writes through it on the same gate as the builder. */
const transaction = <T>(work: (tx: Prisma.TransactionClient) => Promise<T>) => db.$transaction(work);

const pragma = async (name: string) => {
  const rows = await db.$queryRawUnsafe<Array<Record<string, unknown>>>(`PRAGMA ${name}`);
  return Object.values(rows[0] ?? {})[0];
};

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

  it("hand the query builder dates and booleans as Prisma writes and reads them", async () => {
    const created = await db.organization.create({ data: { name: "read back" } });
    const read = await qb.selectFrom("Organization").selectAll().where("id", "=", created.id).executeTakeFirstOrThrow();
    expect(read.createdAt).toEqual(created.createdAt);
    const mine = await organization("written by the builder");
    expect((await db.organization.findUniqueOrThrow({ where: { id: mine.id } })).createdAt).toEqual(mine.createdAt);
  });

  it("keep a write acknowledged outside a transaction when a concurrent transaction rolls back", async () => {
    const failing = transaction(async (tx) => {
      await tx.organization.create({ data: { name: "inside the rolled-back transaction" } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error("roll back");
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One through Prisma, one through the builder: both wait for the transaction, neither joins it.
    const [viaPrisma, viaBuilder] = await Promise.all([
      db.organization.create({ data: { name: "acknowledged by Prisma" } }),
      organization("acknowledged by the builder"),
    ]);
    expect(await failing).toBeInstanceOf(Error);
    const names = (await db.organization.findMany()).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining([viaPrisma.name, viaBuilder.name]));
    expect(names).not.toContain("inside the rolled-back transaction");
  });

  it("keep a builder transaction apart from Prisma's statements in the same way", async () => {
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
    const outside = await db.organization.create({ data: { name: "Prisma's, beside it" } });
    expect(await failing).toBeInstanceOf(Error);
    const names = (await db.organization.findMany()).map((o) => o.name);
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
    (await db.organization.findMany({ where: { id: { in: ids } }, select: { name: true } })).map((o) => o.name).sort();

  it("share one BEGIN … COMMIT among writes that meet, answering each only once it is committed", async () => {
    const before = counts.transactions;
    const ids = Array.from({ length: 20 }, () => randomUUID());
    const answered = await Promise.all(
      ids.map(async (id, i) => {
        await insert(`grouped ${i}`, id);
        // Once answered, the row is visible to another connection: it is committed.
        return (await db.organization.findUnique({ where: { id } }))?.name;
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

  it("commit the group before Prisma uses the database, so Prisma sees what the group wrote", async () => {
    const id = randomUUID();
    const written = qb.transaction().execute(async (trx) => {
      await trx.insertInto("Organization").values({ id, name: "before Prisma", createdAt: new Date(), updatedAt: new Date() }).execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Queued behind the transaction, so its group is still open when Prisma's turn comes.
    const read = db.organization.findUnique({ where: { id } });
    await written;
    expect((await read)?.name).toBe("before Prisma");
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
  it("runs read-then-write transactions of both kinds without SQLITE_BUSY while another process writes", { timeout: 30_000 }, async () => {
    const target = await db.organization.create({ data: { name: "counter" } });
    const writer = spawn(process.execPath, ["-e", WRITER, file, "1500"], { stdio: "inherit" });
    const exited = new Promise<number | null>((resolve) => writer.on("exit", (code) => resolve(code)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    let committed = 0;
    while (writer.exitCode === null) {
      if (committed % 2 === 0) {
        await transaction(async (tx) => {
          const current = await tx.organization.findUniqueOrThrow({ where: { id: target.id } });
          await new Promise((resolve) => setTimeout(resolve, 2));
          await tx.organization.update({ where: { id: target.id }, data: { name: `${current.name}.` } });
        });
      } else {
        await qb.transaction().execute(async (trx) => {
          const current = await trx.selectFrom("Organization").select("name").where("id", "=", target.id).executeTakeFirstOrThrow();
          await new Promise((resolve) => setTimeout(resolve, 2));
          await trx
            .updateTable("Organization")
            .set({ name: `${current.name}.` })
            .where("id", "=", target.id)
            .execute();
        });
      }
      committed += 1;
      // Pause like the other process does, so that its busy handler gets a turn (it is not fair).
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await exited).toBe(0);
    expect(committed).toBeGreaterThan(10);
    const final = await db.organization.findUniqueOrThrow({ where: { id: target.id } });
    expect(final.name).toBe(`counter${".".repeat(committed)}`);
  });
});
