import { deleteEquipmentProfile, replaceEquipmentProfile, serializeEquipmentProfile } from "@/lib/athletes/planning";
import { checkAthleteScope } from "@/lib/auth/scope";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent, resource } from "@/lib/http/respond";
import { equipmentProfileInput } from "@/lib/schemas/athlete-planning";

const itemParams = { athleteId: idParam, profileId: idParam };

export const GET = route(itemParams, async ({ params, principal }) => {
  await checkAthleteScope(principal, params.athleteId, "athlete-private:read");
  const row = await db.equipmentProfile.findFirst({ where: { id: params.profileId, athleteId: params.athleteId } });
  return resource(serializeEquipmentProfile(found(row, `Equipment profile ${params.profileId} of athlete ${params.athleteId}`)));
});

export const PUT = route(itemParams, async ({ request, params, principal }) => {
  await checkAthleteScope(principal, params.athleteId, "athlete-private:write");
  const input = await readJson(request, equipmentProfileInput);
  return resource(serializeEquipmentProfile(await replaceEquipmentProfile(request, params.athleteId, params.profileId, input)));
});

/** Journal entries that link it stay; their link becomes null. */
export const DELETE = route(itemParams, async ({ request, params, principal }) => {
  await checkAthleteScope(principal, params.athleteId, "athlete-private:write");
  await deleteEquipmentProfile(request, params.athleteId, params.profileId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
