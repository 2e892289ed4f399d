import { z } from "zod";
import { described, freeText, name, shortText, utcDateTime } from "./common";

const authorDescriptions = {
  displayName: "Name shown on the organization's news",
  bio: "A few lines about the author",
  email: "E-mail address",
  idpUserId: "The author's user identifier at the organization's identity provider",
  avatarUrl: "Address of the author's picture (http or https)",
} as const;

/** Operation 4 replaces exactly these. */
export const newsAuthorReplaceInput = z.object(described({ displayName: name, bio: freeText }, authorDescriptions));

export const newsAuthorCreateInput = newsAuthorReplaceInput.extend(
  described(
    {
      email: z
        .email()
        .max(254)
        .nullish()
        .transform((v) => v ?? null),
      idpUserId: shortText,
      avatarUrl: z
        .url({ protocol: /^https?$/ })
        .max(2000)
        .nullish()
        .transform((v) => v ?? null),
    },
    authorDescriptions,
  ),
);

export type NewsAuthorCreateInput = z.output<typeof newsAuthorCreateInput>;

export const newsAuthorResponse = z.object(
  described(
    {
      displayName: z.string(),
      bio: z.string().nullable(),
      id: z.uuid(),
      organizationId: z.uuid(),
      created: utcDateTime,
      updated: utcDateTime,
      idpUserId: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      email: z.string().nullable(),
    },
    {
      ...authorDescriptions,
      id: "Identifier of the author",
      organizationId: "The organization whose news they write",
      created: "When the author was created",
      updated: "When the author was last changed",
    },
  ),
);
