import { describePrincipal, mayEver } from "@/lib/auth/policy";
import { findCompetition } from "@/lib/competitions/competitions";
import { importEntries } from "@/lib/competitions/import-entries";
import { forbidden } from "@/lib/errors";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";
import { entryImportRequest } from "@/lib/schemas/competitions";

/** The host's competition admins: `dryRun` true (the default) previews the CSV's rows and conflicts; false enters the rows without one. */
export const POST = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  if (!mayEver(principal, "competition-entry:manage")) {
    throw forbidden(`${describePrincipal(principal)} may not import entries: the host's competition admins do.`);
  }
  const competition = await findCompetition(params.competitionId);
  const { csv, dryRun } = await readJson(request, entryImportRequest);
  return resource(await importEntries(principal, competition, csv, dryRun));
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
