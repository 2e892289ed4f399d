import { z } from "zod";
import { dateTime, freeText, name, optionalDateTime, shortText } from "./common";

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
