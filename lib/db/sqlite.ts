// SQLite, the embedded default: one process serves one file. Prisma's adapter and the query builder
// each hold a connection, and every statement of either passes one gate, held for the whole of a
// transaction: Prisma's adapter keeps only transactions apart, so an ordinary query from another
// request that arrived while a transaction awaited would run inside it (and vanish with its
// rollback). Transactions begin IMMEDIATE, taking the write lock up front: a deferred BEGIN is
// refused at once (SQLITE_BUSY_SNAPSHOT) when another process, such as `npm run apikey`, wrote
// between its first read and its first write.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from "@prisma/driver-adapter-utils";
import { E_TIMEOUT, type MutexInterface, Mutex, withTimeout } from "async-mutex";
import Database from "better-sqlite3";
import { CompiledQuery, type DatabaseConnection, type Dialect, SqliteDialect, SqliteDriver, type SqliteDatabase } from "kysely";
import { SQLITE_BUSY_TIMEOUT_MS, SQLITE_PRAGMAS } from "./database-url";

/** Longer than any transaction may run (Prisma's 15 s), so a wait this long means the process is stuck. */
const GATE_TIMEOUT_MS = 20_000;

export class DatabaseBusyError extends Error {
  readonly code = "SQLITE_BUSY_GATE";
}

export type Gate = MutexInterface;

export function createGate(): Gate {
  return withTimeout(new Mutex(), GATE_TIMEOUT_MS, new DatabaseBusyError("The database stayed busy for 20 s."));
}

async function acquire(gate: Gate): Promise<() => void> {
  try {
    return await gate.acquire();
  } catch (error) {
    throw error === E_TIMEOUT ? new DatabaseBusyError("The database stayed busy for 20 s.") : error;
  }
}

/** Prisma's better-sqlite3 adapter with every statement and transaction behind the gate. */
export function prismaSqliteAdapter(file: string, gate: Gate): SqlDriverAdapterFactory {
  const factory = new PrismaBetterSQLite3({ url: file, timeout: SQLITE_BUSY_TIMEOUT_MS });
  return {
    provider: "sqlite",
    adapterName: factory.adapterName,
    async connect() {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const adapter = await factory.connect();
      await adapter.executeScript(SQLITE_PRAGMAS.map((pragma) => `PRAGMA ${pragma};`).join(" "));
      return gated(adapter, gate);
    },
  };
}

function gated(adapter: SqlDriverAdapter, gate: Gate): SqlDriverAdapter {
  const alone = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await acquire(gate);
    try {
      return await work();
    } finally {
      release();
    }
  };
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query) => alone(() => adapter.queryRaw(query)),
    executeRaw: (query) => alone(() => adapter.executeRaw(query)),
    executeScript: (script) => alone(() => adapter.executeScript(script)),
    dispose: () => adapter.dispose(),
    async startTransaction(): Promise<Transaction> {
      const release = await acquire(gate);
      try {
        await adapter.executeScript("BEGIN IMMEDIATE");
      } catch (error) {
        release();
        throw error;
      }
      // Prisma sends COMMIT or ROLLBACK through executeRaw, then calls commit() or rollback().
      return {
        provider: adapter.provider,
        adapterName: adapter.adapterName,
        options: { usePhantomQuery: false },
        queryRaw: (query) => adapter.queryRaw(query),
        executeRaw: (query) => adapter.executeRaw(query),
        commit: async () => release(),
        rollback: async () => release(),
      };
    },
  };
}

/** As Prisma's adapter writes a DateTime, so both read each other's rows. */
function toSqlite(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

/** "2026-11-24 10:00:00", as CURRENT_TIMESTAMP writes, is UTC. */
const SQLITE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function fromSqlite(value: unknown, declaredType: string | null): unknown {
  if (value === null || declaredType === null) return value;
  if (declaredType === "DATETIME") {
    const text = String(value);
    return new Date(SQLITE_TIMESTAMP.test(text) ? `${text.replace(" ", "T")}Z` : text);
  }
  if (declaredType === "BOOLEAN") return value === 1 || value === 1n || value === true;
  return value;
}

/**
 * A better-sqlite3 database as the query builder sees it, handing back what PostgreSQL's driver
 * does: dates as Date and booleans as boolean, by the declared type of each column selected (as
 * Prisma's own adapter reads them). Computed columns come back as SQLite gives them.
 */
function typed(database: Database.Database): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      const declared = statement.reader ? statement.columns().filter((c) => c.type !== null) : [];
      const decode = (row: unknown) => {
        const values = row as Record<string, unknown>;
        for (const { name, type } of declared) values[name] = fromSqlite(values[name], type?.toUpperCase() ?? null);
        return values;
      };
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(parameters.map(toSqlite)).map(decode),
        run: (parameters) => statement.run(parameters.map(toSqlite)),
        iterate: (parameters) => statement.iterate(parameters.map(toSqlite)) as IterableIterator<unknown>,
      };
    },
  };
}

class GatedDriver extends SqliteDriver {
  #release: (() => void) | undefined;
  constructor(
    config: ConstructorParameters<typeof SqliteDriver>[0],
    private readonly gate: Gate,
  ) {
    super(config);
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const release = await acquire(this.gate);
    try {
      const connection = await super.acquireConnection();
      this.#release = release;
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }
  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("BEGIN IMMEDIATE"));
  }
}

/** The query builder's dialect: its own connection to the file, behind the same gate as Prisma. */
export function kyselySqliteDialect(file: string, gate: Gate): Dialect {
  const config = {
    database: async () => {
      const database = new Database(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
      for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma);
      return typed(database);
    },
  };
  return new (class extends SqliteDialect {
    override createDriver() {
      return new GatedDriver(config, gate);
    }
  })(config);
}
