// A competition as the API answers it, for the route and for the pages that render it on the server.
import "server-only";
import { authorize, type Principal } from "@/lib/auth/policy";
import { findCompetition, oneWithCourses, serializeCompetition } from "./competitions";

export async function readCompetition(principal: Principal, competitionId: string) {
  authorize(principal, "catalog:read");
  return serializeCompetition(await oneWithCourses(await findCompetition(competitionId)));
}
