// The OpenAPI 3.1 document, generated from the operation list and the zod schemas it names.
import { z } from "zod";
import { imageTypeCodes } from "@/lib/codes";
import { codeMeta } from "@/lib/schemas/common";
import { examples } from "./examples";
import { inputs, type Named, schemas } from "./components";
import type { Operation } from "./operation";
import { operations } from "./operations";

type Json = Record<string, unknown>;

const tags: Array<{ name: string; description: string }> = [
  { name: "Journal", description: "An athlete's training journal: sessions, readiness, equipment, conditions, scores and score series." },
  { name: "Planning", description: "An athlete's calendar events and equipment profiles, which journal entries can link." },
  { name: "Profile images", description: "Avatar, headshot, action and banner images of athletes." },
  { name: "Athletes", description: "Athletes and their organizations." },
  { name: "Organizations", description: "Clubs and federations." },
  { name: "Addresses", description: "Postal addresses of organizations." },
  { name: "News authors", description: "Authors of an organization's news." },
  { name: "Competitions", description: "Courses of fire, competitions and their entries." },
  { name: "Classifications", description: "Competition classifications, their rules, and automatic assignment (API.md section 8)." },
  { name: "User profiles", description: "User profiles, written behind a bot check." },
  { name: "Service", description: "Health, code tables and this document." },
];

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  return rest;
}

const ref = (named: Named) => ({ $ref: `#/components/schemas/${named.name}` });

function withExample(name: string, schema: Json): Json {
  return name in examples ? { ...schema, examples: [examples[name]] } : schema;
}

const pathParameterDescriptions: Record<string, string> = {
  organizationId: "The organization",
  addressId: "The address",
  authorId: "The news author",
  athleteId: "The athlete",
  entryId: "The entry (a journal entry, or a competition entry under a competition)",
  eventId: "The calendar event",
  profileId: "The equipment profile",
  imageId: "The profile image",
  imageType: "The kind of image",
  courseOfFireId: "The course of fire",
  competitionId: "The competition",
  classificationId: "The classification; a PUT with a new id creates it",
  userProfileId: "The user profile; a PUT with a new id creates it",
  key: "The image's content hash and extension, as in cdnUrl",
  plannedId: "The planned session",
  goalId: "The goal",
  date: "The day (YYYY-MM-DD)",
};

function pathParameters(path: string): Json[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    description: pathParameterDescriptions[name ?? ""] ?? name,
    schema:
      name === "imageType"
        ? { type: "integer", ...codeMeta(imageTypeCodes, "imageType") }
        : name === "key"
          ? { type: "string", pattern: "^[0-9a-f]{64}\\.(png|jpg|webp)$", description: "content hash and extension, as in cdnUrl" }
          : name === "date"
            ? { type: "string", format: "date" }
            : { type: "string", format: "uuid" },
  }));
}

function queryParameters(query: z.ZodObject | undefined): Json[] {
  if (!query) return [];
  const shape = query.shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, schema]) => {
    const json = jsonSchema(schema, "input");
    return { name, in: "query", required: false, description: json.description ?? name, schema: json };
  });
}

/** Every authenticated POST, PUT and DELETE (API section 12). */
const takesIdempotencyKey = (op: Operation) => !op.open && ["post", "put", "delete"].includes(op.method);

/** The problem-details answers an operation can give, from what it has. */
function errorStatuses(op: Operation): number[] {
  const statuses = new Set<number>([500]);
  if (!op.open) [401, 403, 429].forEach((s) => statuses.add(s));
  if (/\{\w+\}/.test(op.path)) [400, 404].forEach((s) => statuses.add(s));
  if (op.query) statuses.add(400);
  if (op.body || op.multipart) [400, 413, 415, 422].forEach((s) => statuses.add(s));
  if (op.file) [413, 422].forEach((s) => statuses.add(s));
  if (op.method === "put" || op.method === "delete") statuses.add(412);
  if (op.conflict || op.method === "put") statuses.add(409);
  if (op.unavailable) statuses.add(503);
  if (takesIdempotencyKey(op)) [400, 409, 422].forEach((s) => statuses.add(s));
  op.errors?.forEach((s) => statuses.add(s));
  return [...statuses].sort();
}

