import { requestOrigin } from "@/lib/http/origin";
import { can } from "@/lib/auth/policy";
import { athleteInScope } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { download } from "@/lib/http/respond";
import { athleteJson, journalCsv, journalZip } from "@/lib/journal/export-journal";
import { athleteRecord } from "@/lib/people/account-data";
import { exportQuery } from "@/lib/schemas/exports";

/**
 * The journal as files: a zip of CSVs (entries, series, shots), the entries as one CSV, or as JSON:
 * with all of the athlete's data for whoever may read it, the journal alone for a coach.
 */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const athlete = await athleteInScope(principal, params.athleteId, "journal:read");
  const { format } = readQuery(request, exportQuery);
  const name = `rangebook-${athlete.firstName}-${athlete.lastName}-${new Date().toISOString().slice(0, 10)}`.replace(
    /[^\p{L}\p{N}.-]+/gu,
    "-",
  );
  if (format === "csv") return download(journalCsv(athlete.id), "text/csv; charset=utf-8", `${name}.csv`);
  if (format === "zip") return download(journalZip(athlete.id), "application/zip", `${name}.zip`);
  const journalOnly = !can(principal, "athlete-private:read", { athleteId: athlete.id, organizationId: athlete.organizationId });
  const record = journalOnly ? null : () => athleteRecord(athlete.id, requestOrigin(request));
  return download(athleteJson(athlete.id, record), "application/json; charset=utf-8", `${name}.json`);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
