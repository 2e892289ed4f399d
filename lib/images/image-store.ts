import "server-only";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/** Where image bytes live. Keys are content addresses: `<sha256>.<extension>`. */
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

/** A folder on this machine, fanned out by the first hash bytes so no directory grows huge. */
export function localImageStore(root: string): ImageStore {
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
      return fs.stat(fileOf(key)).then(() => true, () => false);
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

let store: ImageStore | undefined;

export function imageStore(): ImageStore {
  store ??= localImageStore(path.resolve(/*turbopackIgnore: true*/ env().IMAGE_DIR));
  return store;
}
