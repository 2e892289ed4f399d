import { athleteInScope } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { plain } from "@/lib/http/respond";
import { journalStats } from "@/lib/journal/journal-stats";
import { journalStatsQuery } from "@/lib/schemas/journal";

export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const athlete = await athleteInScope(principal, params.athleteId, "athlete-private:read");
  return plain(await journalStats(athlete, readQuery(request, journalStatsQuery)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
