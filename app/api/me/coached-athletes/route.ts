import { requirePerson } from "@/lib/auth/policy";
import { notAllowed, route } from "@/lib/http/handler";
import { list } from "@/lib/http/respond";
import { coachedAthletes } from "@/lib/people/coaching";

/** For a coach: each athlete they coach, with the latest sessions and what to look at. */
export const GET = route({}, async ({ principal }) => list(await coachedAthletes(requirePerson(principal, "coach")), null));

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
