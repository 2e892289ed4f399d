import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { readerTimeZone } from "@/lib/http/reader";
import { created, plain } from "@/lib/http/respond";
import { createGoal } from "@/lib/planning/goals";
import { goalsReader } from "@/lib/planning/read-planning";
import { listQuery } from "@/lib/schemas/common";
import { goalInput } from "@/lib/schemas/planning";

/** The athlete, or a coach they chose, sets a goal on a course of fire. */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:write");
  const goal = await createGoal(params.athleteId, await readJson(request, goalInput), readerTimeZone(request, undefined));
  return created(goal, `/api/athletes/${params.athleteId}/goals/${goal.id}`);
});

/** By deadline, each with its progress. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const read = await goalsReader(principal, params.athleteId, readerTimeZone(request, undefined));
  return plain(await read(readQuery(request, listQuery)));
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
