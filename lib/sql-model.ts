// Rows of one Prisma model read and written in plain SQL (`sql` from lib/db.ts), for the write
// paths the benchmark showed spending most of their time in Prisma's query engine. Columns come
// from the generated client's ScalarFieldEnum, so they cannot drift from prisma/models.prisma; rows
// come back as the same objects the Prisma queries returned, so serializers are shared.
import "server-only";
import { sql, type SqlRow, type SqlTx, type SqlValue } from "@/lib/db";
import { date } from "@/lib/sql-values";
import { uuidv7 } from "@/lib/uuid";

export type SqlModel<Row> = ReturnType<typeof sqlModel<Row>>;

/** `dates` names the DateTime columns; the other scalar columns come back from both drivers as they should. */
export function sqlModel<Row>(table: string, fields: Record<string, string>, dates: readonly string[]) {
  const columns = Object.values(fields);
  const dateColumns = new Set(dates);
  const list = columns.map((c) => `"${c}"`).join(", ");
  const has = (column: string) => columns.includes(column);

  function decode(row: SqlRow): Row {
    const decoded: Record<string, unknown> = {};
    for (const column of columns) {
      const value = row[column] ?? null;
      decoded[column] = dateColumns.has(column) && value !== null ? date(value) : value;
    }
    return decoded as Row;
  }

  function assignments(data: Record<string, unknown>, from: number) {
    const names = Object.keys(data).filter((name) => data[name] !== undefined && has(name));
    return { names, values: names.map((name) => data[name] as SqlValue), placeholders: names.map((_, i) => `$${from + i}`) };
  }

  function conditions(where: Record<string, SqlValue>, from: number) {
    const names = Object.keys(where);
    return { text: names.map((name, i) => `"${name}" = $${from + i}`).join(" AND "), values: names.map((name) => where[name] ?? null) };
  }

  return {
    decode,

    /** The row matching every column given, or null. */
    async find(where: Record<string, SqlValue>, tx: SqlTx = sql): Promise<Row | null> {
      const condition = conditions(where, 1);
      const [row] = await tx.query(`SELECT ${list} FROM "${table}" WHERE ${condition.text}`, condition.values);
      return row ? decode(row) : null;
    },

    /**
     * Inside a transaction: locks the row until the transaction ends (a no-op update of updatedAt;
     * on PostgreSQL a concurrent writer of the same row waits here), then reads it.
     */
    async lock(tx: SqlTx, where: { id: string } & Record<string, SqlValue>): Promise<Row | null> {
      await tx.query(`UPDATE "${table}" SET "updatedAt" = "updatedAt" WHERE "id" = $1`, [where.id]);
      return this.find(where, tx);
    },

    /** INSERT … RETURNING; a new UUIDv7 id and the current time for createdAt and updatedAt unless given. */
    async insert(data: Record<string, unknown>, tx?: SqlTx): Promise<Row> {
      const now = new Date();
      const row = { ...(has("createdAt") ? { createdAt: now } : {}), ...(has("updatedAt") ? { updatedAt: now } : {}), id: uuidv7(), ...data };
      const set = assignments(row, 1);
      const text = `INSERT INTO "${table}" (${set.names.map((n) => `"${n}"`).join(", ")}) VALUES (${set.placeholders.join(", ")}) RETURNING ${list}`;
      const [inserted] = await (tx ? tx.query(text, set.values) : sql.transaction((t) => t.query(text, set.values)));
      if (!inserted) throw new Error(`INSERT INTO ${table} returned no row`);
      return decode(inserted);
    },

    /** UPDATE … RETURNING of the columns given (undefined ones are left alone), updatedAt set to now. */
    async update(tx: SqlTx, id: string, data: Record<string, unknown>): Promise<Row> {
      const set = assignments({ ...data, ...(has("updatedAt") ? { updatedAt: new Date() } : {}) }, 2);
      const text = `UPDATE "${table}" SET ${set.names.map((n, i) => `"${n}" = ${set.placeholders[i]}`).join(", ")} WHERE "id" = $1 RETURNING ${list}`;
      const [updated] = await tx.query(text, [id, ...set.values]);
      if (!updated) throw new Error(`UPDATE ${table} found no row ${id}`);
      return decode(updated);
    },
  };
}
