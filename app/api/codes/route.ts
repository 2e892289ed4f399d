import { publishedCodes } from "@/lib/codes/publish";
import { notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";

const codes = publishedCodes();

/** Every code table with labels; any key may read them. */
export const GET = route({}, async () => plain(codes));

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
