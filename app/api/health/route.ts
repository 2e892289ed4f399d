import { notAllowed, publicRoute } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";
import { checkHealth } from "@/lib/server/health";

export const GET = publicRoute(async () => {
  await checkHealth();
  return plain({ status: "ok" });
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
