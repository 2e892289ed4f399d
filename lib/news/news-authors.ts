import "server-only";
import { z } from "zod";
import { db, transaction } from "@/lib/db";
import { found } from "@/lib/find";
import type { NewsAuthor } from "@/lib/generated/prisma/client";
import { checkIfMatch } from "@/lib/http/respond";
import type { NewsAuthorCreateInput, newsAuthorReplaceInput } from "@/lib/schemas/news-authors";
import { iso } from "@/lib/serialize";

export function serializeNewsAuthor(a: NewsAuthor) {
  return {
    displayName: a.displayName,
    bio: a.bio,
    id: a.id,
    organizationId: a.organizationId,
    created: iso(a.createdAt),
    updated: iso(a.updatedAt),
    idpUserId: a.idpUserId,
    avatarUrl: a.avatarUrl,
    email: a.email,
  };
}

export async function findNewsAuthor(organizationId: string, authorId: string): Promise<NewsAuthor> {
  const author = await db.newsAuthor.findFirst({ where: { id: authorId, organizationId } });
  return found(author, `News author ${authorId} of organization ${organizationId}`);
}

export function createNewsAuthor(organizationId: string, input: NewsAuthorCreateInput): Promise<NewsAuthor> {
  return db.newsAuthor.create({ data: { ...input, organizationId } });
}

/** Operation 4: replaces the display name and bio; If-Match is checked against the stored author. */
export function replaceNewsAuthor(
  request: Request,
  organizationId: string,
  authorId: string,
  input: z.output<typeof newsAuthorReplaceInput>,
): Promise<NewsAuthor> {
  return transaction(async (tx) => {
    const current = found(
      await tx.newsAuthor.findFirst({ where: { id: authorId, organizationId } }),
      `News author ${authorId} of organization ${organizationId}`,
    );
    checkIfMatch(request, serializeNewsAuthor(current));
    return tx.newsAuthor.update({ where: { id: authorId }, data: input });
  });
}
