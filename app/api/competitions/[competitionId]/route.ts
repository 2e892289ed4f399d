import { authorize } from "@/lib/auth/policy";
import { findCompetition, serializeCompetition } from "@/lib/competitions/competitions";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";

export const GET = route({ competitionId: idParam }, async ({ params, principal }) => {
  authorize(principal, "catalog:read");
  return resource(serializeCompetition(await findCompetition(params.competitionId)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
