// `npm start`: everything a fresh clone needs to serve. Generates the database client for the
// database DATABASE_URL names, builds when the sources changed since the last build, applies
// migrations, seeds the demo data once, prints the demo keys, then runs `next start` on PORT.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { databaseProvider, defaultDatabaseUrl } from "@/lib/database-url";

const root = process.cwd();
process.env.DATABASE_URL ??= defaultDatabaseUrl;
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${path.basename(command)} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** A digest of everything that goes into a build, and of the database it targets. */
function sourceDigest(): string {
  const hash = createHash("sha256").update(databaseProvider(process.env.DATABASE_URL ?? "")).update("\0");
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "generated" && entry.name !== "node_modules") walk(file);
      } else if (!entry.name.endsWith(".test.ts")) {
        hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
      }
    }
  };
  for (const dir of ["app", "components", "lib", "public"]) if (fs.existsSync(dir)) walk(dir);
  for (const file of ["prisma/models.prisma", "next.config.mjs", "package-lock.json", "postcss.config.mjs", "instrumentation.ts"]) {
    if (fs.existsSync(file)) hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

const stamp = path.join(root, ".next", "rangebook-source-digest");
const digest = sourceDigest();
if (!fs.existsSync(stamp) || fs.readFileSync(stamp, "utf8") !== digest) {
  console.log("Building Rangebook (first start, or the sources changed)...");
  run(bin("prisma"), ["generate"]);
  run(bin("next"), ["build"]);
  fs.writeFileSync(stamp, digest);
}

run(bin("prisma"), ["migrate", "deploy"]);
run(bin("tsx"), ["--conditions=react-server", "prisma/seed.ts"]);

const port = process.env.PORT ?? "3000";
console.log(`\nRangebook is starting on http://localhost:${port}`);
const server = spawn(bin("next"), ["start", "-p", port], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
