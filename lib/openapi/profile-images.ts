// The Profile images operations: an athlete's images, and their bytes under /media.
import { imageListQuery } from "@/lib/schemas/images";
import { inputs, schemas } from "./components";
import { type Operation, athlete, gone, made, many, ok } from "./operation";

export const profileImageOperations: Operation[] = [
  {
    method: "post",
    path: `${athlete}/profile-images`,
    operationId: "uploadProfileImage",
    tag: "Profile images",
    summary: "Upload a profile image",
    description: "PNG, JPEG or WebP judged by the bytes (415 otherwise), at most 10 MiB (413). EXIF and GPS are stripped.",
    multipart: inputs.ProfileImageUpload,
    success: made(schemas.ProfileImage),
  },
  {
    method: "get",
    path: `${athlete}/profile-images`,
    operationId: "listProfileImages",
    tag: "Profile images",
    summary: "List profile images, newest first",
    query: imageListQuery,
    success: many(schemas.ProfileImage),
  },
  {
    method: "get",
    path: `${athlete}/profile-images/by-type/{imageType}`,
    operationId: "getNewestProfileImage",
    tag: "Profile images",
    summary: "The newest image of a type (operation 5)",
    success: ok(schemas.ProfileImage),
  },
  {
    method: "get",
    path: `${athlete}/profile-images/{imageId}`,
    operationId: "getProfileImage",
    tag: "Profile images",
    summary: "Read a profile image",
    success: ok(schemas.ProfileImage),
  },
  {
    method: "delete",
    path: `${athlete}/profile-images/{imageId}`,
    operationId: "deleteProfileImage",
    tag: "Profile images",
    summary: "Delete a profile image",
    success: gone,
  },
];

export const imageBytesOperations: Operation[] = [
  {
    method: "get",
    path: "/media/images/{key}",
    operationId: "getImageBytes",
    tag: "Profile images",
    summary: "The bytes behind cdnUrl",
    open: true,
    description: "Content-addressed, so cached for a year (immutable); X-Content-Type-Options: nosniff.",
    success: { status: 200 },
  },
];
