// The one Prisma client. The adapter follows DATABASE_URL: better-sqlite3 for `file:` URLs (the
// embedded default), node-postgres for `postgres://` URLs.
//
// SQLite runs on a single connection, and the adapter only keeps transactions apart from each other:
// an ordinary query from another request that arrives while a transaction awaits would run inside
// that transaction and vanish with its rollback. So on SQLite every top-level operation passes one
// gate, and `transaction()` holds the gate for its whole body. PostgreSQL needs no gate: each
// transaction has a pooled connection of its own.
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseProvider, sqliteFilePath } from "@/lib/database-url";
import { env } from "@/lib/env";

const SQLITE_BUSY_TIMEOUT_MS = 5000;

class Gate {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * The adapter opens transactions with a deferred BEGIN. When another process (a second server, the
 * key command) commits between a transaction's first read and its first write, SQLite refuses the
 * write at once with SQLITE_BUSY_SNAPSHOT; the busy timeout does not apply. BEGIN IMMEDIATE takes
 * the write lock up front, waiting under the busy timeout instead. (Seen: 870 of 926 read-then-write
 * transactions failed against a concurrent writer process before this, none after.)
 */
function beginImmediately(adapter: object): void {
  const client = (adapter as { client?: { prepare?: (sql: string) => unknown } }).client;
  const prepare = client?.prepare?.bind(client);
  if (!client || !prepare) throw new Error("@prisma/adapter-better-sqlite3 changed: no client.prepare to wrap");
  client.prepare = (sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
}

function sqliteAdapter(url: string): SqlDriverAdapterFactory {
  const file = sqliteFilePath(url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return {
    provider: "sqlite",
    adapterName: "@prisma/adapter-better-sqlite3",
    async connect() {
      const adapter = await new PrismaBetterSQLite3({ url: file, timeout: SQLITE_BUSY_TIMEOUT_MS }).connect();
      beginImmediately(adapter);
      await adapter.executeScript("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;");
      return adapter;
    },
  };
}

function postgresAdapter(url: string): SqlDriverAdapterFactory {
  return new PrismaPg({ connectionString: url });
}

function createClient() {
  const url = env().DATABASE_URL;
  const sqlite = databaseProvider(url) === "sqlite";
  const gate = new Gate();
  const insideTransaction = new AsyncLocalStorage<true>();
  const client = new PrismaClient({ adapter: sqlite ? sqliteAdapter(url) : postgresAdapter(url) }).$extends({
    query: {
      $allOperations({ args, query }) {
        return !sqlite || insideTransaction.getStore() ? query(args) : gate.run(() => query(args));
      },
    },
  });

  /** Runs `work` in one transaction; on SQLite nothing else touches the database meanwhile. */
  function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const run = () =>
      client.$transaction((tx) => insideTransaction.run(true, () => work(tx)), { maxWait: 5000, timeout: 15_000 });
    return sqlite ? gate.run(run) : run();
  }

  return { client, transaction };
}

type Client = ReturnType<typeof createClient>["client"];
export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];

const globalCache = globalThis as unknown as { rangebookDb?: ReturnType<typeof createClient> };
const created = (globalCache.rangebookDb ??= createClient());

export const db = created.client;
export const transaction = created.transaction;
