import { z } from "zod";
import { imageTypeCodes } from "@/lib/codes";
import { code, described, listQueryShape, utcDateTime } from "./common";

/** What the upload form and the server both check before any bytes are sent or read. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const imageListQuery = z.object({
  ...listQueryShape,
  imageType: z.coerce.number().pipe(code(imageTypeCodes, "imageType")).optional().meta({ description: "Only images of this type" }),
});

export const profileImageResponse = z.object(
  described(
    {
      id: z.uuid(),
      athleteId: z.uuid(),
      imageType: z.int(),
      originalFileName: z.string(),
      cdnUrl: z.string().meta({ format: "uri" }),
      contentType: z.string().meta({ enum: [...IMAGE_CONTENT_TYPES] }),
      fileSize: z.int(),
      width: z.int(),
      height: z.int(),
      uploadedAt: utcDateTime,
    },
    {
      id: "Identifier of the image",
      athleteId: "The athlete shown",
      imageType: "0 avatar, 1 headshot, 2 action, 3 banner",
      originalFileName: "The uploaded file's name, without any folder",
      cdnUrl: "Absolute address serving the bytes with the stored content type",
      contentType: "Media type of the stored bytes",
      fileSize: "Size of the stored bytes",
      width: "Width in pixels (at most 2,048 on the longer side)",
      height: "Height in pixels",
      uploadedAt: "When it was uploaded; the newest of a type is the one operation 5 answers",
    },
  ),
);

/** The multipart body of an upload, for the OpenAPI document. */
export const profileImageUpload = z.object({
  file: z.string().meta({
    format: "binary",
    description:
      "PNG, JPEG or WebP (judged by its bytes), at most 10 MiB and 40 megapixels; stored at most 2,048 px on the longer side without metadata",
  }),
  imageType: code(imageTypeCodes, "imageType"),
});
