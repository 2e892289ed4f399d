import { z } from "zod";
import { dateTime, described, freeText, name, nullableUtcDateTime, optionalDateTime, shortText, utcDateTime } from "./common";

const eventDescriptions = {
  title: "What the event is, e.g. Winter Open preparation block",
  startUtc: "When it starts",
  endUtc: "When it ends; not before startUtc",
  notes: "Notes",
} as const;

const profileDescriptions = {
  name: "Name of the setup, e.g. Match rifle",
  rifle: "Rifle or pistol",
  ammunition: "Ammunition or pellets",
  sights: "Sights, aperture, front element",
  clothing: "Shooting clothing",
  accessories: "Glove, sling, stand, …",
  notes: "Notes",
} as const;

const stamps = {
  id: "Identifier",
  athleteId: "The athlete it belongs to",
  createdUtc: "When it was created",
  updatedUtc: "When it was last changed",
} as const;

export const calendarEventInput = z
  .object(described({ title: name, startUtc: dateTime, endUtc: optionalDateTime, notes: freeText }, eventDescriptions))
  .superRefine((e, ctx) => {
    if (e.endUtc !== null && e.endUtc < e.startUtc) {
      ctx.addIssue({ code: "custom", path: ["endUtc"], message: "must not be before startUtc" });
    }
  });

export const equipmentProfileInput = z.object(
  described(
    { name, rifle: shortText, ammunition: shortText, sights: shortText, clothing: shortText, accessories: shortText, notes: freeText },
    profileDescriptions,
  ),
);

export const calendarEventResponse = z.object(
  described(
    {
      id: z.uuid(),
      athleteId: z.uuid(),
      title: z.string(),
      startUtc: utcDateTime,
      endUtc: nullableUtcDateTime,
      notes: z.string().nullable(),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    { ...eventDescriptions, ...stamps },
  ),
);

const text = z.string().nullable();
export const equipmentProfileResponse = z.object(
  described(
    {
      id: z.uuid(),
      athleteId: z.uuid(),
      name: z.string(),
      rifle: text,
      ammunition: text,
      sights: text,
      clothing: text,
      accessories: text,
      notes: text,
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    { ...profileDescriptions, ...stamps },
  ),
);
