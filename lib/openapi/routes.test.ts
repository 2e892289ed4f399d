// Every operation a route file serves has its description in lib/openapi/<resource>.ts, and every
// description has its route: the document can neither miss an operation nor describe one that is gone.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operations } from "./operations";

/** Route files that serve requests the document deliberately leaves out, by folder, with the reason. */
const undocumented: Record<string, string> = {
  "app/api/[...rest]": "answers a problem-details 404 for any /api path no operation has; it is no operation itself",
  "app/api/auth/[...all]": "better-auth's own endpoints (sign-in, sign-up, passkeys, OpenID Connect), documented by better-auth",
  "app/serwist/[path]": "the service worker's script for the pages, not part of the API",
};

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * The HTTP methods a route file's exports serve, read from its text. Methods exported from
 * `notAllowed(...)` answer 405 and are no operation.
 */
function servedMethods(source: string): string[] {
  const served = new Set<string>();
  for (const [, name] of source.matchAll(/^export (?:const|(?:async )?function) (\w+)\b/gm)) served.add(name ?? "");
  for (const [, names, from] of source.matchAll(/^export const \{([^}]*)\} = (\w+)\(/gm)) {
    if (from !== "notAllowed") for (const name of names?.split(",") ?? []) served.add(name.trim());
  }
  for (const [, specifiers] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const specifier of specifiers?.split(",") ?? []) served.add(specifier.trim().split(/\s+/).pop() ?? "");
  }
  return methods.filter((m) => served.has(m));
}

/** The OpenAPI path of a route folder: [athleteId] becomes {athleteId}; a route group (name) adds nothing. */
function openApiPath(folder: string): string {
  const segments = folder
    .split("/")
    .slice(1)
    .filter((s) => !/^\(.*\)$/.test(s))
    .map((s) => s.replace(/^\[(\w+)\]$/, "{$1}"));
  return `/${segments.join("/")}`;
}

function routeFolders(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFolders(full);
    return entry.name === "route.ts" ? [dir.split(path.sep).join("/")] : [];
  });
}

describe("the operations and the route files", () => {
  const folders = routeFolders("app");
  const served = folders
    .filter((folder) => !(folder in undocumented))
    .flatMap((folder) =>
      servedMethods(fs.readFileSync(path.join(folder, "route.ts"), "utf8")).map((m) => `${m} ${openApiPath(folder)}  (${folder})`),
    );
  const key = (operation: string) => operation.replace(/ {2}\(.*\)$/, "");
  const documented = operations.map((o) => `${o.method.toUpperCase()} ${o.path}  (${o.operationId})`);

  it("describes every operation a route serves", () => {
    expect(served.length).toBeGreaterThan(60);
    const described = new Set(documented.map(key));
    expect(served.filter((o) => !described.has(key(o)))).toEqual([]);
  });

  it("has a route for every operation it describes, and describes each once", () => {
    const routes = new Set(served.map(key));
    expect(documented.filter((o) => !routes.has(key(o)))).toEqual([]);
    expect(documented.filter((o, i) => documented.findIndex((other) => key(other) === key(o)) !== i)).toEqual([]);
  });

  it("leaves out only route files that exist", () => {
    expect(Object.keys(undocumented).filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it("reads each way a route file exports its handlers", () => {
    const source = [
      "export const GET = route({}, async () => plain({}));",
      "export async function POST(request: Request) {}",
      'export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");',
    ].join("\n");
    expect(servedMethods(source)).toEqual(["GET", "POST"]);
    expect(servedMethods("export function GET(): Response {}")).toEqual(["GET"]);
    expect(servedMethods("export const { dynamic, GET } = createSerwistRoute({});")).toEqual(["GET"]);
    expect(servedMethods("export { handle as GET, handle as POST };")).toEqual(["GET", "POST"]);
    expect(openApiPath("app/api/athletes/[athleteId]/journal/(reads)/stats")).toBe("/api/athletes/{athleteId}/journal/stats");
  });
});
