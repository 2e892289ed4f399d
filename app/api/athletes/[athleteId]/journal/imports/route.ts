import { authorizeAthlete } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { readerTimeZone } from "@/lib/http/reader";
import { plain } from "@/lib/http/respond";
import { importSessions } from "@/lib/journal/import-sessions";
import { importQuery } from "@/lib/schemas/imports";

/** Reads a file from an electronic target or an app (the body is the file's bytes) and imports its sessions. */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:write");
  const query = readQuery(request, importQuery);
  const report = await importSessions(request, params.athleteId, {
    format: query.format ?? null,
    dryRun: query.dryRun,
    fileName: query.fileName ?? null,
    timeZone: readerTimeZone(request, query.timeZone),
    mapping: query.mapping,
    chosen: query.sessions,
  });
  return plain(report, query.dryRun ? 200 : 201);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
