// Sessions for the web pages: POST /api/session exchanges an API key for an HttpOnly, SameSite=Lax
// cookie holding a signed token. The secret is SESSION_SECRET, or else one the service makes once and
// keeps in the database, so every instance over that database signs and reads the same cookies.
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { issueToken, readToken, SESSION_TTL_SECONDS } from "./session-token";

export const SESSION_COOKIE = "rangebook_session";
const SECRET_NAME = "session-signing";

let cachedSecret: Promise<string> | undefined;

/** Creates the stored secret if none exists yet; when instances race, the first one's wins for all. */
async function storedSecret(): Promise<string> {
  const existing = await db.serviceSecret.findUnique({ where: { name: SECRET_NAME } });
  if (existing) return existing.value;
  const row = await db.serviceSecret.upsert({
    where: { name: SECRET_NAME },
    create: { name: SECRET_NAME, value: randomBytes(32).toString("base64url") },
    update: {},
  }).catch(async (error: unknown) => {
    if ((error as { code?: string }).code !== "P2002") throw error;
    return db.serviceSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } });
  });
  return row.value;
}

function secret(): Promise<string> {
  const configured = env().SESSION_SECRET;
  if (configured) return Promise.resolve(configured);
  cachedSecret ??= storedSecret().catch((error: unknown) => {
    cachedSecret = undefined;
    throw error;
  });
  return cachedSecret;
}

function secure(): boolean {
  const { COOKIE_SECURE, NODE_ENV } = env();
  return COOKIE_SECURE ? COOKIE_SECURE === "true" : NODE_ENV === "production";
}

export async function sessionCookie(keyId: string): Promise<string> {
  return [`${SESSION_COOKIE}=${issueToken(keyId, await secret())}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${SESSION_TTL_SECONDS}`, ...(secure() ? ["Secure"] : [])].join("; ");
}

export function clearedSessionCookie(): string {
  return [`${SESSION_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure() ? ["Secure"] : [])].join("; ");
}

/** The key id of the request's session cookie, or null. */
export async function sessionKeyId(request: Request): Promise<string | null> {
  const cookies = request.headers.get("cookie") ?? "";
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return readToken(value.join("="), await secret());
  }
  return null;
}
