import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readerTimeZone } from "@/lib/http/reader";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { deleteGoal, readGoal, replaceGoal } from "@/lib/planning/goals";
import { goalInput } from "@/lib/schemas/planning";

const itemParams = { athleteId: idParam, goalId: idParam };

export const GET = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:read");
  return resource(await readGoal(params.athleteId, params.goalId, readerTimeZone(request, undefined)));
});

export const PUT = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:write");
  const input = await readJson(request, goalInput);
  return resource(await replaceGoal(ifMatchOf(request), params.athleteId, params.goalId, input, readerTimeZone(request, undefined)));
});

export const DELETE = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:write");
  await deleteGoal(ifMatchOf(request), params.athleteId, params.goalId, readerTimeZone(request, undefined));
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
