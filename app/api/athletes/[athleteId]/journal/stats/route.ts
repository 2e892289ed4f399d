import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { jsonText } from "@/lib/http/respond";
import { journalReader } from "@/lib/journal/read-journal";
import { journalStatsQuery } from "@/lib/schemas/journal";

export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const journal = await journalReader(principal, params.athleteId);
  return jsonText(await journal.stats(readQuery(request, journalStatsQuery)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
