import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { plain } from "@/lib/http/respond";
import { checkInsReader } from "@/lib/planning/read-planning";
import { checkInListQuery } from "@/lib/schemas/planning";

/** The check-ins of ?from= to ?to=, by day. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const read = await checkInsReader(principal, params.athleteId);
  return plain(await read(readQuery(request, checkInListQuery)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
