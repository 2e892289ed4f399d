import { describePrincipal } from "@/lib/auth/policy";
import { findCompetition } from "@/lib/competitions/competitions";
import { forbidden } from "@/lib/errors";
import { incomingUpload } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { parseQuery, readQuery } from "@/lib/http/query";
import { readerTimeZone } from "@/lib/http/reader";
import { plain } from "@/lib/http/respond";
import { withUpload } from "@/lib/imports/spool-upload";
import { importScores } from "@/lib/match/score-import";
import { mayWriteScores } from "@/lib/match/scores";
import { scoreImportQuery } from "@/lib/schemas/score-imports";

/**
 * A target's file read into the competition's scores: each shooter matched to an entry by relay and
 * firing point (else bib and start number); the file is the body's bytes (options in the query) or a
 * form's `file` part (options as its fields, before the query's).
 */
export const POST = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  if (!mayWriteScores(principal, competition)) {
    throw forbidden(`${describePrincipal(principal)} may not import scores: the host's competition admins do.`);
  }
  readQuery(request, scoreImportQuery); // a bad query is refused before the upload is read
  const { report, dryRun } = await withUpload(incomingUpload(request), async ({ file, fields, fileName }) => {
    const query = parseQuery({ ...Object.fromEntries(new URL(request.url).searchParams), ...fields }, scoreImportQuery);
    const imported = await importScores(principal, competition, file, {
      format: query.format ?? null,
      courseOfFireId: query.courseOfFireId ?? null,
      relayNumber: query.relayNumber ?? null,
      dryRun: query.dryRun,
      fileName: query.fileName ?? fileName?.slice(0, 255) ?? null,
      timeZone: readerTimeZone(request, query.timeZone),
    });
    return { report: imported, dryRun: query.dryRun };
  });
  return plain(report, dryRun ? 200 : 201);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
