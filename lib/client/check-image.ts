import { IMAGE_MAX_BYTES } from "@/lib/schemas/images";
import { sniffImage } from "@/lib/images/sniff";

/** The server's own checks, run before a byte is sent: size, and the type judged by the first bytes. */
export async function imageProblem(file: File): Promise<"tooLarge" | "notImage" | null> {
  if (file.size > IMAGE_MAX_BYTES) return "tooLarge";
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImage(head)) return "notImage";
  return null;
}

/** The same checks, said in English (a page says them in its language by imageProblem's code). */
export async function checkImage(file: File): Promise<string | null> {
  const problem = await imageProblem(file);
  if (problem === "tooLarge") return `${file.name} is larger than 10 MiB.`;
  if (problem === "notImage") return `${file.name} is not a PNG, JPEG or WebP image.`;
  return null;
}
