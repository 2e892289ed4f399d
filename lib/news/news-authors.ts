import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import { found } from "@/lib/find";
import { type NewsAuthor, Prisma } from "@/lib/generated/prisma/client";
import { guardedSqlUpdate, guardedWrite } from "@/lib/http/guarded-write";
import { after, newestFirst, orderBy, page } from "@/lib/http/pagination";
import { type NewsAuthorCreateInput, type newsAuthorReplaceInput, newsAuthorResponse } from "@/lib/schemas/news-authors";
import { iso } from "@/lib/serialize";
import { sqlModel } from "@/lib/sql-model";

const authors = sqlModel<NewsAuthor>("NewsAuthor", Prisma.NewsAuthorScalarFieldEnum, ["createdAt", "updatedAt"]);

export function serializeNewsAuthor(a: NewsAuthor): z.output<typeof newsAuthorResponse> {
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
  const author = await authors.find({ id: authorId, organizationId });
  return found(author, `News author ${authorId} of organization ${organizationId}`);
}

export function createNewsAuthor(organizationId: string, input: NewsAuthorCreateInput): Promise<NewsAuthor> {
  return db.newsAuthor.create({ data: { ...input, organizationId } });
}

function authorAt(organizationId: string, authorId: string) {
  return {
    what: `News author ${authorId} of organization ${organizationId}`,
    lock: { table: "NewsAuthor" as const, id: authorId },
    load: (tx: Tx) => tx.newsAuthor.findFirst({ where: { id: authorId, organizationId } }),
    represent: serializeNewsAuthor,
  };
}

/** Operation 4: replaces the display name and bio; If-Match is checked against the stored author. */
export function replaceNewsAuthor(
  request: Request,
  organizationId: string,
  authorId: string,
  input: z.output<typeof newsAuthorReplaceInput>,
): Promise<NewsAuthor> {
  return guardedSqlUpdate(request, {
    what: authorAt(organizationId, authorId).what,
    model: authors,
    where: { id: authorId, organizationId },
    represent: serializeNewsAuthor,
    data: input,
  });
}

export async function deleteNewsAuthor(request: Request, organizationId: string, authorId: string): Promise<void> {
  await guardedWrite(request, {
    ...authorAt(organizationId, authorId),
    write: (tx) => tx.newsAuthor.delete({ where: { id: authorId } }),
  });
}

export function listNewsAuthors(organizationId: string, query: { limit: number; cursor?: string }) {
  return page(newestFirst, query, ({ after: values, take }) =>
    db.newsAuthor.findMany({
      where: { AND: [{ organizationId }, after<Prisma.NewsAuthorWhereInput>(newestFirst, values)] },
      orderBy: orderBy<Prisma.NewsAuthorOrderByWithRelationInput>(newestFirst),
      take,
    }),
  );
}
