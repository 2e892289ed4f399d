// The Service operations: health, code tables, sign-in and this document.
import { z } from "zod";
import { inputs, schemas } from "./components";
import { type Operation, answer, gone } from "./operation";

export const serviceOperations: Operation[] = [
  {
    method: "get",
    path: "/api/health",
    operationId: "getHealth",
    tag: "Service",
    summary: "Health check",
    open: true,
    description: "200 once the database answers; 503 otherwise. Needs no key.",
    success: { status: 200, raw: z.object({ status: z.literal("ok").meta({ description: "The database answers" }) }) },
    unavailable: true,
  },
  {
    method: "get",
    path: "/api/ping",
    operationId: "ping",
    tag: "Service",
    summary: "Liveness: answers without doing any work",
    open: true,
    description: "Always 200 while the process serves; touches nothing, needs no key. The benchmark's ceiling.",
    success: { status: 200, raw: z.object({ ok: z.literal(true).meta({ description: "The process serves" }) }) },
  },
  {
    method: "get",
    path: "/api/codes",
    operationId: "getCodes",
    tag: "Service",
    summary: "Every code table with labels",
    description: "The code tables of every coded integer, and the classification rule fields with the operators that fit each.",
    success: answer(schemas.Codes),
  },
  {
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApi",
    tag: "Service",
    summary: "This document (OpenAPI 3.1)",
    success: { status: 200, raw: z.looseObject({ openapi: z.string().meta({ description: "The OpenAPI version, 3.1.0" }) }) },
  },
  {
    method: "post",
    path: "/api/session",
    operationId: "signIn",
    tag: "Service",
    summary: "Sign in: exchange an API key for a session cookie",
    open: true,
    description:
      "Sets an HttpOnly, SameSite=Lax cookie (Secure in production) that route handlers accept instead of X-API-KEY. Writes carried by the cookie must come from this site (Origin), else 403.",
    body: inputs.SignInInput,
    success: answer(schemas.WhoAmI),
    errors: [401, 403],
  },
  {
    method: "get",
    path: "/api/session",
    operationId: "whoAmI",
    tag: "Service",
    summary: "Who is signed in (or whose key this is)",
    description:
      "`language` is the person's chosen language, or null. For a person's own session the answer also sets the rangebook.language cookie to it (or clears it) when the cookie disagrees, so that pages render in it.",
    success: answer(schemas.WhoAmI),
  },
  {
    method: "delete",
    path: "/api/session",
    operationId: "signOut",
    tag: "Service",
    summary: "Sign out: clear the session cookie",
    description: "Clears the rangebook.language cookie too: signed-out pages follow the browser's language.",
    open: true,
    success: gone,
    errors: [403],
  },
];
