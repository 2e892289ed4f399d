import "server-only";
import { iso } from "@/lib/schemas/common";
import path from "node:path";
import { imageTypeCodes } from "@/lib/codes";
import { db } from "@/lib/db/client";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import { env } from "@/lib/env";
import type { Prisma, ProfileImage } from "@/lib/generated/prisma/client";
import { after, orderBy, page, type SortKey } from "@/lib/db/pagination";
import { readLimited, tooLarge } from "@/lib/http/body";
import { ApiError, type FieldErrors, found, invalid } from "@/lib/errors";
import { requestOrigin } from "@/lib/http/origin";
import { IMAGE_MAX_BYTES, profileImageResponse } from "@/lib/schemas/images";
import { log } from "@/lib/server/log";
import { contentKey, imageStore } from "./image-store";
import { processImage } from "./process-image";
import type { z } from "zod";

/** Room for the multipart boundaries and the other fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The absolute address that serves an image: IMAGE_PUBLIC_BASE_URL (a CDN or public bucket) when
 * set, else this app's /media route at the configured public base or the asking origin.
 */
function imageUrl(storageKey: string, request: Request): string {
  const { IMAGE_PUBLIC_BASE_URL, PUBLIC_BASE_URL } = env();
  if (IMAGE_PUBLIC_BASE_URL) return `${IMAGE_PUBLIC_BASE_URL.replace(/\/+$/, "")}/${storageKey}`;
  return `${(PUBLIC_BASE_URL ?? requestOrigin(request)).replace(/\/+$/, "")}/media/images/${storageKey}`;
}

export function serializeImage(image: ProfileImage, request: Request): z.output<typeof profileImageResponse> {
  return {
    id: image.id,
    athleteId: image.athleteId,
    imageType: image.imageType,
    originalFileName: image.originalFileName,
    cdnUrl: imageUrl(image.storageKey, request),
    contentType: image.contentType,
    fileSize: image.fileSize,
    width: image.width,
    height: image.height,
    uploadedAt: iso(image.uploadedAt),
  };
}

export async function findImage(athleteId: string, imageId: string): Promise<ProfileImage> {
  return found(await db.profileImage.findFirst({ where: { id: imageId, athleteId } }), `Profile image ${imageId} of athlete ${athleteId}`);
}

function safeFileName(name: string): string {
  const base = path
    .basename(name.replaceAll("\\", "/"))
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim();
  return (base || "upload").slice(0, 200);
}

async function readUpload(request: Request): Promise<{ file: File; imageType: number }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new ApiError("unsupported_media_type", 415, "Upload the image as multipart/form-data with the fields file and imageType.");
  }
  const bytes = await readLimited(request, IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, "upload");
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError("bad_request", 400, "The multipart body cannot be parsed.");
  }
  const file = form.get("file");
  const rawType = form.get("imageType");
  const errors: FieldErrors = {};
  if (!(file instanceof File)) errors["/file"] = "is required and must be a file";
  const imageType = typeof rawType === "string" && /^\d+$/.test(rawType.trim()) ? Number(rawType) : NaN;
  if (rawType === null) errors["/imageType"] = "is required";
  else if (!imageTypeCodes.has(imageType)) errors["/imageType"] = `unknown imageType ${String(rawType)}`;
  if (!(file instanceof File) || Object.keys(errors).length > 0) throw invalid(errors);
  if (file.size > IMAGE_MAX_BYTES) throw tooLarge(IMAGE_MAX_BYTES, "image");
  return { file, imageType };
}

export async function uploadImage(request: Request, athleteId: string): Promise<ProfileImage> {
  const { file, imageType } = await readUpload(request);
  const processed = await processImage(new Uint8Array(await file.arrayBuffer()));
  const storageKey = contentKey(processed.bytes, processed.extension);
  await imageStore().put(storageKey, processed.bytes);
  const image = await db.profileImage.create({
    data: {
      athleteId,
      imageType,
      originalFileName: safeFileName(file.name),
      storageKey,
      contentType: processed.contentType,
      fileSize: processed.bytes.byteLength,
      width: processed.width,
      height: processed.height,
    },
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

const newestUpload: SortKey<ProfileImage> = [
  { field: "uploadedAt", direction: "desc", kind: "date", value: (i) => i.uploadedAt },
  { field: "id", direction: "desc", kind: "string", value: (i) => i.id },
];

export function listImages(athleteId: string, imageType: number | undefined, query: { limit: number; cursor?: string }) {
  const where: Prisma.ProfileImageWhereInput = { athleteId, ...(imageType !== undefined ? { imageType } : {}) };
  return page(newestUpload, query, ({ after: values, take }) =>
    db.profileImage.findMany({
      where: { AND: [where, after<Prisma.ProfileImageWhereInput>(newestUpload, values)] },
      orderBy: orderBy<Prisma.ProfileImageOrderByWithRelationInput>(newestUpload),
      take,
    }),
  );
}

/** Deletes the image; its bytes go too once no other image row names them. */
export async function deleteImage(request: Request, athleteId: string, imageId: string): Promise<void> {
  const image = await prismaGuardedWrite(request.headers.get("if-match"), {
    what: `Profile image ${imageId} of athlete ${athleteId}`,
    lock: { table: "ProfileImage", id: imageId },
    load: (tx) => tx.profileImage.findFirst({ where: { id: imageId, athleteId } }),
    represent: (row) => serializeImage(row, request),
    write: (tx) => tx.profileImage.delete({ where: { id: imageId } }),
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
  const used = new Set(
    (await db.profileImage.findMany({ where: { storageKey: { in: keys } }, select: { storageKey: true } })).map((i) => i.storageKey),
  );
  for (const storageKey of keys.filter((k) => !used.has(k))) {
    await imageStore()
      .delete(storageKey)
      .catch((error: unknown) =>
        log.warn("could not delete image bytes", { storageKey, error: error instanceof Error ? error.message : String(error) }),
      );
  }
}
