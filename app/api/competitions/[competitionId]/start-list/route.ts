import { findCompetition } from "@/lib/competitions/competitions";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { readerFormatOf } from "@/lib/http/reader";
import { requestLanguage } from "@/lib/http/request-language";
import { download, plain } from "@/lib/http/respond";
import { relayReaderScope } from "@/lib/match/relays";
import { startList, startListCsv, startListFileName, startListPdf } from "@/lib/match/relays-start-list";
import { startListQuery } from "@/lib/schemas/relays";

/** Each relay's firing points with who shoots there: JSON, CSV (stable columns) or a PDF in the reader's language. */
export const GET = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  const scope = relayReaderScope(principal, competition);
  const { format } = readQuery(request, startListQuery);
  const list = await startList(competition, scope);
  if (format === "csv") return download(startListCsv(list), "text/csv; charset=utf-8", startListFileName(list, "csv"));
  if (format === "pdf") {
    return download(
      await startListPdf(list, requestLanguage(request), readerFormatOf(request)),
      "application/pdf",
      startListFileName(list, "pdf"),
    );
  }
  return plain(list);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
