import { z } from "zod";
import { dateTime, listQueryShape, name, nullableUtcDateTime, optionalDateTime, optionalInt, optionalNumber, optionalUuid, shortText, utcDateTime, uuid } from "./common";

export const courseOfFireInput = z.object({
  name,
  code: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/, "must be 1-32 letters, digits, dots, dashes or underscores"),
  discipline: shortText,
  shotCount: optionalInt(1, 1000),
  maxScore: optionalNumber(0, 1_000_000).refine((v) => v === null || v > 0, "must be greater than 0"),
});

export const competitionInput = z
  .object({
    organizationId: uuid,
    name,
    startDate: dateTime,
    endDate: optionalDateTime,
    discipline: shortText,
  })
  .superRefine((c, ctx) => {
    if (c.endDate !== null && c.endDate < c.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "must not be before startDate" });
    }
  });

export const competitionEntryInput = z.object({
  athleteId: uuid,
  courseOfFireId: optionalUuid,
  score: optionalNumber(0, 1_000_000),
});

export type CompetitionInput = z.output<typeof competitionInput>;
export type CompetitionEntryInput = z.output<typeof competitionEntryInput>;

export const competitionListQuery = z.object({ ...listQueryShape, organizationId: uuid.optional() });

export const courseOfFireResponse = z.object({
  id: z.uuid(), name: z.string(), code: z.string(), discipline: z.string().nullable(), shotCount: z.int().nullable(),
  maxScore: z.number().nullable(), createdUtc: utcDateTime, updatedUtc: utcDateTime,
});

export const competitionResponse = z.object({
  id: z.uuid(), organizationId: z.uuid(), name: z.string(), startDate: utcDateTime, endDate: nullableUtcDateTime,
  discipline: z.string().nullable(), createdUtc: utcDateTime, updatedUtc: utcDateTime,
});

export const competitionEntryResponse = z.object({
  id: z.uuid(), competitionId: z.uuid(), athleteId: z.uuid(), courseOfFireId: z.uuid().nullable(), score: z.number().nullable(),
  createdUtc: utcDateTime, updatedUtc: utcDateTime,
});

/** An athlete's own entry with the competition it belongs to, for the journal's "linked competition entry" picker. */
export const athleteCompetitionEntryResponse = competitionEntryResponse.extend({
  competitionName: z.string(), competitionStartDate: utcDateTime,
});