const problemDescriptions: Record<number, string> = {
  400: "Unparseable JSON, a path id that is not a UUID, a bad query parameter, or an Idempotency-Key that is not 1 to 200 printable characters",
  401: "X-API-KEY missing or not a live key",
  403: "The key's scope does not cover this resource",
  404: "The resource, or its parent in the path, does not exist",
  409: "The write conflicts with existing data, or the first request with this Idempotency-Key is still running (retry later)",
  412: "If-Match no longer matches; nothing was written",
  413: "Body over 256 KiB (JSON) or image over 10 MiB",
  415: "Wrong Content-Type, or an upload that is not a PNG, JPEG or WebP image",
  422: "Well-formed but invalid (one member per invalid field, named by its JSON Pointer), or an Idempotency-Key already used for a different request",
  429: "Rate limit exceeded; see Retry-After",
  500: "Unexpected fault; quote the traceId",
  503: "A service the request needs is unavailable; see Retry-After",
};

function successResponse(op: Operation): Json {
  const { success } = op;
  const replayed: Json = takesIdempotencyKey(op) ? { "Idempotency-Replayed": { $ref: "#/components/headers/IdempotencyReplayed" } } : {};
  if (success.status === 204) {
    return { "204": { description: "Done; no content", ...(Object.keys(replayed).length ? { headers: replayed } : {}) } };
  }
  const headers: Json = { ...replayed };
  if (success.resource && !success.list && success.etag !== false) headers.ETag = { $ref: "#/components/headers/ETag" };
  // An import creates several entries, so no one Location.
  if (success.status === 201 && !op.file) headers.Location = { $ref: "#/components/headers/Location" };
  let content: Json;
  if (success.download) {
    headers["Content-Disposition"] = { description: "attachment, with the file's name", schema: { type: "string" } };
    content = Object.fromEntries(success.download.map((t) => [t, { schema: { type: "string", contentEncoding: "binary" } }]));
  } else if (op.path.startsWith("/media/")) {
    content = Object.fromEntries(
      ["image/png", "image/jpeg", "image/webp"].map((t) => [t, { schema: { type: "string", contentEncoding: "binary" } }]),
    );
  } else {
    const schema = success.resource
      ? success.list
        ? {
            type: "object",
            required: ["items", "nextCursor"],
            properties: {
              items: { type: "array", items: ref(success.resource) },
              nextCursor: { type: ["string", "null"], description: "Pass as ?cursor= for the next page; null on the last" },
            },
          }
        : ref(success.resource)
      : success.raw
        ? jsonSchema(success.raw, "output")
        : { type: "object" };
    content = { "application/json": { schema } };
  }
  const description = success.status === 201 ? "Created" : op.upsert ? "Replaced" : "OK";
  const answers: Json = { [String(success.status)]: { description, ...(Object.keys(headers).length ? { headers } : {}), content } };
  if (op.accepted) answers["202"] = { description: op.accepted, content };
  if (op.file) answers["200"] = { description: "The dry run's report (dryRun=true); nothing was written", content };
  if (op.upsert) {
    answers["201"] = {
      description: "Created, because the id was new",
      headers: { ETag: { $ref: "#/components/headers/ETag" }, Location: { $ref: "#/components/headers/Location" } },
      content,
    };
  }
  return answers;
}

