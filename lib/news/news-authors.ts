import "server-only";
import { iso } from "@/lib/schemas/common";
import { found } from "@/lib/errors";
import type { z } from "zod";
import { db, type PrismaTx as Tx } from "@/lib/db/client";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import type { NewsAuthor, Prisma } from "@/lib/generated/prisma/client";
import { after, newestFirst, orderBy, page } from "@/lib/db/pagination";
import { type NewsAuthorCreateInput, newsAuthorResponse } from "@/lib/schemas/news-authors";

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

export const newsAuthorAt = (organizationId: string, authorId: string) => `News author ${authorId} of organization ${organizationId}`;

export async function findNewsAuthor(organizationId: string, authorId: string): Promise<NewsAuthor> {
  return found(await db.newsAuthor.findFirst({ where: { id: authorId, organizationId } }), newsAuthorAt(organizationId, authorId));
}

export function createNewsAuthor(organizationId: string, input: NewsAuthorCreateInput): Promise<NewsAuthor> {
  return db.newsAuthor.create({ data: { ...input, organizationId } });
}

function authorAt(organizationId: string, authorId: string) {
  return {
    what: newsAuthorAt(organizationId, authorId),
    lock: { table: "NewsAuthor" as const, id: authorId },
    load: (tx: Tx) => tx.newsAuthor.findFirst({ where: { id: authorId, organizationId } }),
    represent: serializeNewsAuthor,
  };
}

export async function deleteNewsAuthor(request: Request, organizationId: string, authorId: string): Promise<void> {
  await prismaGuardedWrite(request.headers.get("if-match"), {
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
