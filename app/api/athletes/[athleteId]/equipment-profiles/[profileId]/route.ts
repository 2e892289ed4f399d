import {
  deleteEquipmentProfile,
  findEquipmentProfile,
  replaceEquipmentProfile,
  serializeEquipmentProfile,
} from "@/lib/athletes/equipment-profiles";
import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { equipmentProfileInput } from "@/lib/schemas/athlete-planning";

const itemParams = { athleteId: idParam, profileId: idParam };

export const GET = route(itemParams, async ({ params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:read");
  return resource(serializeEquipmentProfile(await findEquipmentProfile(params.athleteId, params.profileId)));
});

export const PUT = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:write");
  const input = await readJson(request, equipmentProfileInput);
  return resource(serializeEquipmentProfile(await replaceEquipmentProfile(ifMatchOf(request), params.athleteId, params.profileId, input)));
});

/** Journal entries that link it stay; their link becomes null. */
export const DELETE = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:write");
  await deleteEquipmentProfile(ifMatchOf(request), params.athleteId, params.profileId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
