import { createAthlete, serializeAthlete } from "@/lib/athletes/athletes";
import { authorize } from "@/lib/auth/policy";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { created } from "@/lib/http/respond";
import { athleteInput } from "@/lib/schemas/organizations";

export const POST = route({}, async ({ request, principal }) => {
  authorize(principal, "athlete:create");
  const athlete = await createAthlete(await readJson(request, athleteInput));
  return created(serializeAthlete(athlete), `/api/athletes/${athlete.id}`);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
