import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./document";
import { operations } from "./operations";

/** Every route file under app/ (but the catch-all 404) and the methods it really serves. */
function servedOperations(): string[] {
  const served: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts" && !full.includes("[...")) {
        const urlPath = `/${path.relative("app", path.dirname(full)).split(path.sep).join("/")}`.replace(/\[(\w+)\]/g, "{$1}");
        const source = fs.readFileSync(full, "utf8");
        const handlers = [
          ...source.matchAll(/^export const (GET|POST|PUT|DELETE) = (?:route|publicRoute)\(/gm),
          ...source.matchAll(/^export (?:async )?function (GET|POST|PUT|DELETE)\(/gm), // a bare handler (GET /api/ping)
        ];
        for (const [, method] of handlers) served.push(`${method?.toLowerCase()} ${urlPath}`);
      }
    }
  };
  walk("app");
  return served.sort();
}

describe("the OpenAPI document", () => {
  const document = openApiDocument() as {
    paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
    components: { schemas: Record<string, unknown> };
  };

  it("lists exactly the operations the route files serve", () => {
    const documented = Object.entries(document.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m} ${p}`)).sort();
    const served = servedOperations();
    expect(served.length).toBeGreaterThan(60);
    expect(documented).toEqual(served);
  });

  it("has unique operation ids, a 500 everywhere and a 401 wherever a key is needed", () => {
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [p, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const errors = Object.keys(operation.responses).filter((s) => Number(s) >= 400);
        expect(errors, `${method} ${p}`).toContain("500");
        const needsKey = operation.security === undefined;
        if (needsKey) expect(errors, `${method} ${p}`).toContain("401");
      }
    }
  });

  it("describes code tables as enums with their labels", () => {
    const address = document.components.schemas.AddressInput as { properties: Record<string, { enum?: number[]; "x-enumDescriptions"?: Record<string, string> }> };
    expect(address.properties.addressType?.enum).toEqual([0, 1, 2, 3, 4]);
    expect(address.properties.addressType?.["x-enumDescriptions"]?.["2"]).toBe("Physical (range or club house)");
    expect(address.properties.country?.enum).toContain(840);
    const rule = (document.components.schemas.ClassificationInput as { properties: { rules: { items: { properties: Record<string, { enum?: number[] }> } } } }).properties.rules.items;
    expect(rule.properties.operator?.enum).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
