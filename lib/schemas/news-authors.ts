import { z } from "zod";
import { freeText, name, shortText } from "./common";

/** Operation 4 replaces exactly these. */
export const newsAuthorReplaceInput = z.object({ displayName: name, bio: freeText });

export const newsAuthorCreateInput = newsAuthorReplaceInput.extend({
  email: z.email().max(254).nullish().transform((v) => v ?? null),
  idpUserId: shortText,
  avatarUrl: z.url({ protocol: /^https?$/ }).max(2000).nullish().transform((v) => v ?? null),
});

export type NewsAuthorCreateInput = z.output<typeof newsAuthorCreateInput>;
