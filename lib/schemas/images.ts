import { z } from "zod";
import { imageTypeCodes } from "@/lib/codes";
import { code, listQueryShape, utcDateTime } from "./common";

/** What the upload form and the server both check before any bytes are sent or read. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const imageListQuery = z.object({
  ...listQueryShape,
  imageType: z.coerce.number().pipe(code(imageTypeCodes, "imageType")).optional(),
});

export const profileImageResponse = z.object({
  id: z.uuid(), athleteId: z.uuid(), imageType: z.int(), originalFileName: z.string(),
  cdnUrl: z.string().meta({ format: "uri", description: "Absolute address serving the bytes with the stored content type" }),
  contentType: z.string().meta({ enum: [...IMAGE_CONTENT_TYPES] }), fileSize: z.int(), width: z.int(), height: z.int(), uploadedAt: utcDateTime,
});

/** The multipart body of an upload, for the OpenAPI document. */
export const profileImageUpload = z.object({
  file: z.string().meta({ format: "binary", description: "PNG, JPEG or WebP (judged by its bytes), at most 10 MiB" }),
  imageType: code(imageTypeCodes, "imageType"),
});
