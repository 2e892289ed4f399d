import "server-only";
import pLimit from "p-limit";
import { ApiError } from "@/lib/errors";
import { type ImageFormat, sniffImage } from "./sniff";

/** API.md section 11: larger is refused before decoding. A 12 KB PNG can declare 100 megapixels. */
const MAX_MEGAPIXELS = 40;
/** Stored images are at most this many pixels on their longer side. */
const MAX_STORED_SIDE = 2048;
/** Decodes at a time (one per core), and how many more may wait; past that, 503 with Retry-After. */
const DECODING = 2;
const WAITING = 8;

const decoding = pLimit(DECODING);

/**
 * sharp and libvips, loaded with the first image: `next start` loads every route at boot, and a
 * server that never receives an image need not hold them (about 8 MB resident).
 */
const loadSharp = async () => (await import("sharp")).default;
type Sharp = Awaited<ReturnType<typeof loadSharp>>;

export type ProcessedImage = ImageFormat & { bytes: Uint8Array; width: number; height: number };

const refused = (detail: string) => new ApiError("unsupported_media_type", 415, detail, { "/file": detail });

/**
 * Decodes the upload, turns it upright by its EXIF orientation, shrinks it to MAX_STORED_SIDE and
 * re-encodes it in its own format without any metadata (EXIF, GPS, XMP, comments), so what is
 * stored is exactly what is served. The declared size is read from the header first.
 */
export async function processImage(upload: Uint8Array): Promise<ProcessedImage> {
  const format = sniffImage(upload);
  if (!format) throw refused("The file is not a PNG, JPEG or WebP image (judged by its bytes).");
  const sharp = await loadSharp();
  const declared = await sharp(upload)
    .metadata()
    .catch(() => null);
  if (!declared?.width || !declared.height) throw refused("The file looks like an image but cannot be decoded.");
  if (declared.width * declared.height > MAX_MEGAPIXELS * 1_000_000) {
    throw refused(
      `The image has ${Math.round((declared.width * declared.height) / 100_000) / 10} megapixels; at most ${MAX_MEGAPIXELS} are accepted.`,
    );
  }
  if (decoding.pendingCount >= WAITING) {
    throw new ApiError(
      "service_unavailable",
      503,
      "Too many images are being processed right now; retry in a few seconds.",
      {},
      { "retry-after": "3" },
    );
  }
  return decoding(() => encode(sharp, upload, format));
}

async function encode(sharp: Sharp, upload: Uint8Array, format: ImageFormat): Promise<ProcessedImage> {
  try {
    const pipeline = sharp(upload, { limitInputPixels: MAX_MEGAPIXELS * 1_000_000, failOn: "error" })
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded =
      format.extension === "png"
        ? pipeline.png({ compressionLevel: 9 })
        : format.extension === "jpg"
          ? pipeline.jpeg({ quality: 90, mozjpeg: true })
          : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ...format, bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw refused("The file looks like an image but cannot be decoded.");
  }
}
