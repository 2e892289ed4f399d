import { serializeEquipmentProfile } from "@/lib/athletes/planning";
import { athleteInScope } from "@/lib/auth/scope";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";

export const GET = route({ athleteId: idParam, profileId: idParam }, async ({ params, principal }) => {
  await athleteInScope(principal, params.athleteId, "athlete-private:read");
  const profile = await db.equipmentProfile.findFirst({ where: { id: params.profileId, athleteId: params.athleteId } });
  return resource(serializeEquipmentProfile(found(profile, `Equipment profile ${params.profileId} of athlete ${params.athleteId}`)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
