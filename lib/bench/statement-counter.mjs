// Loaded into the benchmark's server with `node --import` (plain JavaScript: it runs before
// anything can compile TypeScript). Counts what the app sends to the database, from the statement
// texts lib/db.ts publishes on the diagnostics channel "rangebook:sql", and answers
// the benchmark's "rangebook:counts" message on the IPC channel with the totals so far.
import diagnosticsChannel from "node:diagnostics_channel";

export const counts = { statements: 0, keyLookups: 0, transactions: 0 };

diagnosticsChannel.subscribe("rangebook:sql", (text) => {
  if (typeof text !== "string") return;
  // Transaction control is not a statement of the request's own. SQLite's savepoints are the
  // shared commit's bookkeeping (lib/db.ts); a BEGIN is one transaction, shared or not.
  if (/^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i.test(text)) {
    if (/^BEGIN\b/i.test(text)) counts.transactions += 1;
    return;
  }
  counts.statements += 1;
  if (text.includes('FROM "ApiKey"')) counts.keyLookups += 1;
});

process.on("message", (message) => {
  if (message === "rangebook:counts" && process.send) process.send({ type: "rangebook:counts", counts });
});
