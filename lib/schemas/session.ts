import { z } from "zod";
import { described } from "./common";

/** The sign-in form and POST /api/session. */
export const signInInput = z
  .object(described({
    apiKey: z.string().trim().min(1, "Paste your API key").max(200).regex(/^rbk_/, "An API key starts with rbk_"),
  }, { apiKey: "A live API key (rbk_…)" }));

export const whoAmIResponse = z.object(described({
  role: z.enum(["admin", "staff", "competition-admin", "athlete"]),
  keyName: z.string(),
  via: z.enum(["key", "session"]),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  athleteId: z.uuid().nullable(),
  athleteName: z.string().nullable(),
  userProfileId: z.uuid().nullable(),
}, {
  role: "The role the key or session acts with",
  keyName: "The name the key was given",
  via: "How the request proved who it is: the X-API-KEY header or a session cookie",
  organizationId: "The organization in scope; for an athlete, their organization",
  organizationName: "Its name",
  athleteId: "The athlete in scope (athlete keys)",
  athleteName: "Their name",
  userProfileId: "The athlete's own user profile, once they have one",
}));

export type WhoAmI = z.output<typeof whoAmIResponse>;
