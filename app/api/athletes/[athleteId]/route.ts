import { serializeAthlete } from "@/lib/athletes/athletes";
import { athleteInScope } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";

export const GET = route({ athleteId: idParam }, async ({ params, principal }) => {
  return resource(serializeAthlete(await athleteInScope(principal, params.athleteId, "athlete:read")));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
