import { notAllowed } from "@/lib/http/handler";

// Does no work at all: the benchmark's ceiling, what this build's framework path costs per request.
// Also a liveness probe that, unlike /api/health, does not touch the database.
export function GET(): Response {
  return Response.json({ ok: true });
}

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
