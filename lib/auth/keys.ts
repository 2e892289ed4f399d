// API keys: `rbk_<prefix>_<secret>`. The prefix finds the row; only the SHA-256 of the secret is
// stored, and it is compared in constant time. Keys are 256-bit random, so a fast hash is enough:
// there is nothing to brute-force that a slow hash would protect.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export const ROLES = ["admin", "staff", "competition-admin", "athlete"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

const KEY_PATTERN = /^rbk_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("base64url");
}

export function generateKey(): { key: string; prefix: string; secretHash: string } {
  const prefix = randomBytes(12).toString("base64url").replace(/[-_]/g, "").padEnd(12, "0").slice(0, 12);
  const secret = randomBytes(32).toString("base64url");
  return { key: `rbk_${prefix}_${secret}`, prefix, secretHash: hashSecret(secret) };
}

export function parseKey(key: string): { prefix: string; secret: string } | null {
  const match = KEY_PATTERN.exec(key.trim());
  return match?.[1] && match[2] ? { prefix: match[1], secret: match[2] } : null;
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
