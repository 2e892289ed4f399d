// Session tokens for the web pages: the key's id and an expiry, signed with HMAC-SHA256. Stateless,
// so any instance with the same secret can check them; revoking the key ends its sessions, because
// every request still loads the key.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

type Payload = { k: string; e: number };

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function issueToken(keyId: string, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ k: keyId, e: Math.floor(now / 1000) + SESSION_TTL_SECONDS } satisfies Payload)).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The key id a token names, or null when it is forged, malformed or expired. */
export function readToken(token: string, secret: string, now = Date.now()): string | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<Payload>;
    if (typeof parsed.k !== "string" || typeof parsed.e !== "number" || parsed.e * 1000 <= now) return null;
    return parsed.k;
  } catch {
    return null;
  }
}
