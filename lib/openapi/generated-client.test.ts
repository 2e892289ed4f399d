// Clients generate their types from the OpenAPI document: a generated client must be able to hold
// what the server really sends.
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./document";

/** Type-checks `usage` against the types openapi-typescript generates; answers the compiler's errors. */
async function typeErrors(usage: string): Promise<string[]> {
  const generated = astToString(await openapiTS(openApiDocument() as unknown as Parameters<typeof openapiTS>[0]));
  const files: Record<string, string> = { "/api.ts": generated, "/usage.ts": `import type { components } from "./api";\n${usage}` };
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => files[name] ?? readFile(name);
  host.fileExists = (name) => name in files || fileExists(name);
  host.getSourceFile = (name, version) => {
    const text = host.readFile(name);
    return text === undefined ? undefined : ts.createSourceFile(name, text, version);
  };
  const program = ts.createProgram(["/usage.ts"], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("the document's generated TypeScript client", () => {
  it("can hold a problem as the server sends it (status a number, the field messages beside it)", { timeout: 30_000 }, async () => {
    const errors = await typeErrors(`
      type Problem = components["schemas"]["Problem"];
      const problem: Problem = {
        type: "/problems/validation-failed", title: "Validation failed", status: 422, detail: "score must not exceed maxScore (654).",
        instance: "/api/athletes/x/journal", code: "validation_failed", traceId: "t", "/score": "must not exceed maxScore (654)",
      };
      const status: number = problem.status;
      const field: unknown = problem["/score"];
      export { status, field };
    `);
    expect(errors).toEqual([]);
  });

  it("types a journal entry's coded fields as numbers and its dates as strings", { timeout: 30_000 }, async () => {
    const errors = await typeErrors(`
      type Entry = components["schemas"]["JournalEntry"];
      declare const entry: Entry;
      const date: string = entry.sessionDate;
      // @ts-expect-error a session date is a string, never a number
      const wrong: number = entry.sessionDate;
      export { date, wrong };
    `);
    expect(errors).toEqual([]);
  });
});
