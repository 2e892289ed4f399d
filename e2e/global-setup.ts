// One fresh database for the run (a SQLite file, or a new PostgreSQL database beside the one
// DATABASE_URL names), migrated by the real migrate command; an admin key minted by the
// real key command; a local siteverify server; and two real `next start` servers over that database:
// one with the development bot check, one verifying tokens at the local siteverify server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { FAKE_SECRET, startFakeSiteverify } from "./support/fake-siteverify";
import { databaseProvider } from "../lib/db/database-url";
import { freshPostgresDatabase } from "./support/databases";
import { startMailServer } from "./support/mail-server";
import { OIDC_CLIENT, startOidcProvider } from "./support/oidc-server";
import { bin, freePort, mintKey, startNext, stop } from "./support/servers";

export default async function globalSetup() {
  const dir = path.resolve("test-results", "api-run");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const databaseUrl =
    process.env.DATABASE_URL && databaseProvider(process.env.DATABASE_URL) === "postgresql"
      ? await freshPostgresDatabase(process.env.DATABASE_URL, "test")
      : `file:${path.join(dir, "rangebook.db")}`;
  // The suite sends thousands of requests with a few keys; only the second server limits them.
  const env = {
    DATABASE_URL: databaseUrl,
    IMAGE_DIR: path.join(dir, "images"),
    RATE_LIMIT_PER_MINUTE: "0",
    SIGN_IN_RATE_LIMIT_PER_MINUTE: "0",
  };

  const migrate = spawnSync(bin("prisma"), ["migrate", "deploy"], { env: { ...process.env, ...env }, encoding: "utf8" });
  if (migrate.status !== 0) throw new Error(`migrate deploy failed:\n${migrate.stdout}\n${migrate.stderr}`);
  // What `npm start` does next, outside demo mode: the preset courses of fire.
  const seed = spawnSync(bin("tsx"), ["--conditions=react-server", "prisma/seed.ts"], {
    env: { ...process.env, ...env, RANGEBOOK_DEMO: "0" },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`seed failed:\n${seed.stdout}\n${seed.stderr}`);
  const adminKey = mintKey(databaseUrl, ["create", "--role", "admin", "--name", "API test admin"]);

  const siteverify = await startFakeSiteverify();
  // Mail goes out over SMTP to a real local server; people may sign in with a real local OpenID
  // provider, which must know the app's address (for its redirect URI) before the app starts.
  const mail = await startMailServer();
  const port = await freePort();
  const oidc = await startOidcProvider([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
  const people = {
    SMTP_URL: mail.url,
    MAIL_FROM: "Rangebook <no-reply@rangebook.test>",
    OIDC_DISCOVERY_URL: oidc.discoveryUrl,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    OIDC_PROVIDER_NAME: "Test Federation",
  };
  const [plain, verified] = await Promise.all([
    startNext({ ...env, ...people }, port),
    startNext({
      ...env,
      BOT_CHECK_SECRET: FAKE_SECRET,
      BOT_CHECK_VERIFY_URL: siteverify.url,
      BOT_CHECK_TIMEOUT_MS: "1000",
      RATE_LIMIT_PER_MINUTE: "30",
    }),
  ]);

  Object.assign(process.env, {
    RANGEBOOK_BASE_URL: plain.url,
    RANGEBOOK_VERIFIED_BASE_URL: verified.url,
    RANGEBOOK_SITEVERIFY_URL: siteverify.url,
    RANGEBOOK_ADMIN_KEY: adminKey,
    RANGEBOOK_LOCALHOST_URL: `http://localhost:${port}`,
    RANGEBOOK_TEST_DATABASE_URL: databaseUrl,
    // For the operators' commands the specs run themselves (npm run reminders).
    RANGEBOOK_TEST_SMTP_URL: mail.url,
  });

  return async () => {
    await Promise.all([stop(plain), stop(verified), siteverify.close(), mail.close(), oidc.close()]);
    fs.writeFileSync(path.join(dir, "server.log"), plain.output());
    fs.writeFileSync(path.join(dir, "server-verified.log"), verified.output());
  };
}
