// The secret that signs people's sessions and the tokens mailed to them: SESSION_SECRET, or else one
// the service makes once and keeps in the database, so every instance over that database shares it.
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";

const SECRET_NAME = "session-signing";

let cached: Promise<string> | undefined;

/** Creates the stored secret if none exists yet; when instances race, the first one's wins for all. */
async function storedSecret(): Promise<string> {
  const existing = await db.serviceSecret.findUnique({ where: { name: SECRET_NAME } });
  if (existing) return existing.value;
  await db.serviceSecret.createMany({ data: [{ name: SECRET_NAME, value: randomBytes(32).toString("base64url") }] }).catch(() => undefined);
  return (await db.serviceSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } })).value;
}

export function sessionSecret(): Promise<string> {
  const configured = env().SESSION_SECRET;
  if (configured) return Promise.resolve(configured);
  cached ??= storedSecret().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
