// Where image bytes live, behind one small interface with two drivers: a folder on this machine
// (the default) and any S3-compatible object store (AWS S3, MinIO, Cloudflare R2), signed with
// AWS Signature Version 4. A store that cannot be reached is a 503 problem, never a 500.
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { log } from "@/lib/server/log";

/** Keys are content addresses: `<sha256>.<extension>`. */
export interface ImageStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export function contentKey(bytes: Uint8Array, extension: string): string {
  return `${createHash("sha256").update(bytes).digest("hex")}.${extension}`;
}

export const KEY_PATTERN = /^[0-9a-f]{64}\.(png|jpg|webp)$/;

const CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

/** The media type of a stored key, from its extension (what the store writes and /media serves). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";
}

/** A folder on this machine, fanned out by the first hash bytes so no directory grows huge. */
function localImageStore(root: string): ImageStore {
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async has(key) {
      return fs.stat(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export type S3Settings = {
  bucket: string;
  region: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; empty for AWS itself. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. "images/". */
  prefix: string;
  timeoutMs: number;
};

function storeUnavailable(cause: unknown): ApiError {
  log.error("image store unreachable", { error: cause instanceof Error ? cause.message : String(cause) });
  return new ApiError(
    "service_unavailable",
    503,
    "Image storage cannot be reached right now; nothing was saved. Try again shortly.",
    {},
    { "retry-after": "30" },
  );
}

/** The address of an object: path-style (MinIO, R2, any endpoint) or virtual-hosted (AWS). */
export function objectUrl(settings: S3Settings, key: string): string {
  const name = `${settings.prefix}${key}`.split("/").map(encodeURIComponent).join("/");
  if (settings.endpoint) {
    const base = settings.endpoint.replace(/\/+$/, "");
    return settings.forcePathStyle ? `${base}/${settings.bucket}/${name}` : `${base.replace("://", `://${settings.bucket}.`)}/${name}`;
  }
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com/${name}`;
}

function s3ImageStore(settings: S3Settings): ImageStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
  });
  const send = async (method: string, key: string, init: { body?: Uint8Array; headers?: Record<string, string> } = {}) => {
    let response: Response;
    try {
      response = await client.fetch(objectUrl(settings, key), {
        method,
        headers: init.headers,
        body: init.body ? new Uint8Array(init.body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw storeUnavailable(error);
    }
    if (response.ok || response.status === 404) return response;
    const text = await response.text().catch(() => "");
    throw storeUnavailable(new Error(`${method} ${key}: ${response.status} ${text.slice(0, 300)}`));
  };
  return {
    async put(key, bytes) {
      const response = await send("PUT", key, {
        body: bytes,
        headers: { "content-type": contentTypeOf(key), "cache-control": "public, max-age=31536000, immutable" },
      });
      if (response.status === 404) throw storeUnavailable(new Error(`PUT ${key}: bucket ${settings.bucket} not found`));
    },
    async get(key) {
      const response = await send("GET", key);
      return response.status === 404 ? null : new Uint8Array(await response.arrayBuffer());
    },
    async has(key) {
      const response = await send("HEAD", key);
      return response.status !== 404;
    },
    async delete(key) {
      await send("DELETE", key);
    },
  };
}

let store: ImageStore | undefined;

export function imageStore(): ImageStore {
  if (store) return store;
  const e = env();
  store =
    e.IMAGE_STORE === "s3"
      ? s3ImageStore({
          bucket: e.S3_BUCKET ?? "",
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === "true" : Boolean(e.S3_ENDPOINT),
          prefix: e.S3_PREFIX,
          timeoutMs: e.IMAGE_STORE_TIMEOUT_MS,
        })
      : localImageStore(path.resolve(/*turbopackIgnore: true*/ e.IMAGE_DIR));
  return store;
}
