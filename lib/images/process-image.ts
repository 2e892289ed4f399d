import "server-only";
import sharp from "sharp";
import { ApiError } from "@/lib/http/errors";
import { type ImageFormat, sniffImage } from "./sniff";

/** Larger than any camera a club photographer carries; stops decompression bombs. */
const MAX_PIXELS = 100_000_000;

export type ProcessedImage = ImageFormat & { bytes: Uint8Array; width: number; height: number };

/**
 * Decodes the upload, turns it upright by its EXIF orientation and re-encodes it in its own format
 * without any metadata (EXIF, GPS, XMP, comments), so what is stored is exactly what is served.
 */
export async function processImage(upload: Uint8Array): Promise<ProcessedImage> {
  const format = sniffImage(upload);
  if (!format) {
    throw new ApiError("unsupported_media_type", 415, "The file is not a PNG, JPEG or WebP image (judged by its bytes).", {
      "/file": "must be a PNG, JPEG or WebP image",
    });
  }
  try {
    const pipeline = sharp(upload, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
    const encoded =
      format.extension === "png"
        ? pipeline.png({ compressionLevel: 9 })
        : format.extension === "jpg"
          ? pipeline.jpeg({ quality: 90, mozjpeg: true })
          : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ...format, bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    const detail = error instanceof Error && /pixel limit/i.test(error.message)
      ? `The image has more than ${MAX_PIXELS / 1_000_000} megapixels.`
      : "The file looks like an image but cannot be decoded.";
    throw new ApiError("unsupported_media_type", 415, detail, { "/file": detail });
  }
}
