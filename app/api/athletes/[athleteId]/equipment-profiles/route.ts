import { serializeEquipmentProfile } from "@/lib/athletes/planning";
import { athleteInScope } from "@/lib/auth/scope";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { created } from "@/lib/http/respond";
import { equipmentProfileInput } from "@/lib/schemas/athlete-planning";

export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await athleteInScope(principal, params.athleteId, "athlete-private:write");
  const input = await readJson(request, equipmentProfileInput);
  const profile = await db.equipmentProfile.create({ data: { ...input, athleteId: params.athleteId } });
  return created(serializeEquipmentProfile(profile), `/api/athletes/${params.athleteId}/equipment-profiles/${profile.id}`);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
