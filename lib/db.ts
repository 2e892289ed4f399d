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
import diagnosticsChannel from "node:diagnostics_channel";
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import Database from "better-sqlite3";
import pg from "pg";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { type Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { type DatabaseProvider, databaseProvider, SQLITE_BUSY_TIMEOUT_MS, SQLITE_PRAGMAS, sqliteFilePath } from "@/lib/database-url";
import { env } from "@/lib/env";

class Gate {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * The text of every statement sent to the database, ours and Prisma's, published for whoever
 * subscribes: the benchmark counts statements, key lookups and transactions per request with it
 * (`lib/bench/statement-counter.mjs`, which names the channel too). With no subscriber it costs
 * one property read.
 */
const statementChannel = diagnosticsChannel.channel("rangebook:sql");

function sent(text: string): void {
  if (statementChannel.hasSubscribers) statementChannel.publish(text);
}

/**
 * The adapter opens transactions with a deferred BEGIN. When another process (a second server, the
 * key command) commits between a transaction's first read and its first write, SQLite refuses the
 * write at once with SQLITE_BUSY_SNAPSHOT; the busy timeout does not apply. BEGIN IMMEDIATE takes
 * the write lock up front, waiting under the busy timeout instead. (Seen: 870 of 926 read-then-write
 * transactions failed against a concurrent writer process before this, none after.)
 *
 * The adapter prepares each statement as it runs it, so the same wrapper publishes them.
 */
function wrapPrepare(adapter: object): void {
  const client = (adapter as { client?: { prepare?: (sql: string) => unknown } }).client;
  const prepare = client?.prepare?.bind(client);
  if (!client || !prepare) throw new Error("@prisma/adapter-better-sqlite3 changed: no client.prepare to wrap");
  client.prepare = (sql: string) => {
    const text = sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql;
    sent(text);
    return prepare(text);
  };
}

function sqliteAdapter(url: string): SqlDriverAdapterFactory {
  const file = sqliteFilePath(url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return {
    provider: "sqlite",
    adapterName: "@prisma/adapter-better-sqlite3",
    async connect() {
      const adapter = await new PrismaBetterSQLite3({ url: file, timeout: SQLITE_BUSY_TIMEOUT_MS }).connect();
      wrapPrepare(adapter);
      await adapter.executeScript(SQLITE_PRAGMAS.map((pragma) => `PRAGMA ${pragma};`).join(" "));
      return adapter;
    },
  };
}

export type SqlValue = string | number | boolean | Date | null;
export type SqlRow = Record<string, unknown>;
type SqlStatement = { text: string; values: SqlValue[] };

/** Statements inside one transaction. */
export interface SqlTx {
  query(text: string, values: SqlValue[]): Promise<SqlRow[]>;
}

/** Plain SQL with `$1, $2, …` placeholders, the same text on both databases. */
export interface Sql extends SqlTx {
  /** Which database runs the statements, for the few that are written for one of them. */
  readonly dialect: DatabaseProvider;
  /** `query` is for reads. One writing statement, atomic on its own (an INSERT … RETURNING, an upsert). */
  write(text: string, values: SqlValue[]): Promise<SqlRow[]>;
  /** `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function sqliteValue(value: SqlValue): string | number | null {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00"); // as the Prisma adapter writes dates
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

/**
 * Prepared statements kept per connection. The texts vary with the filters a list is given and with
 * which optional columns an insert or update carries: a few hundred in practice, but not bounded in
 * principle, so the least recently used go first past this many.
 */
const STATEMENT_CACHE_SIZE = 500;

/** One better-sqlite3 connection, opened on first use (importing this module, as the build does, opens nothing). */
function sqliteConnection(file: string) {
  let opened: Database.Database | undefined;
  const statements = new Map<string, Database.Statement>(); // in order of last use
  const connection = () => {
    if (!opened) {
      opened = new Database(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
      for (const pragma of SQLITE_PRAGMAS) opened.pragma(pragma);
    }
    return opened;
  };
  // better-sqlite3 reads `$1` as a parameter named "1".
  const named = (values: SqlValue[]) => Object.fromEntries(values.map((v, i) => [String(i + 1), sqliteValue(v)]));
  return {
    run(text: string, values: SqlValue[]): SqlRow[] {
      sent(text);
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = connection().prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement.reader ? (statement.all(named(values)) as SqlRow[]) : (statement.run(named(values)), []);
    },
    exec(text: string): void {
      sent(text);
      connection().exec(text);
    },
    get inTransaction(): boolean {
      return opened?.inTransaction ?? false;
    },
    close(): void {
      statements.clear();
      opened?.close();
      opened = undefined;
    },
  };
}

type Unit = { work: (tx: SqlTx) => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** At most this many units share one commit, so one group cannot hold the write lock for long. */
const MAX_GROUP = 64;

/**
 * Two connections: reads on one, never inside a transaction, so they see only committed data; and
 * writes on the other, each group of them holding the gate, so no Prisma transaction is open
 * meanwhile (its write lock would make ours wait with the event loop blocked).
 *
 * Writes commit in groups. With `synchronous = FULL` every commit waits for the disk (about 0.4 ms
 * here, with the event loop blocked: better-sqlite3 is synchronous), so the writes and transactions
 * that arrive in the same turn of the event loop share one: each runs inside a savepoint of one
 * BEGIN IMMEDIATE … COMMIT, a unit that fails is rolled back to its savepoint alone, and nobody
 * hears "done" before the COMMIT that makes their unit durable has returned. If the COMMIT itself
 * fails, every unit of the group fails with it.
 */
function sqliteSql(file: string, gate: Gate): Sql {
  const reader = sqliteConnection(file);
  const writer = sqliteConnection(file);
  const tx: SqlTx = { query: async (text, values) => writer.run(text, values) };
  const queue: Unit[] = [];
  let flushing = false;

  async function runGroup(): Promise<void> {
    const settled: Array<() => void> = [];
    const done: Array<{ unit: Unit; value: unknown }> = [];
    try {
      writer.exec("BEGIN IMMEDIATE");
    } catch (error) {
      for (const unit of queue.splice(0, MAX_GROUP)) unit.reject(error); // the write lock was not to be had
      return;
    }
    try {
      for (let count = 0; queue.length > 0 && count < MAX_GROUP; count += 1) {
        const unit = queue.shift() as Unit;
        writer.exec("SAVEPOINT unit");
        try {
          const value = await unit.work(tx);
          writer.exec("RELEASE unit");
          done.push({ unit, value });
        } catch (error) {
          settled.push(() => unit.reject(error));
          // A statement error leaves the transaction open; some (disk full, I/O) make SQLite roll
          // it back whole, and then the units before this one are gone as well.
          if (!writer.inTransaction) throw error;
          writer.exec("ROLLBACK TO unit");
          writer.exec("RELEASE unit");
        }
      }
      writer.exec("COMMIT");
      for (const { unit, value } of done) settled.push(() => unit.resolve(value));
    } catch (error) {
      try {
        if (writer.inTransaction) writer.exec("ROLLBACK");
      } catch {
        writer.close(); // cannot even roll back: the next group starts on a fresh connection
      }
      for (const { unit } of done) settled.push(() => unit.reject(error));
    }
    for (const settle of settled) settle();
  }

  // Started on the next turn of the event loop, so the requests that are ready by then join.
  function flush(): void {
    flushing = true;
    setImmediate(() => {
      void gate.run(async () => {
        try {
          while (queue.length > 0) await runGroup();
        } finally {
          flushing = false;
          if (queue.length > 0) flush(); // only if runGroup itself broke
        }
      });
    });
  }

  function enqueue<T>(work: (tx: SqlTx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!flushing) flush();
    });
  }

  return {
    dialect: "sqlite",
    query: async (text, values) => reader.run(text, values),
    write: (text, values) => enqueue(async (unitTx) => unitTx.query(text, values)),
    transaction: enqueue,
    async close() {
      reader.close();
      writer.close();
    },
  };
}

// Prisma keeps DateTime in `timestamp(3)` columns, as UTC; node-postgres would read them as local time.
const utcTimestamps = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.TIMESTAMP ? (text: string) => new Date(`${text.replace(" ", "T")}Z`) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function postgresValue(value: SqlValue): string | number | boolean | null {
  return value instanceof Date ? value.toISOString() : value; // "…Z", which timestamp(3) takes as UTC
}

/**
 * Named (server-side prepared) statements: each connection parses and plans a statement's text once,
 * then only binds and executes it. Texts get names first come, first served, up to a bound, because
 * every connection keeps each one it has run until it closes; texts past the bound (long IN lists of
 * rarely seen lengths) go unnamed.
 */
const MAX_NAMED_STATEMENTS = 300;

export function statementNamer(limit = MAX_NAMED_STATEMENTS): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) names.set(text, (name = `rb${names.size}`));
    return name;
  };
}

/** Every statement on a pooled connection, Prisma's included, goes through that connection's `query`. */
export function publishStatements(pool: pg.Pool): pg.Pool {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      sent(typeof config === "string" ? config : String((config as { text?: unknown }).text));
      return query(config, ...rest);
    };
  });
  return pool;
}

