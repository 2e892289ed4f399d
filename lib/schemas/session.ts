import { z } from "zod";
import { described } from "./common";

/** The sign-in form and POST /api/session. */
export const signInInput = z.object(
  described(
    {
      apiKey: z.string().trim().min(1, "Paste your API key").max(200).regex(/^rbk_/, "An API key starts with rbk_"),
    },
    { apiKey: "A live API key (rbk_…)" },
  ),
);
