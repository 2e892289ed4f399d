// A result list answered as JSON, CSV or PDF, in the language of the request: shared by the
// officials' route and the public one.
import "server-only";
import { requestLanguage } from "@/lib/http/request-language";
import { download, plain } from "@/lib/http/respond";
import { resultsCsv, resultsPdf } from "@/lib/match/results-files";
import type { ResultList } from "@/lib/schemas/results";

export function answerResults(request: Request, list: ResultList, format: "json" | "csv" | "pdf"): Response {
  if (format === "json") return plain(list);
  const name = ["results", list.competition.name, list.course?.name, list.classification?.name]
    .filter(Boolean)
    .join("-")
    .replace(/[^\p{L}\p{N}.-]+/gu, "-");
  const locale = requestLanguage(request);
  if (format === "csv") return download(resultsCsv(list, locale), "text/csv; charset=utf-8", `${name}.csv`);
  return download(resultsPdf(list, locale), "application/pdf", `${name}.pdf`);
}
