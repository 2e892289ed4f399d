"use client";
// The accounts library's client for the pages: sign-in and sign-up, magic links, passkeys, sessions.
// Its endpoints are under /api/auth on this same origin.
import { passkeyClient } from "@better-auth/passkey/client";
import { inferAdditionalFields, magicLinkClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  basePath: "/api/auth",
  // Our field on the person (lib/auth/people.ts), which updateUser saves.
  plugins: [magicLinkClient(), passkeyClient(), inferAdditionalFields({ user: { language: { type: "string", required: false } } })],
});

/** The library answers { message, code }; people read the message. */
export function authMessage(error: { message?: string; status?: number; code?: string } | null | undefined, fallback: string): string {
  if (!error) return fallback;
  if (error.status === 429) return "Too many attempts. Wait a minute and try again.";
  if (error.code === "INVALID_EMAIL_OR_PASSWORD") return "That e-mail address and password do not match an account.";
  if (error.code === "EMAIL_NOT_VERIFIED") return "Confirm your e-mail address first: we sent you a link. (We just sent another.)";
  return error.message || fallback;
}
