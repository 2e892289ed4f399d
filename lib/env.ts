// The environment, read and validated once. Nothing else reads process.env.
import { z } from "zod";
import { databaseProvider, defaultDatabaseUrl } from "@/lib/db/database-url";

const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

const schema = z.object({
  DATABASE_URL: z.string().min(1).default(defaultDatabaseUrl),
  /** Where cdnUrl points; without it, the origin of the request that asks. */
  PUBLIC_BASE_URL: z.url().optional(),
  /** "local" (a folder, IMAGE_DIR) or "s3" (any S3-compatible object store, the S3_* settings). */
  IMAGE_STORE: z.enum(["local", "s3"]).default("local"),
  IMAGE_DIR: z.string().min(1).default("data/images"),
  /** Where cdnUrl points: a CDN or public bucket address that serves the stored keys; else this app's /media/images. */
  IMAGE_PUBLIC_BASE_URL: z.url().optional(),
  IMAGE_STORE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** For MinIO, R2 and other S3-compatible stores; empty means AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** "true" for bucket-in-path addresses; by default true when S3_ENDPOINT is set, virtual-hosted on AWS. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  /** Prepended to every object key. */
  S3_PREFIX: z.string().default("images/"),
  BOT_CHECK_SECRET: z.string().min(1).optional(),
  BOT_CHECK_VERIFY_URL: z.url().default(TURNSTILE_VERIFY_URL),
  /** The public site key of the bot-check widget; without it the pages send the development token. */
  BOT_CHECK_SITE_KEY: z.string().min(1).optional(),
  BOT_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Sign-in attempts per minute per client address (routes that need no key); 0 turns the limit off. */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  /**
   * How many proxies in front of the app to believe: their X-Forwarded-For/-Host/-Proto say who the
   * client is and what address it used. Unset or 0: those headers are ignored (a client could forge them).
   */
  TRUST_PROXY: z.union([z.enum(["true", "false"]), z.coerce.number().int().min(0).max(10)]).optional(),
  /** "1" seeds demo data and demo keys; "0" never does. Unset: on for the embedded SQLite default, off for PostgreSQL. */
  RANGEBOOK_DEMO: z.enum(["0", "1"]).optional(),
  /** Where mail to people goes out: smtp://user:password@host:587, or smtps://… Unset: written to the log. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("Rangebook <no-reply@rangebook.invalid>"),
  /** How often the server sends the e-mail reminders that are due (lib/planning/reminders.ts); 0: never (use `npm run reminders` from cron). */
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /** Host names (with or without :port) people reach this server by, beyond PUBLIC_BASE_URL, localhost and the machine's own addresses. Comma-separated. */
  AUTH_ALLOWED_HOSTS: z.string().optional(),
  /** An OpenID Connect provider people may sign in with (a federation's or a club's): its issuer's discovery URL and this app's client. */
  OIDC_DISCOVERY_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** What the sign-in button calls the provider. */
  OIDC_PROVIDER_NAME: z.string().min(1).default("your club's sign-in"),
  /** Requests per minute per API key (bursts up to that many); 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** Where requests are counted: "database" (shared by every instance) or "memory"; by default the database on PostgreSQL, memory on SQLite. */
  RATE_LIMIT_STORE: z.enum(["database", "memory"]).optional(),
  /** Signs session cookies; every instance behind one load balancer needs the same. At least 32 characters. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Session cookies are Secure in production; "false" allows plain-HTTP sign-in on a LAN. */
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  /** How long a SIGTERM waits for requests in flight before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

const checked = schema.superRefine((e, ctx) => {
  if (e.OIDC_DISCOVERY_URL && !e.OIDC_CLIENT_ID)
    ctx.addIssue({ code: "custom", path: ["OIDC_CLIENT_ID"], message: "is required with OIDC_DISCOVERY_URL" });
  if (e.IMAGE_STORE !== "s3") return;
  for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (!e[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when IMAGE_STORE=s3" });
  }
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = checked.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** Proxies whose forwarded headers are believed (TRUST_PROXY): "true" is one. */
export function trustedProxies(): number {
  const value = env().TRUST_PROXY;
  if (value === undefined || value === "false") return 0;
  return value === "true" ? 1 : value;
}

/** Whether demo data and demo keys are seeded (RANGEBOOK_DEMO; by default only on the embedded SQLite). */
export function demoMode(): boolean {
  const { RANGEBOOK_DEMO, DATABASE_URL } = env();
  return RANGEBOOK_DEMO ? RANGEBOOK_DEMO === "1" : databaseProvider(DATABASE_URL) === "sqlite";
}
