// SQLite, the embedded default: one process serves one file, through the query builder alone (our
// code and better-auth's adapter). Its writes pass one gate, held for the whole of a transaction,
// so an ordinary write from another request that arrived while a transaction awaited cannot run
// inside it (and vanish with its rollback). Transactions begin IMMEDIATE, taking the write lock up
// front: a deferred BEGIN is refused at once (SQLITE_BUSY_SNAPSHOT) when another process, such as
// `npm run apikey` or Prisma's migrations, wrote between its first read and its first write.
//
// The hot paths' writes share commits (docs/decisions/003-sqlite-durability-and-shared-commits.md):
// every commit waits for the disk (synchronous = FULL), so the query builder's writes and
// transactions of one turn of the event loop run as savepoints of one BEGIN IMMEDIATE … COMMIT. None is
// answered before the COMMIT that makes it durable has returned, and a failing one is rolled back to
// its savepoint alone. The query builder's reads outside a transaction use a connection of their own
// that sees only committed rows, so they never wait at the gate.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type KyselyPlugin,
  OperationNodeTransformer,
  type PrimitiveValueListNode,
  type QueryId,
  type QueryResult,
  type ValueNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { SQLITE_BUSY_TIMEOUT_MS, SQLITE_PRAGMAS } from "./database-url";

/** Longer than any transaction may run (Prisma's 15 s), so a wait this long means the process is stuck. */
const GATE_TIMEOUT_MS = 20_000;
/** At most this many units share one commit, so one group cannot hold the write lock for long. */
const MAX_GROUP = 64;
/** Prepared statements kept per connection, least recently used dropped first. */
const STATEMENT_CACHE = 500;
/**
 * And at most this much SQL text: a statement's program takes about 30 bytes per character of a
 * multi-row INSERT's text (0.8 MB for 600 rows of shots), so this keeps at most about 15 MB of them.
 * The fixed sizes of lib/db/rows.ts (fixedSizeChunks) come to about 400 kB of text in all.
 */
const STATEMENT_CACHE_CHARS = 512 * 1024;

class DatabaseBusyError extends Error {
  readonly code = "SQLITE_BUSY_GATE";
}

type Settled = { resolve: () => void; reject: (error: unknown) => void };

/** The query builder's open transaction that several units share, and how it ends. */
class Group {
  size = 0;
  scheduled = false;
  readonly done: Promise<void>;
  #settle: Settled | undefined;
  constructor(readonly commit: () => void) {
    this.done = new Promise<void>((resolve, reject) => (this.#settle = { resolve, reject }));
    this.done.catch(() => undefined); // each member awaits it; an unawaited failure is not unhandled
  }
  end(error?: unknown): void {
    if (error === undefined) this.#settle?.resolve();
    else this.#settle?.reject(error);
  }
}

/** One statement or transaction at a time, first come first served, for both connections. */
export class Gate {
  #held = false;
  #queue: Array<() => void> = [];
  group: Group | null = null;

  async acquire(): Promise<() => void> {
    if (this.#held) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.#queue = this.#queue.filter((next) => next !== go);
          reject(new DatabaseBusyError("The database stayed busy for 20 s."));
        }, GATE_TIMEOUT_MS);
        const go = () => {
          clearTimeout(timer);
          resolve();
        };
        this.#queue.push(go);
      });
    }
    this.#held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#queue.shift();
      if (next) next();
      else this.#held = false;
    };
  }

  /** Commits the open group, if any (the gate must be held), and tells its members how it went. */
  settleGroup(): void {
    const group = this.group;
    if (!group) return;
    this.group = null;
    try {
      group.commit();
      group.end();
    } catch (error) {
      group.end(error);
    }
  }
}

