// Reading a multipart/form-data body: the content type, the size limit (enforced while reading),
// then the parts.
import { ApiError } from "@/lib/errors";
import { readLimited } from "./body";

/** The form's fields; 415 (`expected` says what to send) for another content type, 413 past `limit` bytes, 400 when it cannot be parsed. */
export async function readForm(request: Request, limit: number, what: string, expected: string): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ApiError("unsupported_media_type", 415, expected);
  const bytes = await readLimited(request, limit, what);
  try {
    return await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError("bad_request", 400, "The multipart body cannot be parsed.");
  }
}
