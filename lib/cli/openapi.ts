// `npm run openapi -- <file>`: writes the OpenAPI document, for Redocly to lint and for clients.
import fs from "node:fs";
import path from "node:path";
import { openApiDocument } from "@/lib/openapi/document";

const target = path.resolve(process.argv[2] ?? "test-results/openapi.json");
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`Wrote ${target}`);
