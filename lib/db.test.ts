import { beforeAll, describe, expect, it } from "vitest";
import { useFreshDatabase } from "@/lib/testing/test-database";

let db: typeof import("./db").db;
let transaction: typeof import("./db").transaction;

beforeAll(async () => {
  useFreshDatabase();
  ({ db, transaction } = await import("./db"));
});

const pragma = async (name: string) => {
  const rows = await db.$queryRawUnsafe<Array<Record<string, unknown>>>(`PRAGMA ${name}`);
  return Object.values(rows[0] ?? {})[0];
};

describe("the SQLite connection", () => {
  it("runs in WAL mode with foreign keys on and a busy timeout", async () => {
    expect(await pragma("journal_mode")).toBe("wal");
    expect(Number(await pragma("foreign_keys"))).toBe(1);
    expect(Number(await pragma("busy_timeout"))).toBe(5000);
  });

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
