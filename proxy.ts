// Paths holding a malformed percent-escape (/api/%ZZ): Next.js cannot decode them and would answer
// with a plain-text 500 before any route runs. The proxy runs first, and only for paths with a "%".
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { ApiError } from "@/lib/errors";
import { toProblem } from "@/lib/http/problem";
import { log } from "@/lib/server/log";

export function proxy(request: NextRequest): Response | undefined {
  const { pathname } = request.nextUrl;
  try {
    decodeURIComponent(pathname);
    return undefined;
  } catch {
    const traceId = randomUUID();
    log.warn("undecodable path refused", { traceId, path: pathname });
    const problem = new ApiError("bad_request", 400, "The path holds a malformed percent-escape (such as %ZZ, or bytes that are not UTF-8); encode it again.");
    return toProblem(problem, pathname, traceId);
  }
}

export const config = { matcher: ["/(.*%.*)"] };
