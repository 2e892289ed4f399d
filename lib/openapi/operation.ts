// What an operation says about itself, from which lib/openapi/document.ts builds its OpenAPI
// operation object, and the shorthands the resource modules (lib/openapi/<resource>.ts) write it with.
import { z } from "zod";
import type { Named } from "./components";

type Method = "get" | "post" | "put" | "delete";

export type Operation = {
  method: Method;
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs no X-API-KEY. */
  open?: boolean;
  query?: z.ZodObject;
  body?: Named;
  multipart?: Named;
  /** The body is a file's bytes, whatever its type. */
  file?: true;
  /** What success answers: a resource (with an ETag unless `etag` is false), a list of them, or nothing (204). */
  success: { status: 200 | 201 | 204; resource?: Named; list?: boolean; raw?: z.ZodType; etag?: false; download?: string[] };
  /** A PUT that creates (201) when the id is new. */
  upsert?: boolean;
  /** Also answers 202, with the same body, when the request is only set going; what that means. */
  accepted?: string;
  /** Conflicts (409) and unavailable services (503) this operation can meet, beyond the usual. */
  conflict?: boolean;
  unavailable?: boolean;
  /** Further problem statuses this operation can answer. */
  errors?: number[];
};

export const ok = (resource: Named) => ({ status: 200 as const, resource });
/** An answer that is not a resource one could replace: no ETag. */
export const answer = (resource: Named) => ({ status: 200 as const, resource, etag: false as const });
export const made = (resource: Named) => ({ status: 201 as const, resource });
export const many = (resource: Named) => ({ status: 200 as const, resource, list: true });
export const gone = { status: 204 as const };

export const org = "/api/organizations/{organizationId}";
export const athlete = "/api/athletes/{athleteId}";
export const competition = "/api/competitions/{competitionId}";
