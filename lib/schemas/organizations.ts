import { z } from "zod";
import { countryCodes, genderCodes } from "@/lib/codes";
import { described, listQueryShape, name, nullableUtcDateTime, optionalCode, optionalDateTime, utcDateTime, uuid } from "./common";

export const organizationInput = z.object(described({ name }, { name: "Name of the club or federation" }));

const athleteDescriptions = {
  organizationId: "The athlete's organization; only an admin moves an athlete to another",
  firstName: "Given name",
  lastName: "Family name",
  dateOfBirth: "Date of birth, not in the future; set by the organization's staff or an admin (classifications count ages from it)",
  gender: "Set by the organization's staff or an admin (classifications can depend on it)",
  country: "ISO 3166-1 numeric country code of the athlete's nationality",
} as const;

export const athleteInput = z.object(
  described(
    {
      organizationId: uuid,
      firstName: name,
      lastName: name,
      dateOfBirth: optionalDateTime.refine((d) => d === null || d.getTime() <= Date.now(), "must not be in the future"),
      gender: optionalCode(genderCodes, "gender"),
      country: optionalCode(countryCodes, "country"),
    },
    athleteDescriptions,
  ),
);

export type AthleteInput = z.output<typeof athleteInput>;

export const athleteListQuery = z.object({
  ...listQueryShape,
  organizationId: uuid.optional().meta({ description: "Only athletes of this organization" }),
});

const stamps = { id: "Identifier", createdUtc: "When it was created", updatedUtc: "When it was last changed" } as const;

export const organizationResponse = z.object(
  described(
    {
      id: z.uuid(),
      name: z.string(),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    { ...stamps, name: "Name of the club or federation" },
  ),
);

export const athleteResponse = z.object(
  described(
    {
      id: z.uuid(),
      organizationId: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      dateOfBirth: nullableUtcDateTime,
      gender: z.int().nullable(),
      country: z.int().nullable(),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    { ...athleteDescriptions, ...stamps, gender: "ISO/IEC 5218: 0 not known, 1 male, 2 female, 9 not applicable" },
  ),
);
