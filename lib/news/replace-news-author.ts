import "server-only";
import type { z } from "zod";
import { provider, qb } from "@/lib/db/client";
import { found } from "@/lib/errors";
import type { NewsAuthor } from "@/lib/generated/prisma/client";
import { checkIfMatch } from "@/lib/http/respond";
import type { newsAuthorReplaceInput } from "@/lib/schemas/news-authors";
import { newsAuthorAt, serializeNewsAuthor } from "./news-authors";

/** A hot path: a missing author is a 404 before the body is read. */
export async function ensureNewsAuthor(organizationId: string, authorId: string): Promise<void> {
  const row = await qb
    .selectFrom("NewsAuthor")
    .select("id")
    .where("id", "=", authorId)
    .where("organizationId", "=", organizationId)
    .executeTakeFirst();
  found(row, newsAuthorAt(organizationId, authorId));
}

/**
 * Operation 4 (a hot path): replaces the display name and bio. With If-Match the author's row is
 * locked, compared and updated in one transaction, so two writers holding one ETag cannot both
 * pass; without it there is nothing to compare, and one UPDATE … RETURNING does it all.
 */
export async function replaceNewsAuthor(
  request: Request,
  organizationId: string,
  authorId: string,
  input: z.output<typeof newsAuthorReplaceInput>,
): Promise<NewsAuthor> {
  if (!request.headers.has("if-match")) {
    const updated = await qb
      .updateTable("NewsAuthor")
      .set({ ...input, updatedAt: new Date() })
      .where("id", "=", authorId)
      .where("organizationId", "=", organizationId)
      .returningAll()
      .executeTakeFirst();
    return found(updated, newsAuthorAt(organizationId, authorId));
  }
  return qb.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("NewsAuthor")
      .selectAll()
      .where("id", "=", authorId)
      .where("organizationId", "=", organizationId)
      .$if(provider === "postgresql", (q) => q.forNoKeyUpdate())
      .executeTakeFirst();
    checkIfMatch(request, serializeNewsAuthor(found(current, newsAuthorAt(organizationId, authorId))));
    return trx
      .updateTable("NewsAuthor")
      .set({ ...input, updatedAt: new Date() })
      .where("id", "=", authorId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
