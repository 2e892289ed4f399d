// Rows of one Prisma model read and written in plain SQL (`sql` from lib/db.ts), for the write
// paths the benchmark showed spending most of their time in Prisma's query engine. Columns come
// from the generated client's ScalarFieldEnum, so they cannot drift from prisma/models.prisma; rows
// come back as the same objects the Prisma queries returned, so serializers are shared.
import "server-only";
import { sql, type SqlRow, type SqlTx, type SqlValue } from "@/lib/db";
import { boolean, date } from "@/lib/sql-values";
import { uuidv7 } from "@/lib/uuid";

export type SqlModel<Row> = ReturnType<typeof sqlModel<Row>>;

/** Bound values per statement within SQLite's historical limit (PostgreSQL allows 65,535). */
const MAX_BOUND_VALUES = 999;

/**
 * `dates` and `booleans` name the DateTime and Boolean columns (SQLite hands back text and 0/1);
 * the other scalar columns come back from both drivers as they should.
 */
export function sqlModel<Row>(table: string, fields: Record<string, string>, dates: readonly string[], booleans: readonly string[] = []) {
  const columns = Object.values(fields);
  const dateColumns = new Set(dates);
  const booleanColumns = new Set(booleans);
  const list = columns.map((c) => `"${c}"`).join(", ");
  const has = (column: string) => columns.includes(column);

  function decode(row: SqlRow): Row {
    const decoded: Record<string, unknown> = {};
    for (const column of columns) {
      const value = row[column] ?? null;
      if (value === null) decoded[column] = null;
      else if (dateColumns.has(column)) decoded[column] = date(value);
      else if (booleanColumns.has(column)) decoded[column] = boolean(value);
      else decoded[column] = value;
    }
    return decoded as Row;
  }

  function assignments(data: Record<string, unknown>, from: number) {
    const names = Object.keys(data).filter((name) => data[name] !== undefined && has(name));
    return { names, values: names.map((name) => data[name] as SqlValue), placeholders: names.map((_, i) => `$${from + i}`) };
  }

  /** Every column given equal to its value; a null means the column is null (`= NULL` would match nothing). */
  function conditions(where: Record<string, SqlValue>, from: number) {
    const values: SqlValue[] = [];
    const text = Object.keys(where)
      .map((name) => {
        const value = where[name] ?? null;
        return value === null ? `"${name}" IS NULL` : `"${name}" = $${from + values.push(value) - 1}`;
      })
      .join(" AND ");
    return { text, values };
  }

  /** UPDATE … RETURNING of the columns given (undefined ones are left alone), updatedAt set to now. */
  function updateStatement(where: Record<string, SqlValue>, data: Record<string, unknown>) {
    const set = assignments({ ...data, ...(has("updatedAt") ? { updatedAt: new Date() } : {}) }, 1);
    const condition = conditions(where, set.names.length + 1);
    return {
      text: `UPDATE "${table}" SET ${set.names.map((n, i) => `"${n}" = ${set.placeholders[i]}`).join(", ")} WHERE ${condition.text} RETURNING ${list}`,
      values: [...set.values, ...condition.values],
    };
  }

  async function select(tx: SqlTx, where: Record<string, SqlValue>, orderBy: string, limit: string): Promise<Row[]> {
    const condition = conditions(where, 1);
    const order = orderBy ? ` ORDER BY ${orderBy}` : "";
    return (await tx.query(`SELECT ${list} FROM "${table}" WHERE ${condition.text}${order}${limit}`, condition.values)).map(decode);
  }

  /** The rows with createdAt and updatedAt set to now where the table has them and the row does not give them. */
  function withDefaults<R extends Record<string, unknown>>(rows: R[]): R[] {
    const now = new Date();
    return rows.map((row) => ({ ...(has("createdAt") ? { createdAt: now } : {}), ...(has("updatedAt") ? { updatedAt: now } : {}), ...row }));
  }

  /**
   * One INSERT … RETURNING of every row, its placeholders numbered from `from` (so it can stand inside
   * a larger statement). Every row must give the same columns, with its id.
   */
  function insertStatement(rows: Array<Record<string, unknown>>, from = 1) {
    const { names } = assignments(rows[0] ?? {}, 1);
    const values = rows.flatMap((row) => {
      const given = assignments(row, 1);
      if (given.names.join() !== names.join()) throw new Error(`INSERT INTO ${table}: rows give different columns`);
      return given.values;
    });
    const tuples = rows.map((_, r) => `(${names.map((_, c) => `$${from + r * names.length + c}`).join(", ")})`);
    return { text: `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(", ")}) VALUES ${tuples.join(", ")} RETURNING ${list}`, values };
  }

  /** The inserted rows, decoded, in the order the rows were given (RETURNING's order is not documented). */
  function inOrderGiven(rows: Array<{ id: string }>, inserted: SqlRow[]): Row[] {
    const byId = new Map(inserted.map((row) => [String(row.id), row]));
    return rows.map((row) => {
      const found = byId.get(row.id);
      if (!found) throw new Error(`INSERT INTO ${table} returned no row ${row.id}`);
      return decode(found);
    });
  }

  /**
   * Several rows in as few INSERT … RETURNING statements as SQLite's limit of bound values allows,
   * the rows answered in the order given. Every row must give the same columns, with its id.
   */
  async function insertMany(rows: Array<{ id: string } & Record<string, unknown>>, tx: SqlTx): Promise<Row[]> {
    if (rows.length === 0) return [];
    const full = withDefaults(rows);
    const perStatement = Math.max(1, Math.floor(MAX_BOUND_VALUES / assignments(full[0] ?? {}, 1).names.length));
    const inserted: SqlRow[] = [];
    for (let start = 0; start < full.length; start += perStatement) {
      const { text, values } = insertStatement(full.slice(start, start + perStatement));
      inserted.push(...(await tx.query(text, values)));
    }
    return inOrderGiven(rows, inserted);
  }

  return {
    decode,
    /** The model's columns, as Prisma's generated client lists them. */
    columns,

    /** The first row matching every column given in `orderBy` (an ORDER BY list, or "" for a unique match), or null. */
    async find(where: Record<string, SqlValue>, tx: SqlTx = sql, orderBy = ""): Promise<Row | null> {
      const [row] = await select(tx, where, orderBy, " LIMIT 1");
      return row ?? null;
    },

    /** Every row matching every column given, in `orderBy` (an ORDER BY list, or "" for any order). */
    findAll(where: Record<string, SqlValue>, orderBy: string, tx: SqlTx = sql): Promise<Row[]> {
      return select(tx, where, orderBy, "");
    },

    /**
     * Inside a transaction: locks the row until the transaction ends and reads it, in one statement
     * (a no-op update of updatedAt … RETURNING; on PostgreSQL a concurrent writer of the same row
     * waits here). Null, and nothing locked, when no row matches every column given.
     */
    async lock(tx: SqlTx, where: { id: string } & Record<string, SqlValue>): Promise<Row | null> {
      const condition = conditions(where, 1);
      const [row] = await tx.query(`UPDATE "${table}" SET "updatedAt" = "updatedAt" WHERE ${condition.text} RETURNING ${list}`, condition.values);
      return row ? decode(row) : null;
    },

    /** INSERT … RETURNING; a new UUIDv7 id and the current time for createdAt and updatedAt unless given. */
    async insert(data: Record<string, unknown>, tx: SqlTx = { query: sql.write }): Promise<Row> {
      const [inserted] = await insertMany([{ id: uuidv7(), ...data }], tx);
      return inserted as Row;
    },

    /** Several rows, fewest statements, in the order given (above). */
    insertMany,

    /**
     * For a statement that inserts inside a larger one (PostgreSQL's data-modifying WITH): the INSERT
     * of `rows` (with the defaults insertMany gives), placeholders from `from`, and how to read its
     * RETURNING rows back in the order given. No limit of bound values is applied.
     */
    insertWithin(rows: Array<{ id: string } & Record<string, unknown>>, from: number) {
      return { ...insertStatement(withDefaults(rows), from), read: (inserted: SqlRow[]) => inOrderGiven(rows, inserted) };
    },

    /** The row `id`, which must exist, updated: the columns given (undefined ones are left alone), updatedAt set to now. */
    async update(tx: SqlTx, id: string, data: Record<string, unknown>): Promise<Row> {
      const { text, values } = updateStatement({ id }, data);
      const [updated] = await tx.query(text, values);
      if (!updated) throw new Error(`UPDATE ${table} found no row ${id}`);
      return decode(updated);
    },

    /** The same for the row matching every column given (a write of its own unless `tx` is given); null when no row matches. */
    async updateWhere(where: { id: string } & Record<string, SqlValue>, data: Record<string, unknown>, tx: SqlTx = { query: sql.write }): Promise<Row | null> {
      const { text, values } = updateStatement(where, data);
      const [updated] = await tx.query(text, values);
      return updated ? decode(updated) : null;
    },
  };
}
