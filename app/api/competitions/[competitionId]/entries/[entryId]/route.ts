import { authorize } from "@/lib/auth/policy";
import { findCompetition } from "@/lib/competitions/competitions";
import { serializeCompetitionEntry } from "@/lib/competitions/competition-entries";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";

export const GET = route({ competitionId: idParam, entryId: idParam }, async ({ params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  const entry = found(
    await db.competitionEntry.findFirst({ where: { id: params.entryId, competitionId: competition.id } }),
    `Entry ${params.entryId} of competition ${params.competitionId}`,
  );
  authorize(principal, "competition-entry:read", { organizationId: competition.organizationId, athleteId: entry.athleteId });
  return resource(serializeCompetitionEntry(entry));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
