// Every query of organizations' news authors.
import "server-only";
import type { Selectable } from "kysely";
import type { z } from "zod";
import { type QueryBuilder, qb, type Trx } from "@/lib/db/client";
import { heldForWrite } from "@/lib/db/locking";
import { inKeyOrder, newestFirst, page } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
import type { NewsAuthor } from "@/lib/generated/kysely/types";
import type { NewsAuthorCreateInput, newsAuthorReplaceInput } from "@/lib/schemas/news-authors";

export type NewsAuthorRow = Selectable<NewsAuthor>;

export function selectNewsAuthor(
  organizationId: string,
  authorId: string,
  executor: QueryBuilder = qb,
): Promise<NewsAuthorRow | undefined> {
  return executor
    .selectFrom("NewsAuthor")
    .selectAll()
    .where("id", "=", authorId)
    .where("organizationId", "=", organizationId)
    .executeTakeFirst();
}

/** The author, held until the transaction ends. */
export function selectNewsAuthorForWrite(trx: Trx, organizationId: string, authorId: string): Promise<NewsAuthorRow | undefined> {
  return heldForWrite(
    trx.selectFrom("NewsAuthor").selectAll().where("id", "=", authorId).where("organizationId", "=", organizationId),
  ).executeTakeFirst();
}

export async function newsAuthorExists(organizationId: string, authorId: string, executor: QueryBuilder = qb): Promise<boolean> {
  const row = await executor
    .selectFrom("NewsAuthor")
    .select("id")
    .where("id", "=", authorId)
    .where("organizationId", "=", organizationId)
    .executeTakeFirst();
  return row !== undefined;
}

export function selectNewsAuthorPage(organizationId: string, query: { limit: number; cursor?: string }, executor: QueryBuilder = qb) {
  return page(newestFirst, query, ({ after, take }) =>
    executor
      .selectFrom("NewsAuthor")
      .selectAll()
      .where("organizationId", "=", organizationId)
      .$call((q) => inKeyOrder(q, newestFirst, { after, take }, ["createdAt", "id"]))
      .execute(),
  );
}

export function insertNewsAuthor(
  organizationId: string,
  fields: NewsAuthorCreateInput,
  executor: QueryBuilder = qb,
): Promise<NewsAuthorRow> {
  const now = new Date();
  return executor
    .insertInto("NewsAuthor")
    .values({ id: newId(), organizationId, ...fields, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Replaces the fields the body names (those it leaves out stay) of the organization's author;
 * undefined when it has no such author.
 */
export function updateNewsAuthor(
  organizationId: string,
  authorId: string,
  fields: z.output<typeof newsAuthorReplaceInput>,
  executor: QueryBuilder = qb,
): Promise<NewsAuthorRow | undefined> {
  return executor
    .updateTable("NewsAuthor")
    .set({ ...fields, updatedAt: new Date() })
    .where("id", "=", authorId)
    .where("organizationId", "=", organizationId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteNewsAuthorRow(id: string, executor: QueryBuilder = qb): Promise<void> {
  await executor.deleteFrom("NewsAuthor").where("id", "=", id).execute();
}
