import { z } from "zod";
import { described, freeText, name, utcDateTime } from "./common";

const authorDescriptions = {
  displayName: "Name shown on the organization's news",
  bio: "A few lines about the author",
  email: "E-mail address",
  idpUserId: "The author's user identifier at the organization's identity provider",
  avatarUrl: "Address of the author's picture (http or https)",
} as const;

// One definition per optional field; the form's hints beside them (the "organizations" messages,
// authors.hints) say the same limits as the server's messages.
const authorEmail = z.email("must be an e-mail address, such as dana@example.org").max(254, "must be at most 254 characters");
const authorIdpUserId = z.string().max(200, "must be at most 200 characters");
const authorAvatarUrl = z
  .url({ protocol: /^https?$/, message: "must be a web address starting with https:// or http://" })
  .max(2000, "must be at most 2,000 characters");

const nullIfAbsent = <T extends z.ZodType>(field: T) => field.nullish().transform((v) => v ?? null);

/**
 * Operation 4 replaces `displayName` and `bio`; the fields an author may be created with besides
 * are changed too when the body names them (null clears one) and kept when it leaves them out.
 */
export const newsAuthorReplaceInput = z.object(
  described(
    {
      displayName: name,
      bio: freeText,
      email: authorEmail.nullable().optional(),
      idpUserId: authorIdpUserId.nullable().optional(),
      avatarUrl: authorAvatarUrl.nullable().optional(),
    },
    authorDescriptions,
  ),
);

export const newsAuthorCreateInput = newsAuthorReplaceInput.extend(
  described(
    {
      email: nullIfAbsent(authorEmail),
      idpUserId: nullIfAbsent(authorIdpUserId),
      avatarUrl: nullIfAbsent(authorAvatarUrl),
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
