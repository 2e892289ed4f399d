import { z } from "zod";
import { countryCodes, genderCodes } from "@/lib/codes";
import { described, languageTag, name, nullableUtcDateTime, optionalCode, optionalDateTime, utcDateTime } from "./common";

const profileDescriptions = {
  captchaToken: "The token of a Turnstile-compatible bot check; verified before anything is written",
  firstName: "Given name",
  lastName: "Family name",
  email: "E-mail address",
  dateOfBirth: "Date of birth, not in the future",
  country: "ISO 3166-1 numeric country code",
  gender: "ISO/IEC 5218 code",
  preferredCulture: "BCP 47 language tag for numbers, dates and units, e.g. en-US, de-CH",
} as const;

export const userProfileInput = z.object(
  described(
    {
      captchaToken: z.string().trim().min(1).max(2048),
      firstName: name,
      lastName: name,
      email: z.email().max(254),
      dateOfBirth: optionalDateTime.refine((d) => d === null || d.getTime() <= Date.now(), "must not be in the future"),
      country: optionalCode(countryCodes, "country"),
      gender: optionalCode(genderCodes, "gender"),
      preferredCulture: languageTag.nullish().transform((v) => v ?? null),
    },
    profileDescriptions,
  ),
);

const { captchaToken: _token, ...stored } = profileDescriptions;

export const userProfileResponse = z.object(
  described(
    {
      id: z.uuid(),
      athleteId: z.uuid().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      dateOfBirth: nullableUtcDateTime,
      country: z.int().nullable(),
      gender: z.int().nullable(),
      preferredCulture: z.string().nullable(),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    {
      ...stored,
      id: "Identifier of the profile (the last segment of its path)",
      athleteId: "The athlete whose profile it is; null for one an admin made",
      createdUtc: "When it was created",
      updatedUtc: "When it was last changed",
    },
  ),
);
