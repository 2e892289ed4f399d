// The environment, read and validated once. Nothing else reads process.env.
import { z } from "zod";
import { defaultDatabaseUrl } from "@/lib/database-url";

const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

const schema = z.object({
  DATABASE_URL: z.string().min(1).default(defaultDatabaseUrl),
  /** Where cdnUrl points; without it, the origin of the request that asks. */
  PUBLIC_BASE_URL: z.url().optional(),
  IMAGE_DIR: z.string().min(1).default("data/images"),
  BOT_CHECK_SECRET: z.string().min(1).optional(),
  BOT_CHECK_VERIFY_URL: z.url().default(TURNSTILE_VERIFY_URL),
  /** The public site key of the bot-check widget; without it the pages send the development token. */
  BOT_CHECK_SITE_KEY: z.string().min(1).optional(),
  BOT_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Requests per minute per API key (bursts up to that many); 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** Signs session cookies; every instance behind one load balancer needs the same. At least 32 characters. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Session cookies are Secure in production; "false" allows plain-HTTP sign-in on a LAN. */
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}
