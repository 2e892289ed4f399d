import { z } from "zod";
import { dateTime, freeText, name, nullableUtcDateTime, optionalDateTime, shortText, utcDateTime } from "./common";

export const calendarEventInput = z
  .object({ title: name, startUtc: dateTime, endUtc: optionalDateTime, notes: freeText })
  .superRefine((e, ctx) => {
    if (e.endUtc !== null && e.endUtc < e.startUtc) {
      ctx.addIssue({ code: "custom", path: ["endUtc"], message: "must not be before startUtc" });
    }
  });

export const equipmentProfileInput = z.object({
  name,
  rifle: shortText,
  ammunition: shortText,
  sights: shortText,
  clothing: shortText,
  accessories: shortText,
  notes: freeText,
});

export const calendarEventResponse = z.object({
  id: z.uuid(), athleteId: z.uuid(), title: z.string(), startUtc: utcDateTime, endUtc: nullableUtcDateTime, notes: z.string().nullable(),
  createdUtc: utcDateTime, updatedUtc: utcDateTime,
});

const text = z.string().nullable();
export const equipmentProfileResponse = z.object({
  id: z.uuid(), athleteId: z.uuid(), name: z.string(), rifle: text, ammunition: text, sights: text, clothing: text, accessories: text,
  notes: text, createdUtc: utcDateTime, updatedUtc: utcDateTime,
});
