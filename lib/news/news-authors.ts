import "server-only";
import { iso } from "@/lib/schemas/common";
import { found } from "@/lib/errors";
import type { z } from "zod";
import { guardedWrite } from "@/lib/db/guarded-write";
import type { NewsAuthorCreateInput, newsAuthorResponse } from "@/lib/schemas/news-authors";
import {
  deleteNewsAuthorRow,
  insertNewsAuthor,
  type NewsAuthorRow,
  selectNewsAuthor,
  selectNewsAuthorPage,
} from "./news-author-repository";

export function serializeNewsAuthor(a: NewsAuthorRow): z.output<typeof newsAuthorResponse> {
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

export async function findNewsAuthor(organizationId: string, authorId: string): Promise<NewsAuthorRow> {
  return found(await selectNewsAuthor(organizationId, authorId), newsAuthorAt(organizationId, authorId));
}

export function createNewsAuthor(organizationId: string, input: NewsAuthorCreateInput): Promise<NewsAuthorRow> {
  return insertNewsAuthor(organizationId, input);
}

export async function deleteNewsAuthor(ifMatch: string | null, organizationId: string, authorId: string): Promise<void> {
  await guardedWrite(ifMatch, {
    what: newsAuthorAt(organizationId, authorId),
    lock: { table: "NewsAuthor", id: authorId },
    load: (trx) => selectNewsAuthor(organizationId, authorId, trx),
    represent: serializeNewsAuthor,
    write: (trx) => deleteNewsAuthorRow(authorId, trx),
  });
}

export function listNewsAuthors(organizationId: string, query: { limit: number; cursor?: string }) {
  return selectNewsAuthorPage(organizationId, query);
}
