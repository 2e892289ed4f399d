import "server-only";
import { iso } from "@/lib/schemas/common";
import path from "node:path";
import { imageTypeCodes } from "@/lib/codes";
import { guardedWrite } from "@/lib/db/guarded-write";
import { env } from "@/lib/env";
import { ApiError, type FieldErrors, found, invalid } from "@/lib/errors";
import { IMAGE_MAX_BYTES, type profileImageResponse } from "@/lib/schemas/images";
import { log } from "@/lib/server/log";
import { contentKey, imageStore } from "./image-store";
import { processImage } from "./process-image";
import {
  deleteProfileImageRow,
  insertProfileImage,
  type ProfileImageRow,
  selectProfileImage,
  selectProfileImagePage,
  storageKeysInUse,
} from "./profile-image-repository";
import type { z } from "zod";

/** The most an upload's body may hold: the image, and room for the multipart boundaries and the other fields around it. */
export const UPLOAD_LIMIT_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

/**
 * The absolute address that serves an image: IMAGE_PUBLIC_BASE_URL (a CDN or public bucket) when
 * set, else this app's /media route at the configured public base or `origin`, the one the client used.
 */
function imageUrl(storageKey: string, origin: string): string {
  const { IMAGE_PUBLIC_BASE_URL, PUBLIC_BASE_URL } = env();
  if (IMAGE_PUBLIC_BASE_URL) return `${IMAGE_PUBLIC_BASE_URL.replace(/\/+$/, "")}/${storageKey}`;
  return `${(PUBLIC_BASE_URL ?? origin).replace(/\/+$/, "")}/media/images/${storageKey}`;
}

type ImageOutput = z.output<typeof profileImageResponse>;

/** The image as the API gives it; `origin` is the one the client used (`requestOrigin`). */
export function serializeImage(image: ProfileImageRow, origin: string): ImageOutput {
  return {
    id: image.id,
    athleteId: image.athleteId,
    imageType: image.imageType,
    originalFileName: image.originalFileName,
    cdnUrl: imageUrl(image.storageKey, origin),
    contentType: image.contentType,
    fileSize: image.fileSize,
    width: image.width,
    height: image.height,
    uploadedAt: iso(image.uploadedAt),
  };
}

const what = (athleteId: string, imageId: string) => `Profile image ${imageId} of athlete ${athleteId}`;

export async function findImage(athleteId: string, imageId: string): Promise<ProfileImageRow> {
  return found(await selectProfileImage(athleteId, imageId), what(athleteId, imageId));
}

function safeFileName(name: string): string {
  const base = path
    .basename(name.replaceAll("\\", "/"))
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return (base || "upload").slice(0, 200);
}

/** The upload form's fields: 422 for a missing or wrong one, 413 for a file past IMAGE_MAX_BYTES. */
function checkUpload(fields: { file: FormDataEntryValue | null; imageType: FormDataEntryValue | null }): { file: File; imageType: number } {
  const { file, imageType: rawType } = fields;
  const errors: FieldErrors = {};
  if (!(file instanceof File)) errors["/file"] = "is required and must be a file";
  const imageType = typeof rawType === "string" && /^\d+$/.test(rawType.trim()) ? Number(rawType) : NaN;
  if (rawType === null) errors["/imageType"] = "is required";
  else if (!imageTypeCodes.has(imageType)) errors["/imageType"] = `unknown imageType ${String(rawType)}`;
  if (!(file instanceof File) || Object.keys(errors).length > 0) throw invalid(errors);
  if (file.size > IMAGE_MAX_BYTES) {
    throw new ApiError("payload_too_large", 413, `The image is larger than ${Math.round(IMAGE_MAX_BYTES / 1024)} KiB.`);
  }
  return { file, imageType };
}

/** Stores the upload (the form's `file` and `imageType`) as the athlete's image. */
export async function uploadImage(
  athleteId: string,
  fields: { file: FormDataEntryValue | null; imageType: FormDataEntryValue | null },
): Promise<ProfileImageRow> {
  const { file, imageType } = checkUpload(fields);
  const processed = await processImage(new Uint8Array(await file.arrayBuffer()));
  const storageKey = contentKey(processed.bytes, processed.extension);
  await imageStore().put(storageKey, processed.bytes);
  const image = await insertProfileImage({
    athleteId,
    imageType,
    originalFileName: safeFileName(file.name),
    storageKey,
    contentType: processed.contentType,
    fileSize: processed.bytes.byteLength,
    width: processed.width,
    height: processed.height,
  });
  // A delete of another image with the same bytes may have removed the file between our put and
  // our row; once the row exists no delete removes it, so checking again now closes that gap. The
  // row is already right, so a store that fails this check is logged, not reported as a failure.
  try {
    if (!(await imageStore().has(storageKey))) await imageStore().put(storageKey, processed.bytes);
  } catch (error) {
    log.warn("could not re-check stored image bytes", { storageKey, error: error instanceof Error ? error.message : String(error) });
  }
  return image;
}

/** Newest first; `imageType` narrows to one type. */
export function listImages(athleteId: string, imageType: number | undefined, query: { limit: number; cursor?: string }) {
  return selectProfileImagePage(athleteId, imageType, query);
}

/** Deletes the image; its bytes go too once no other image row names them. `origin` as for serializeImage (the ETag covers cdnUrl). */
export async function deleteImage(ifMatch: string | null, origin: string, athleteId: string, imageId: string): Promise<void> {
  const image = await guardedWrite(ifMatch, {
    what: what(athleteId, imageId),
    lock: { table: "ProfileImage", id: imageId },
    load: (trx) => selectProfileImage(athleteId, imageId, trx),
    represent: (row) => serializeImage(row, origin),
    write: async (trx, row) => {
      await deleteProfileImageRow(imageId, trx);
      return row;
    },
  });
  await dropUnusedBytes([image.storageKey]);
}

/**
 * Deletes the stored bytes of these keys that no image row names any more. The rows are gone,
 * which is what was asked; bytes a store failed to drop stay behind unreferenced (logged), which
 * costs space but never shows a missing image.
 */
export async function dropUnusedBytes(storageKeys: string[]): Promise<void> {
  const keys = [...new Set(storageKeys)];
  if (keys.length === 0) return;
  const used = await storageKeysInUse(keys);
  for (const storageKey of keys.filter((k) => !used.has(k))) {
    await imageStore()
      .delete(storageKey)
      .catch((error: unknown) =>
        log.warn("could not delete image bytes", { storageKey, error: error instanceof Error ? error.message : String(error) }),
      );
  }
}
