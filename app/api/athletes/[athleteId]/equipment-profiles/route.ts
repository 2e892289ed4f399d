import { createEquipmentProfile, serializeEquipmentProfile } from "@/lib/athletes/equipment-profiles";
import { equipmentProfilesReader } from "@/lib/athletes/read-athlete-planning";
import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, plain } from "@/lib/http/respond";
import { equipmentProfileInput } from "@/lib/schemas/athlete-planning";
import { listQuery } from "@/lib/schemas/common";

export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:write");
  const input = await readJson(request, equipmentProfileInput);
  const row = await createEquipmentProfile(params.athleteId, input);
  return created(serializeEquipmentProfile(row), `/api/athletes/${params.athleteId}/equipment-profiles/${row.id}`);
});

/** By name. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const read = await equipmentProfilesReader(principal, params.athleteId);
  return plain(await read(readQuery(request, listQuery)));
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
