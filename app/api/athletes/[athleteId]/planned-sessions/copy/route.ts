import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";
import { copyWeek } from "@/lib/planning/planned-sessions";
import { copyWeekInput } from "@/lib/schemas/planning";

/** Copies a week of the athlete's plan to another week, or (a coach) to the same week of other athletes they coach. */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:read");
  const input = await readJson(request, copyWeekInput);
  for (const target of input.athleteIds ?? [params.athleteId]) await authorizeAthlete(principal, target, "plan:write");
  return plain(await copyWeek(params.athleteId, input), 201);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
