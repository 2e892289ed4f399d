// The Account operations: one's own API keys, data export and what deleting the account would remove.
import { z } from "zod";
import { inputs, schemas } from "./components";
import { type Operation, answer, gone, many } from "./operation";

export const accountOperations: Operation[] = [
  {
    method: "get",
    path: "/api/me/keys",
    operationId: "listPersonalKeys",
    tag: "Account",
    summary: "The signed-in person's own API keys, newest first",
    success: many(schemas.PersonalKey),
  },
  {
    method: "post",
    path: "/api/me/keys",
    operationId: "createPersonalKey",
    tag: "Account",
    summary: "Make a key of one's own; the key is in this answer only",
    description:
      "The key acts as its owner does at the time of each request, never more. Only a person signed in makes keys: a request with an API key (or a session made from one) gets 403.",
    body: inputs.PersonalKeyInput,
    success: { status: 201, resource: schemas.PersonalKey, etag: false },
  },
  {
    method: "delete",
    path: "/api/me/keys/{keyId}",
    operationId: "revokePersonalKey",
    tag: "Account",
    summary: "Revoke one of one's own keys",
    success: gone,
  },
  {
    method: "get",
    path: "/api/me/export",
    operationId: "exportMyData",
    tag: "Account",
    summary: "All of one's data as a JSON file",
    success: { status: 200, raw: z.looseObject({ exportedUtc: z.string().meta({ description: "When the file was made" }) }) },
  },
  {
    method: "get",
    path: "/api/me/deletion",
    operationId: "previewAccountDeletion",
    tag: "Account",
    summary: "What deleting one's account would remove, and what stays",
    success: answer(schemas.DeletionSummary),
  },
];
