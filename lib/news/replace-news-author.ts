import "server-only";
import type { z } from "zod";
import { transaction } from "@/lib/db/client";
import { found, notFound } from "@/lib/errors";
import { checkIfMatch } from "@/lib/preconditions";
import type { newsAuthorReplaceInput } from "@/lib/schemas/news-authors";
import { newsAuthorExists, type NewsAuthorRow, selectNewsAuthorForWrite, updateNewsAuthor } from "./news-author-repository";
import { newsAuthorAt, serializeNewsAuthor } from "./news-authors";

/** A hot path: a missing author is a 404 before the body is read. */
export async function ensureNewsAuthor(organizationId: string, authorId: string): Promise<void> {
  if (!(await newsAuthorExists(organizationId, authorId))) throw notFound(newsAuthorAt(organizationId, authorId));
}

/**
 * Operation 4 (a hot path): replaces the display name and bio. With If-Match (its text, null when
 * absent) the author's row is locked, compared and updated in one transaction, so two writers
 * holding one ETag cannot both pass; without it there is nothing to compare, and one UPDATE …
 * RETURNING does it all.
 */
export async function replaceNewsAuthor(
  ifMatch: string | null,
  organizationId: string,
  authorId: string,
  input: z.output<typeof newsAuthorReplaceInput>,
): Promise<NewsAuthorRow> {
  const what = newsAuthorAt(organizationId, authorId);
  if (ifMatch === null) return found(await updateNewsAuthor(organizationId, authorId, input), what);
  return transaction(async (trx) => {
    const current = found(await selectNewsAuthorForWrite(trx, organizationId, authorId), what);
    checkIfMatch(ifMatch, serializeNewsAuthor(current));
    return found(await updateNewsAuthor(organizationId, authorId, input, trx), what);
  });
}
