import { athleteInScope } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { jsonText } from "@/lib/http/respond";
import { keptJournalJson } from "@/lib/journal/journal-cache";
import { journalStats } from "@/lib/journal/journal-stats";
import { journalStatsQuery } from "@/lib/schemas/journal";

export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const athlete = await athleteInScope(principal, params.athleteId, "journal:read");
  const query = readQuery(request, journalStatsQuery);
  return jsonText(await keptJournalJson(athlete, `stats ${JSON.stringify(query)}`, () => journalStats(athlete.id, query)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
