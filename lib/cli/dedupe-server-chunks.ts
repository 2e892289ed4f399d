// `npm run build`'s last step: one copy of each server chunk in .next (lib/cli/server-chunks.ts).
import path from "node:path";
import { dedupeServerChunks } from "./server-chunks";

const { files, bytes } = dedupeServerChunks(path.resolve(".next"));
console.log(`Server chunks: ${files} repeated copies replaced (${(bytes / 2 ** 20).toFixed(1)} MB).`);
