// Any /api path no other route matches: a problem-details 404 instead of the HTML page.
import { ApiError, excerpt } from "@/lib/errors";
import { publicRoute } from "@/lib/http/handler";

const unknownPath = publicRoute(async (request) => {
  throw new ApiError("not_found", 404, `There is no API operation at ${excerpt(new URL(request.url).pathname)}.`);
});

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as PATCH, unknownPath as DELETE };
