import { ping } from "@/lib/db/client";
import { ApiError } from "@/lib/errors";
import { notAllowed, publicRoute } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";

export const GET = publicRoute(async () => {
  try {
    await ping();
  } catch {
    throw new ApiError("service_unavailable", 503, "The database is not reachable.", {}, { "retry-after": "5" });
  }
  return plain({ status: "ok" });
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