function postgresSql(pool: pg.Pool): Sql {
  const nameOf = statementNamer();
  const queryOn = async (client: pg.Pool | pg.PoolClient, { text, values }: SqlStatement) =>
    (await client.query({ name: nameOf(text), text, values: values.map(postgresValue), types: utcTimestamps })).rows as SqlRow[];
  return {
    dialect: "postgresql",
    query: (text, values) => queryOn(pool, { text, values }),
    write: (text, values) => queryOn(pool, { text, values }),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        const result = await work({ query: (text, values) => queryOn(client, { text, values }) });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        // A connection that cannot even roll back is not handed to the next request: it is closed.
        await client.query("ROLLBACK").catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: async () => undefined, // the pool is Prisma's; $disconnect ends it
  };
}

function createClient() {
  const url = env().DATABASE_URL;
  const sqlite = databaseProvider(url) === "sqlite";
  const gate = new Gate();
  const insideTransaction = new AsyncLocalStorage<true>();
  const pool = sqlite ? undefined : publishStatements(new pg.Pool({ connectionString: url }));
  const adapter = pool ? new PrismaPg(pool, { disposeExternalPool: true }) : sqliteAdapter(url);
  const sql = pool ? postgresSql(pool) : sqliteSql(sqliteFilePath(url), gate);
  const client = new PrismaClient({ adapter }).$extends({
    query: {
      $allOperations({ args, query }) {
        return !sqlite || insideTransaction.getStore() ? query(args) : gate.run(() => query(args));
      },
    },
  });

  /** Runs `work` in one transaction; on SQLite nothing else touches the database meanwhile. */
  function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    // Awaited inside, so a model query `work` returns unawaited (Prisma's queries are lazy) starts
    // where it is known to be in the transaction; started outside, it waited for the gate the
    // transaction holds, for ever.
    const run = () =>
      client.$transaction((tx) => insideTransaction.run(true, async () => await work(tx)), { maxWait: 5000, timeout: 15_000 });
    return sqlite ? gate.run(run) : run();
  }

  return { client, transaction, sql };
}

/**
 * Inside a transaction: holds the row until the transaction ends, so that no other transaction can
 * read it for a write of its own meanwhile. PostgreSQL: SELECT … FOR UPDATE. SQLite lets one writer
 * at a time (BEGIN IMMEDIATE), so the transaction already holds it.
 */
export async function lockRow(tx: Tx, table: Prisma.ModelName, id: string): Promise<void> {
  if (created.sql.dialect === "postgresql") await tx.$queryRawUnsafe(`SELECT 1 FROM "${table}" WHERE "id" = $1 FOR UPDATE`, id);
}

type Client = ReturnType<typeof createClient>["client"];
export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];

const globalCache = globalThis as unknown as { rangebookDb?: ReturnType<typeof createClient> };
const created = (globalCache.rangebookDb ??= createClient());

export const db = created.client;
export const transaction = created.transaction;
export const sql = created.sql;
