// A key exchanged for a cookie (POST /api/session, API.md section 3), kept on the server so that
// signing out ends it: the cookie holds a random token, the database its SHA-256 and the key.
import "server-only";
import { randomBytes } from "node:crypto";
import { deleteKeySession, insertKeySession, keySessionByToken } from "./api-key-repository";
import { hashSecret } from "./keys";
import { cookieAttributes, KEY_SESSION_COOKIE, readCookie } from "./cookies";

const KEY_SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export async function startKeySession(keyId: string, request: Request): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await insertKeySession(hashSecret(token), keyId, new Date(Date.now() + KEY_SESSION_TTL_SECONDS * 1000));
  return `${KEY_SESSION_COOKIE}=${token}; ${cookieAttributes(request, KEY_SESSION_TTL_SECONDS)}`;
}

/** The key id of the request's live key session, or null. */
export async function keySessionKeyId(request: Request): Promise<string | null> {
  const token = readCookie(request, KEY_SESSION_COOKIE);
  if (!token) return null;
  const row = await keySessionByToken(hashSecret(token));
  return row && row.expiresAt > new Date() ? row.apiKeyId : null;
}

/** Ends the request's key session, if any, and answers the cookie that clears it. */
export async function endKeySession(request: Request): Promise<string> {
  const token = readCookie(request, KEY_SESSION_COOKIE);
  if (token) await deleteKeySession(hashSecret(token));
  return `${KEY_SESSION_COOKIE}=; ${cookieAttributes(request, 0)}`;
}
