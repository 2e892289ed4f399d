import { notAllowed, route } from "@/lib/http/handler";
import { requestOrigin } from "@/lib/http/origin";
import { plain } from "@/lib/http/respond";
import { openApiDocument } from "@/lib/openapi/document";

/** The OpenAPI 3.1 document, generated from the zod schemas the handlers use. */
export const GET = route({}, async ({ request }) => plain(openApiDocument(requestOrigin(request))));

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
