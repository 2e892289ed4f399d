// A result list answered as JSON, CSV or PDF, in the language of the request: shared by the
// officials' route and the public one.
import "server-only";
import { requestLanguage } from "@/lib/http/request-language";
import { download, jsonText, plain } from "@/lib/http/respond";
import { resultsCsv, resultsPdf } from "@/lib/match/results-files";
import type { KeptList } from "@/lib/match/results-cache";
import type { ResultList } from "@/lib/schemas/results";

export async function answerResults(request: Request, list: ResultList, format: "json" | "csv" | "pdf"): Promise<Response> {
  if (format === "json") return plain(list);
  const name = ["results", list.competition.name, list.course?.name, list.classification?.name]
    .filter(Boolean)
    .join("-")
    .replace(/[^\p{L}\p{N}.-]+/gu, "-");
  const locale = requestLanguage(request);
  if (format === "csv") return download(resultsCsv(list, locale), "text/csv; charset=utf-8", `${name}.csv`);
  return download(await resultsPdf(list, locale), "application/pdf", `${name}.pdf`);
}

/**
 * A kept list (lib/match/results-cache.ts): the JSON text as kept, with its ETag, and 304 with no
 * body to a screen whose If-None-Match names it (a browser revalidates so by itself once max-age ends).
 */
export async function answerKeptResults(request: Request, kept: KeptList<ResultList>, format: "json" | "csv" | "pdf"): Promise<Response> {
  if (format !== "json") return answerResults(request, kept.list, format);
  const seen = (request.headers.get("if-none-match") ?? "").split(",").map((t) => t.trim().replace(/^W\//, ""));
  if (seen.includes(kept.etag) || seen.includes("*")) return new Response(null, { status: 304, headers: { etag: kept.etag } });
  return jsonText(kept.json, 200, { etag: kept.etag });
}
