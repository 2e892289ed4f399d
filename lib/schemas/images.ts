import { z } from "zod";
import { imageTypeCodes } from "@/lib/codes";
import { code, listQueryShape } from "./common";

/** What the upload form and the server both check before any bytes are sent or read. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const imageListQuery = z.object({
  ...listQueryShape,
  imageType: z.coerce.number().pipe(code(imageTypeCodes, "imageType")).optional(),
});
