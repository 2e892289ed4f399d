// `npm test`: the whole suite. Unit tests (vitest), then the API tests (Playwright) against a real
// `next start` over a fresh SQLite file, or PostgreSQL when DATABASE_URL says so.
import { defaultDatabaseUrl } from "@/lib/database-url";
import { bin, ensureBuilt, run } from "./build";

const databaseUrl = process.env.DATABASE_URL ?? defaultDatabaseUrl;
ensureBuilt(databaseUrl);
run(bin("vitest"), ["run"]);
run(bin("playwright"), ["test", ...process.argv.slice(2)]);