/** As Prisma's adapter wrote a DateTime (the rows written before, and the migrations' CLI, read the same). */
function toSqlite(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

/** An instant as JavaScript's toISOString writes it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * better-auth's Kysely adapter hands SQLite its dates as toISOString's text ("…Z"); rewritten as
 * this dialect writes a Date ("…+00:00"), the auth tables keep one format, which their text order
 * (and every keyset page over them) relies on.
 */
class InstantsAsDates extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode, queryId?: QueryId): ValueNode {
    return super.transformValue({ ...node, value: asDateText(node.value) }, queryId);
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode, queryId?: QueryId): PrimitiveValueListNode {
    return super.transformPrimitiveValueList({ ...node, values: node.values.map(asDateText) }, queryId);
  }
}

const asDateText = (value: unknown): unknown => (typeof value === "string" && ISO_INSTANT.test(value) ? toSqlite(new Date(value)) : value);

/** The plugin for better-auth's queries on SQLite (lib/db/client.ts). */
export const authDates: KyselyPlugin = {
  transformQuery: ({ node, queryId }) => new InstantsAsDates().transformNode(node, queryId),
  transformResult: async ({ result }) => result,
};

/** "2026-11-24 10:00:00", as CURRENT_TIMESTAMP writes, is UTC. */
const SQLITE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function fromSqlite(value: unknown, declaredType: string): unknown {
  if (value === null) return value;
  if (declaredType === "DATETIME") {
    const text = String(value);
    return new Date(SQLITE_TIMESTAMP.test(text) ? `${text.replace(" ", "T")}Z` : text);
  }
  if (declaredType === "BOOLEAN") return value === 1 || value === 1n || value === true;
  return value;
}

type Prepared = { statement: Database.Statement; typed: Array<{ name: string; type: string }> };

/**
 * One of the query builder's connections: answers as PostgreSQL's driver does (dates as Date,
 * booleans as boolean, by each selected column's declared type, as Prisma's own adapter reads
 * them), and keeps its prepared statements. Exported for its tests only.
 */
export class Connection {
  readonly #prepared = new Map<string, Prepared>(); // in order of last use
  #preparedChars = 0;
  constructor(readonly database: Database.Database) {}

  prepare(sql: string): Prepared {
    let prepared = this.#prepared.get(sql);
    if (prepared) {
      this.#prepared.delete(sql);
    } else {
      const statement = this.database.prepare(sql);
      const typed = statement.reader
        ? statement.columns().flatMap((c) => (c.type ? [{ name: c.name, type: c.type.toUpperCase() }] : []))
        : [];
      prepared = { statement, typed };
      this.#preparedChars += sql.length;
      // A statement dropped here is finalized when the collector takes its object.
      for (const oldest of this.#prepared.keys()) {
        if (this.#prepared.size < STATEMENT_CACHE && this.#preparedChars <= STATEMENT_CACHE_CHARS) break;
        this.#prepared.delete(oldest);
        this.#preparedChars -= oldest.length;
      }
    }
    this.#prepared.set(sql, prepared);
    return prepared;
  }

  /** How many statements are kept, and their SQL's length (for the tests). */
  preparedSize(): { statements: number; chars: number } {
    return { statements: this.#prepared.size, chars: this.#preparedChars };
  }

  execute<R>(compiled: CompiledQuery): QueryResult<R> {
    const { statement, typed } = this.prepare(compiled.sql);
    const parameters = compiled.parameters.map(toSqlite);
    if (!statement.reader) {
      const { changes } = statement.run(parameters);
      return { rows: [], numAffectedRows: BigInt(changes) };
    }
    const rows = statement.all(parameters) as Array<Record<string, unknown>>;
    for (const row of rows) for (const { name, type } of typed) row[name] = fromSqlite(row[name], type);
    return { rows: rows as R[] };
  }

  exec(sql: string): void {
    this.database.exec(sql);
  }

  close(): void {
    this.#prepared.clear();
    this.#preparedChars = 0;
    this.database.close();
  }
}

function open(file: string): Connection {
  const database = new Database(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma);
  return new Connection(database);
}

/**
 * What one caller of the query builder holds: reads outside a transaction go to the reader
 * connection, which sees only what is committed and needs no gate; a write outside a transaction,
 * or a transaction, takes the gate and runs as a unit of the group on the writer connection.
 */
class Lease implements DatabaseConnection {
  release: (() => void) | undefined;
  inTransaction = false;
  constructor(private readonly driver: GroupCommitDriver) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { reader, writer } = this.driver.connections();
    if (this.inTransaction) return writer.execute<R>(compiled);
    if (reader.prepare(compiled.sql).statement.readonly) return reader.execute<R>(compiled);
    await this.driver.startUnit(this);
    try {
      const result = writer.execute<R>(compiled);
      this.driver.endUnit(false);
      return result;
    } catch (error) {
      this.driver.endUnit(true);
      throw error;
    }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on SQLite here.");
  }
}

/** The query builder's driver: a writer and a reader connection; units share the group's commit. */
class GroupCommitDriver implements Driver {
  #reader: Connection | undefined;
  #writer: Connection | undefined;

