import { authorizeAthlete } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { parseQuery, readQuery } from "@/lib/http/query";
import { incomingUpload } from "@/lib/http/body";
import { readerTimeZone } from "@/lib/http/reader";
import { plain } from "@/lib/http/respond";
import { withUpload } from "@/lib/imports/spool-upload";
import { importSessions } from "@/lib/journal/import-sessions";
import { importQuery } from "@/lib/schemas/imports";

/**
 * Reads a file from an electronic target or an app and imports its sessions. The file is the body's
 * bytes (options in the query), or a form's `file` part (options as its fields, before the query's).
 */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:write");
  readQuery(request, importQuery); // a bad query is refused before the upload is read
  const { report, dryRun } = await withUpload(incomingUpload(request), async ({ file, fields, fileName }) => {
    const query = parseQuery({ ...Object.fromEntries(new URL(request.url).searchParams), ...fields }, importQuery);
    const imported = await importSessions(file, params.athleteId, {
      format: query.format ?? null,
      dryRun: query.dryRun,
      fileName: query.fileName ?? fileName?.slice(0, 255) ?? null,
      timeZone: readerTimeZone(request, query.timeZone),
      mapping: query.mapping,
      chosen: query.sessions,
      shooter: query.shooter ?? null,
      courseOfFireId: query.courseOfFireId ?? null,
      courses: query.courses,
    });
    return { report: imported, dryRun: query.dryRun };
  });
  return plain(report, dryRun ? 200 : 201);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
