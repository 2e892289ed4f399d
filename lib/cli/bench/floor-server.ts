// The benchmark's floor: a plain node:http server with the database driver and no framework,
// doing the SQL of operation 1 (one insert of a journal entry, returning the row) and of
// operation 5 (the newest image of an athlete by type). What the hardware and the database can do.
import { randomUUID } from "node:crypto";
import http from "node:http";
import Database from "better-sqlite3";
import { databaseProvider, SQLITE_BUSY_TIMEOUT_MS, SQLITE_PRAGMAS, sqliteFilePath } from "@/lib/db/database-url";

type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

async function connect(url: string): Promise<Query> {
  if (databaseProvider(url) === "sqlite") {
    const database = new Database(sqliteFilePath(url), { timeout: SQLITE_BUSY_TIMEOUT_MS });
    for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma); // as durable as the app's commits
    const statements = new Map<string, Database.Statement>();
    return async (sql, params) => {
      const text = sql.replace(/\$\d+/g, "?");
      let statement = statements.get(text);
      if (!statement) statements.set(text, (statement = database.prepare(text)));
      return statement.all(...params.map((p) => (p instanceof Date ? p.toISOString().replace("Z", "+00:00") : p))) as Record<
        string,
        unknown
      >[];
    };
  }
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return async (sql, params) => (await pool.query(sql, params)).rows as Record<string, unknown>[];
}

const INSERT = `INSERT INTO "JournalEntry" ("id", "athleteId", "sessionDate", "sessionType", "discipline", "position", "shotsFired", "score",
  "maxScore", "numberOfTens", "numberOfXs", "notes", "scorePercent", "totalShots", "totalXs", "seriesCount", "seriesPercentSum",
  "seriesPercentSquares", "firstHalfPercentSum", "secondHalfPercentSum", "halfCount", "createdAt", "updatedAt")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 0, 0, 0, 0, 0, 0, $16, $17) RETURNING *`;
const NEWEST = `SELECT * FROM "ProfileImage" WHERE "athleteId" = $1 AND "imageType" = $2 ORDER BY "uploadedAt" DESC, "id" DESC LIMIT 1`;

async function main() {
  const url = process.env.DATABASE_URL ?? "";
  const port = Number(process.env.PORT ?? 0);
  const query = await connect(url);

  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
      response.end(text);
    };
    const [, first, athleteId, imageType] = (request.url ?? "").split("/");
    if (request.method === "GET" && first === "health") {
      send(200, { ok: true });
      return;
    }
    if (request.method === "GET" && first === "images") {
      query(NEWEST, [athleteId, Number(imageType)]).then(
        (rows) => send(rows[0] ? 200 : 404, rows[0] ?? {}),
        (e: Error) => send(500, { error: e.message }),
      );
      return;
    }
    if (request.method === "POST" && first === "journal") {
      const chunks: Buffer[] = [];
      request.on("data", (c: Buffer) => chunks.push(c));
      request.on("end", () => {
        const b = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, number | string | null>;
        const now = new Date();
        const score = Number(b.score),
          max = Number(b.maxScore);
        query(INSERT, [
          randomUUID(),
          athleteId,
          new Date(String(b.sessionDate)),
          b.sessionType,
          b.discipline,
          b.position,
          b.shotsFired,
          b.score,
          b.maxScore,
          b.numberOfTens,
          b.numberOfXs,
          b.notes,
          (100 * score) / max,
          b.shotsFired,
          b.numberOfXs,
          now,
          now,
        ]).then(
          (rows) => send(201, rows[0]),
          (e: Error) => send(500, { error: e.message }),
        );
      });
      return;
    }
    send(404, {});
  });
  server.listen(port, "127.0.0.1", () => {
    const address = server.address();
    console.log(`floor listening on ${typeof address === "object" && address ? address.port : port}`);
  });
}

void main();
