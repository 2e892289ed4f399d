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
