import { z } from "zod";
import { ApiError } from "@/lib/errors";
import { notAllowed, publicRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { keptPublicResults } from "@/lib/match/read-results";
import { resultsQuery } from "@/lib/schemas/results";
import { answerKeptResults } from "@/lib/server/result-files";

type Context = { params: Promise<{ competitionId: string }> };

/**
 * The public's result list, with no key or cookie: once the results are official or live, without
 * the relays whose results are held; 404 before that. The JSON carries an ETag (304 to If-None-Match).
 */
export function GET(request: Request, context: Context): Promise<Response> {
  return publicRoute(async () => {
    const { competitionId } = await context.params;
    if (!z.uuid().safeParse(competitionId).success) {
      throw new ApiError("bad_request", 400, "The path segment competitionId must be a UUID.");
    }
    const { format, ...query } = readQuery(request, resultsQuery);
    // Hundreds of screens in the hall ask every few seconds: the list is computed once per revision
    // of the competition's results (decision 021), answered 304 to a screen that has it, and a short
    // shared cache spares the server too.
    const response = await answerKeptResults(request, await keptPublicResults(competitionId, query), format);
    response.headers.set("cache-control", "public, max-age=2");
    return response;
  })(request);
}

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
