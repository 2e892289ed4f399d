// Loaded into the benchmark's server with `node --import` (plain JavaScript: it runs before anything
// can compile TypeScript), so that nothing on the production path counts. It wraps the two drivers
// the app's connections use, better-sqlite3 (every statement runs through a Statement's run, all,
// get or iterate, or through exec) and node-postgres (every statement goes through Client#query),
// counts what they run, and answers the benchmark's "rangebook:counts" message on the IPC channel.
import { createRequire } from "node:module";
import path from "node:path";

export const counts = { statements: 0, keyLookups: 0, transactions: 0 };

export function count(text) {
  if (typeof text !== "string") return;
  // Transaction control is not a statement of the request's own; a BEGIN is one transaction.
  if (/^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i.test(text)) {
    if (/^\s*BEGIN\b/i.test(text)) counts.transactions += 1;
    return;
  }
  counts.statements += 1;
  if (/from "ApiKey"/i.test(text)) counts.keyLookups += 1;
}

const require = createRequire(path.join(process.cwd(), "package.json"));

function wrap(prototype, method, textOf) {
  const original = prototype[method];
  prototype[method] = function (...args) {
    count(textOf(args[0]));
    return original.apply(this, args);
  };
}

try {
  const Database = require("better-sqlite3");
  wrap(Database.prototype, "exec", (sql) => sql);
  // Statements are prepared once and kept, so they are counted where they run.
  const probe = new Database(":memory:");
  const statement = Object.getPrototypeOf(probe.prepare("SELECT 1"));
  probe.close();
  for (const method of ["run", "all", "get", "iterate"]) {
    const original = statement[method];
    statement[method] = function (...args) {
      count(this.source);
      return original.apply(this, args);
    };
  }
} catch {
  // Not installed: nothing to count on that side.
}
try {
  const pg = require("pg");
  wrap(pg.Client.prototype, "query", (config) => (typeof config === "string" ? config : config?.text));
} catch {
  // Likewise.
}

process.on("message", (message) => {
  if (message === "rangebook:counts" && process.send) process.send({ type: "rangebook:counts", counts });
});
