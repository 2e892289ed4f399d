// The bytes behind cdnUrl. Names are content hashes, so a name's bytes never change: cache for a year.
import { ApiError } from "@/lib/errors";
import { notAllowed, publicRoute } from "@/lib/http/handler";
import { contentTypeOf, imageStore, KEY_PATTERN } from "@/lib/images/image-store";

export const GET = publicRoute(async (request) => {
  const key = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "");
  const bytes = KEY_PATTERN.test(key) ? await imageStore().get(key) : null;
  if (!bytes) throw new ApiError("not_found", 404, "There is no image at this address.");
  const etag = `"${key.split(".")[0]}"`;
  const headers = {
    "content-type": contentTypeOf(key),
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'",
    etag,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(bytes), { headers: { ...headers, "content-length": String(bytes.byteLength) } });
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
