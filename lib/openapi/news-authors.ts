// The News authors operations: authors of an organization's news.
import { listQuery } from "@/lib/schemas/common";
import { inputs, schemas } from "./components";
import { type Operation, gone, made, many, ok, org } from "./operation";

export const newsAuthorOperations: Operation[] = [
  {
    method: "post",
    path: `${org}/news/authors`,
    operationId: "createNewsAuthor",
    tag: "News authors",
    summary: "Create a news author",
    body: inputs.NewsAuthorCreateInput,
    success: made(schemas.NewsAuthor),
  },
  {
    method: "get",
    path: `${org}/news/authors`,
    operationId: "listNewsAuthors",
    tag: "News authors",
    summary: "List news authors, newest first",
    query: listQuery,
    success: many(schemas.NewsAuthor),
  },
  {
    method: "get",
    path: `${org}/news/authors/{authorId}`,
    operationId: "getNewsAuthor",
    tag: "News authors",
    summary: "Read a news author",
    success: ok(schemas.NewsAuthor),
  },
  {
    method: "put",
    path: `${org}/news/authors/{authorId}`,
    operationId: "replaceNewsAuthor",
    tag: "News authors",
    summary: "Replace display name and bio (operation 4)",
    description: "The author must belong to the organization in the path.",
    body: inputs.NewsAuthorReplaceInput,
    success: ok(schemas.NewsAuthor),
  },
  {
    method: "delete",
    path: `${org}/news/authors/{authorId}`,
    operationId: "deleteNewsAuthor",
    tag: "News authors",
    summary: "Delete a news author",
    success: gone,
  },
];
