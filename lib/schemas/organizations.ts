import { z } from "zod";
import { countryCodes, genderCodes } from "@/lib/codes";
import { listQueryShape, name, nullableUtcDateTime, optionalCode, optionalDateTime, utcDateTime, uuid } from "./common";

export const organizationInput = z.object({ name });

export const athleteInput = z.object({
  organizationId: uuid,
  firstName: name,
  lastName: name,
  dateOfBirth: optionalDateTime.refine((d) => d === null || d.getTime() <= Date.now(), "must not be in the future"),
  gender: optionalCode(genderCodes, "gender"),
  country: optionalCode(countryCodes, "country"),
});

export type AthleteInput = z.output<typeof athleteInput>;

export const athleteListQuery = z.object({ ...listQueryShape, organizationId: uuid.optional() });

export const organizationResponse = z.object({
  id: z.uuid(), name: z.string(), createdUtc: utcDateTime, updatedUtc: utcDateTime,
});

export const athleteResponse = z.object({
  id: z.uuid(), organizationId: z.uuid(), firstName: z.string(), lastName: z.string(), dateOfBirth: nullableUtcDateTime,
  gender: z.int().nullable(), country: z.int().nullable(), createdUtc: utcDateTime, updatedUtc: utcDateTime,
});
