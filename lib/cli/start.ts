// `npm start`: everything a fresh clone needs to serve. Builds when needed (for the database
// DATABASE_URL names), applies migrations, seeds the demo data once, prints the demo keys, then runs
// `next start` on PORT.
import { spawn } from "node:child_process";
import { defaultDatabaseUrl } from "@/lib/db/database-url";
import { bin, ensureBuilt, KEEP_ALIVE_ARGS, protectDataFolder, run, serverEnvironment } from "./build";

process.env.DATABASE_URL ??= defaultDatabaseUrl;
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
// Next.js leaves SIGTERM to instrumentation.ts, which drains requests and closes the database pool.
process.env.NEXT_MANUAL_SIG_HANDLE ??= "true";

// Everything the app writes (the SQLite file with its session-signing secret, the WAL, images, demo
// keys) is the owner's alone: files 0600, folders 0700.
process.umask(0o077);
protectDataFolder(process.env.DATABASE_URL);

ensureBuilt(process.env.DATABASE_URL);
run(bin("prisma"), ["migrate", "deploy"]);
run(bin("tsx"), ["--conditions=react-server", "prisma/seed.ts"]);

const port = process.env.PORT ?? "3000";
console.log(`\nRangebook is starting on http://localhost:${port}`);
const server = spawn(bin("next"), ["start", "-p", port, ...KEEP_ALIVE_ARGS], {
  stdio: "inherit",
  env: { ...process.env, ...serverEnvironment() },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
