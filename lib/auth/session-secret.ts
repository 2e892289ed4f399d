// The secret that signs people's sessions and the tokens mailed to them: SESSION_SECRET, or else one
// the service makes once and keeps in the database, so every instance over that database shares it.
import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { found } from "@/lib/errors";
import { keepServiceSecret, serviceSecret } from "./service-secret-repository";

const SECRET_NAME = "session-signing";

let cached: Promise<string> | undefined;

/** Creates the stored secret if none exists yet; when instances race, the first one's wins for all. */
async function storedSecret(): Promise<string> {
  const existing = await serviceSecret(SECRET_NAME);
  if (existing !== null) return existing;
  await keepServiceSecret(SECRET_NAME, randomBytes(32).toString("base64url"));
  return found(await serviceSecret(SECRET_NAME), "The session signing secret");
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