  constructor(
    private readonly file: string,
    private readonly gate: Gate,
  ) {}

  async init(): Promise<void> {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    this.#writer = open(this.file);
    this.#reader = open(this.file);
  }

  connections(): { reader: Connection; writer: Connection } {
    if (!this.#reader || !this.#writer) throw new Error("The SQLite driver is not initialised.");
    return { reader: this.#reader, writer: this.#writer };
  }

  /** Takes the gate for the lease, opens the group if none is open, and this unit's savepoint in it. */
  async startUnit(lease: Lease): Promise<void> {
    lease.release = await this.gate.acquire();
    const { writer } = this.connections();
    try {
      if (!this.gate.group) {
        writer.exec("BEGIN IMMEDIATE");
        this.gate.group = new Group(() => {
          try {
            writer.exec("COMMIT");
          } catch (error) {
            if (writer.database.inTransaction) writer.exec("ROLLBACK");
            throw error;
          }
        });
      }
      writer.exec("SAVEPOINT unit");
    } catch (error) {
      lease.release();
      lease.release = undefined;
      throw error;
    }
  }

  /** After a unit's own statements: its savepoint released, or rolled back alone. */
  endUnit(failed: boolean): void {
    const { writer } = this.connections();
    if (!failed) {
      writer.exec("RELEASE unit");
      return;
    }
    if (writer.database.inTransaction) {
      writer.exec("ROLLBACK TO unit");
      writer.exec("RELEASE unit");
      return;
    }
    // Some failures (a full disk, an I/O error) make SQLite roll back the whole transaction: the
    // units before this one are gone as well.
    const group = this.gate.group;
    this.gate.group = null;
    group?.end(new Error("The database rolled back a shared commit; nothing of it was saved."));
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Lease(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    await this.startUnit(lease);
    lease.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as Lease).inTransaction = false;
    this.endUnit(false);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as Lease).inTransaction = false;
    this.endUnit(true);
  }

  /**
   * A unit is answered only once the COMMIT that holds it has returned. The COMMIT waits for the
   * next turn of the event loop, so the writes of requests ready by then join the group.
   */
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const release = lease.release;
    if (!release) return;
    lease.release = undefined;
    const group = this.gate.group;
    if (!group) {
      release();
      return;
    }
    group.size += 1;
    if (group.size >= MAX_GROUP) this.gate.settleGroup();
    else if (!group.scheduled) {
      group.scheduled = true;
      setImmediate(() => {
        this.gate.acquire().then(
          (releaseGate) => {
            if (this.gate.group === group) this.gate.settleGroup();
            releaseGate();
          },
          (error: unknown) => group.end(error),
        );
      });
    }
    release();
    await group.done;
  }

  async destroy(): Promise<void> {
    const release = await this.gate.acquire();
    this.gate.settleGroup();
    this.#reader?.close();
    this.#writer?.close();
    release();
  }
}

/** The query builder's dialect: its own connections to the file, its writes behind the gate. */
export function kyselySqliteDialect(file: string, gate: Gate): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new GroupCommitDriver(file, gate),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
