// Sessions for the web pages: POST /api/session exchanges an API key for an HttpOnly, SameSite=Lax
// cookie holding a signed token. The secret is SESSION_SECRET, or else one generated once and kept
// in data/session-secret (fine for one machine; several instances must share SESSION_SECRET).
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { issueToken, readToken, SESSION_TTL_SECONDS } from "./session-token";

export const SESSION_COOKIE = "rangebook_session";

let cachedSecret: string | undefined;

function secret(): string {
  if (cachedSecret) return cachedSecret;
  const configured = env().SESSION_SECRET;
  if (configured) return (cachedSecret = configured);
  const file = path.resolve(/*turbopackIgnore: true*/ "data", "session-secret");
  try {
    cachedSecret = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const generated = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, generated, { mode: 0o600, flag: "wx" });
      cachedSecret = generated;
    } catch {
      cachedSecret = fs.readFileSync(file, "utf8").trim();
    }
  }
  return cachedSecret;
}

function secure(): boolean {
  const { COOKIE_SECURE, NODE_ENV } = env();
  return COOKIE_SECURE ? COOKIE_SECURE === "true" : NODE_ENV === "production";
}

export function sessionCookie(keyId: string): string {
  return [`${SESSION_COOKIE}=${issueToken(keyId, secret())}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${SESSION_TTL_SECONDS}`, ...(secure() ? ["Secure"] : [])].join("; ");
}

export function clearedSessionCookie(): string {
  return [`${SESSION_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure() ? ["Secure"] : [])].join("; ");
}

/** The key id of the request's session cookie, or null. */
export function sessionKeyId(request: Request): string | null {
  const cookies = request.headers.get("cookie") ?? "";
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return readToken(value.join("="), secret());
  }
  return null;
}
