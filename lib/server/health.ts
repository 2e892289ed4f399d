import "server-only";
import { ping } from "@/lib/db/client";
import { ApiError } from "@/lib/errors";

/** 503 unless the database answers. */
export async function checkHealth(): Promise<void> {
  try {
    await ping();
  } catch {
    throw new ApiError("service_unavailable", 503, "The database is not reachable.", {}, { "retry-after": "5" });
  }
}
