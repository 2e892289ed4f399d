import { z } from "zod";
import { freeText, name, shortText, utcDateTime } from "./common";

/** Operation 4 replaces exactly these. */
export const newsAuthorReplaceInput = z.object({ displayName: name, bio: freeText });

export const newsAuthorCreateInput = newsAuthorReplaceInput.extend({
  email: z.email().max(254).nullish().transform((v) => v ?? null),
  idpUserId: shortText,
  avatarUrl: z.url({ protocol: /^https?$/ }).max(2000).nullish().transform((v) => v ?? null),
});

export type NewsAuthorCreateInput = z.output<typeof newsAuthorCreateInput>;

export const newsAuthorResponse = z.object({
  displayName: z.string(), bio: z.string().nullable(), id: z.uuid(), organizationId: z.uuid(), created: utcDateTime, updated: utcDateTime,
  idpUserId: z.string().nullable(), avatarUrl: z.string().nullable(), email: z.string().nullable(),
});
