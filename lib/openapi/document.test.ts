import { describe, expect, it } from "vitest";
import { openApiDocument } from "./document";
import { operations } from "./operations";

describe("the OpenAPI document", () => {
  const document = openApiDocument() as {
    paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
    components: { schemas: Record<string, unknown> };
  };

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

  it("describes code tables as enums with names and labels in the form client generators read", () => {
    type Coded = { enum?: number[]; "x-enum-varnames"?: string[]; "x-enum-descriptions"?: string[] };
    const address = document.components.schemas.AddressInput as { properties: Record<string, Coded> };
    const addressType = address.properties.addressType;
    expect(addressType?.enum).toEqual([0, 1, 2, 3, 4]);
    expect(addressType?.["x-enum-descriptions"]?.[2]).toBe("Physical (range or club house)");
    expect(addressType?.["x-enum-varnames"]?.[2]).toBe("PhysicalRangeOrClubHouse");
    const country = address.properties.country;
    expect(country?.enum).toContain(840);
    expect(country?.["x-enum-varnames"]?.length).toBe(country?.enum?.length);
    expect(new Set(country?.["x-enum-varnames"]).size).toBe(country?.enum?.length);
    const rule = (
      document.components.schemas.ClassificationInput as {
        properties: { rules: { items: { properties: Record<string, { enum?: number[] }> } } };
      }
    ).properties.rules.items;
    expect(rule.properties.operator?.enum).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("describes every parameter and every property of every schema", () => {
    const undescribed: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (typeof schema !== "object" || schema === null) return;
      const node = schema as Record<string, unknown>;
      for (const [name, property] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (typeof property.description !== "string" || property.description.length < 3) undescribed.push(`${where}.${name}`);
        walk(property, `${where}.${name}`);
      }
      for (const key of ["items", "additionalProperties"]) walk(node[key], `${where}[]`);
      for (const key of ["anyOf", "oneOf", "allOf"])
        for (const [i, branch] of ((node[key] ?? []) as unknown[]).entries()) walk(branch, `${where}|${i}`);
    };
    for (const [name, schema] of Object.entries(document.components.schemas)) walk(schema, name);
    for (const [p, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of (operation as { parameters?: Array<{ name?: string; description?: string; $ref?: string }> }).parameters ??
          []) {
          if (!parameter.$ref && !parameter.description) undescribed.push(`${method} ${p} ${parameter.name}`);
        }
      }
    }
    expect(undescribed).toEqual([]);
  });

  it("gives every request body and main response an example that its own schema accepts", async () => {
    const { examples } = await import("./examples");
    const { inputs, schemas } = await import("./components");
    const referenced = new Set<string>();
    for (const operation of operations) {
      if (operation.body) referenced.add(operation.body.name);
      if (operation.multipart) referenced.add(operation.multipart.name);
      if (operation.success.resource) referenced.add(operation.success.resource.name);
    }
    expect([...referenced].filter((name) => !(name in examples))).toEqual([]);
    for (const { name, schema } of Object.values(inputs)) {
      if (name === "ProfileImageUpload" || name === "ImportForm") continue; // its file is bytes, shown as text
      expect(schema.safeParse(examples[name]).error?.issues ?? [], name).toEqual([]);
    }
    for (const { name, schema } of Object.values(schemas)) expect(schema.safeParse(examples[name]).error?.issues ?? [], name).toEqual([]);
  });
});
