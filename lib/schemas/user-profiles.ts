import { z } from "zod";
import { countryCodes, genderCodes } from "@/lib/codes";
import { languageTag, name, nullableUtcDateTime, optionalCode, optionalDateTime, utcDateTime } from "./common";

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

export const userProfileResponse = z.object({
  id: z.uuid(), athleteId: z.uuid().nullable(), firstName: z.string(), lastName: z.string(), email: z.string(),
  dateOfBirth: nullableUtcDateTime, country: z.int().nullable(), gender: z.int().nullable(), preferredCulture: z.string().nullable(),
  createdUtc: utcDateTime, updatedUtc: utcDateTime,
});
