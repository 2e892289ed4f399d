import { z } from "zod";

/** The sign-in form and POST /api/session. */
export const signInInput = z.object({
  apiKey: z.string().trim().min(1, "Paste your API key").max(200).regex(/^rbk_/, "An API key starts with rbk_"),
});

export const whoAmIResponse = z.object({
  role: z.enum(["admin", "staff", "competition-admin", "athlete"]),
  keyName: z.string(),
  via: z.enum(["key", "session"]),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  athleteId: z.uuid().nullable(),
  athleteName: z.string().nullable(),
  userProfileId: z.uuid().nullable().meta({ description: "The athlete's own user profile, once they have one" }),
});

export type WhoAmI = z.output<typeof whoAmIResponse>;
