// The route-handler wrapper: trace id, authentication, path parameters, Idempotency-Key on writes
// (composed from lib/server/idempotency.ts), and one place where anything thrown becomes problem
// details. Everything else a route needs is composed inside the route.
import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { authenticate } from "@/lib/auth/authenticate";
import type { CodeTable } from "@/lib/codes";
import type { Principal } from "@/lib/auth/policy";
import { ApiError } from "@/lib/errors";
import { toProblem } from "./problem";
import { refuseCrossSiteWrite } from "./origin";
import { enforceRateLimit } from "@/lib/auth/rate-limit";
import { idempotent } from "@/lib/server/idempotency";

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type RequestContext<P> = {
  request: Request;
  params: P;
  principal: Principal;
  traceId: string;
};

type ParamsShape = Record<string, z.ZodType<unknown, string>>;

/** An authenticated route; `params` names and parses each path segment. */
export function route<S extends ParamsShape>(params: S, handle: (ctx: RequestContext<z.output<z.ZodObject<S>>>) => Promise<Response>) {
  const schema = z.object(params);
  return async (request: Request, context?: NextContext): Promise<Response> => {
    const traceId = randomUUID();
    const answer = (work: () => Promise<Response>) => answered(work, request, traceId);
    return answer(async () => {
      const { principal, counted } = await authenticate(request);
      if (principal.via !== "key") refuseCrossSiteWrite(request);
      await enforceRateLimit(principal, counted);
      const parsed = schema.safeParse((await context?.params) ?? {});
      if (!parsed.success) throw badPathParameter(parsed.error);
      // The write's answer, problems included, is what a retry with the same Idempotency-Key gets.
      return idempotent(request, principal.id, (kept) => answer(() => handle({ request: kept, params: parsed.data, principal, traceId })));
    });
  };
}

/** `work`'s response with its trace id, or the problem details of what it threw. */
async function answered(work: () => Promise<Response>, request: Request, traceId: string): Promise<Response> {
  try {
    const response = await work();
    response.headers.set("x-trace-id", traceId);
    return response;
  } catch (error) {
    return toProblem(error, new URL(request.url).pathname, traceId);
  }
}

/** A route that needs no key (health, media). */
export function publicRoute(handle: (request: Request, traceId: string) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const traceId = randomUUID();
    try {
      return await handle(request, traceId);
    } catch (error) {
      return toProblem(error, new URL(request.url).pathname, traceId);
    }
  };
}

function badPathParameter(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const name = String(issue?.path[0] ?? "path parameter");
  return new ApiError("bad_request", 400, `The path segment ${name} ${issue?.message ?? "is invalid"}.`);
}

/** Path segment schemas. */
export const idParam = z.uuid();
export function codeParam(table: CodeTable) {
  const known = [...table].map(([code, label]) => `${code} ${label.toLowerCase()}`).join(", ");
  return z
    .string()
    .regex(/^\d{1,4}$/, `must be one of ${known}`)
    .transform(Number)
    .refine((code) => table.has(code), `must be one of ${known}`);
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Handlers = Record<Method, (request: Request) => Promise<Response>>;

/** 405 problem details, with Allow, for the methods a route does not serve. */
export function notAllowed(...allowed: Method[]): Handlers {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const handler = publicRoute(async (request) => {
    throw new ApiError("method_not_allowed", 405, `${request.method} is not supported here; use ${allowed.join(", ")}.`, {}, { allow });
  });
  return Object.fromEntries(METHODS.map((m) => [m, handler])) as Handlers;
}
