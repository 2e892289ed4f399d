import { z } from "zod";
import { countryCodes, genderCodes } from "@/lib/codes";
import { languageTag, name, optionalCode, optionalDateTime } from "./common";

export const userProfileInput = z.object({
  captchaToken: z.string().trim().min(1).max(2048),
  firstName: name,
  lastName: name,
  email: z.email().max(254),
  dateOfBirth: optionalDateTime.refine((d) => d === null || d.getTime() <= Date.now(), "must not be in the future"),
  country: optionalCode(countryCodes, "country"),
  gender: optionalCode(genderCodes, "gender"),
  preferredCulture: languageTag.nullish().transform((v) => v ?? null),
});

export type UserProfileInput = z.output<typeof userProfileInput>;