function operationObject(op: Operation): Json {
  const parameters = [...pathParameters(op.path), ...queryParameters(op.query)];
  if (op.method === "put" || op.method === "delete") parameters.push({ $ref: "#/components/parameters/IfMatch" });
  if (takesIdempotencyKey(op)) parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });
  const responses: Json = { ...successResponse(op) };
  for (const status of errorStatuses(op)) {
    responses[String(status)] = {
      description: problemDescriptions[status],
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
    };
  }
  // An upload may come either way: the file's bytes, or a form with the file as a part.
  const content = {
    ...(op.body ? { "application/json": { schema: ref(op.body) } } : {}),
    ...(op.file ? { "application/octet-stream": { schema: { type: "string", format: "binary" } } } : {}),
    ...(op.multipart ? { "multipart/form-data": { schema: ref(op.multipart) } } : {}),
  };
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.open ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(Object.keys(content).length > 0 ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

const problem = {
  type: "object",
  description:
    'RFC 9457 problem details. Each invalid field adds a member named by its JSON Pointer into the request body ("/rules/0/operator"); each bad query parameter one named "?name".',
  required: ["type", "title", "status", "detail", "instance", "code", "traceId"],
  properties: {
    type: { type: "string", description: "Identifies the kind of problem, e.g. /problems/validation-failed" },
    title: { type: "string", description: "Short summary of the kind of problem" },
    status: { type: "integer", description: "The HTTP status code" },
    detail: { type: "string", description: "What went wrong in this request, in words a person can act on" },
    instance: { type: "string", description: "The request path" },
    code: { type: "string", description: "Stable machine-readable word: validation_failed, not_found, forbidden, ..." },
    traceId: { type: "string", description: "Also in the server log" },
  },
  patternProperties: {
    "^[/?]": { type: "string", description: "One invalid field (JSON Pointer into the body) or query parameter (?name), to its message" },
  },
  // Said outright, so that generated clients type the extra members as unknown beside the fixed
  // ones (an index signature of string alone would conflict with status and make the type uninhabitable).
  additionalProperties: true,
  examples: [
    {
      type: "/problems/validation-failed",
      title: "Validation failed",
      status: 422,
      detail: "score must not exceed maxScore (654).",
      instance: "/api/athletes/0193a1b2-b000-7e8f-9a0b-1c2d3e4f5a6b/journal",
      code: "validation_failed",
      traceId: "6b1d8c1e-3c2f-4f7e-9b61-0c8f3a2d4e5f",
      "/score": "must not exceed maxScore (654)",
    },
  ],
};

export function openApiDocument(serverUrl?: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of operations) paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op) };
  const components: Json = {
    schemas: {
      Problem: problem,
      ...Object.fromEntries(Object.values(schemas).map((s) => [s.name, withExample(s.name, jsonSchema(s.schema, "output"))])),
      ...Object.fromEntries(Object.values(inputs).map((s) => [s.name, withExample(s.name, jsonSchema(s.schema, "input"))])),
    },
    securitySchemes: {
      ApiKey: {
        type: "apiKey",
        in: "header",
        name: "X-API-KEY",
        description: "A key from `npm run apikey -- create`; one role and scope each.",
      },
    },
    parameters: {
      IfMatch: {
        name: "If-Match",
        in: "header",
        required: false,
        schema: { type: "string" },
        description: "The ETag you read; a stale one is 412 and writes nothing.",
      },
      IdempotencyKey: {
        name: "Idempotency-Key",
        in: "header",
        required: false,
        schema: { type: "string", minLength: 1, maxLength: 200, pattern: "^[\\x20-\\x7E]+$" },
        description:
          "Chosen by the client for one write (e.g. a uuid made when the person pressed Save) and kept with its first answer for at least 24 hours, per key or person. The same key with the same method, path and body again gets the first answer's status and body with Idempotency-Replayed: true, and nothing is written again; with a different body or path, 422; while the first request is still running, 409 with Retry-After. Answers 429 and 5xx are not kept, so a retry runs again.",
      },
    },
    headers: {
      ETag: { description: "Changes whenever the representation changes", schema: { type: "string" } },
      Location: { description: "Where the created resource lives", schema: { type: "string" } },
      IdempotencyReplayed: {
        description: "true when this is the kept first answer to an earlier request with the same Idempotency-Key",
        schema: { type: "string", enum: ["true"] },
      },
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Rangebook API",
      version: "1.0.0",
      description:
        "Training journals, organizations and competition classifications for shooting-sports athletes. JSON under /api; errors are RFC 9457 problem details; date-times are ISO 8601 UTC.",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: serverUrl ?? "/", description: "The server that serves this document" }],
    security: [{ ApiKey: [] }],
    tags,
    paths,
    components,
  };
}
