import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors";
import { toProblem } from "./problem";

const prismaError = (code: string) => new Prisma.PrismaClientKnownRequestError(`failed with ${code}`, { code, clientVersion: "6.19.3" });

describe("database errors as problem details", () => {
  it("answers 503 with Retry-After when a transaction could not start or finish in time (overload, not bad input)", async () => {
    const response = toProblem(prismaError("P2028"), "/api/x", "trace");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toMatchObject({ status: 503, detail: expect.stringMatching(/nothing was saved/) });
  });

  it("keeps conflicts as 409 and unknown failures as 500 with the trace id", async () => {
    expect(toProblem(prismaError("P2002"), "/api/x", "t").status).toBe(409);
    const unknown = toProblem(new Error("boom"), "/api/x", "trace-1");
    expect(unknown.status).toBe(500);
    expect(await unknown.json()).toMatchObject({ traceId: "trace-1" });
  });

  it("maps the drivers' own errors (plain SQL) the same way: constraint conflicts 409, a busy or unreachable database 503", () => {
    const driverError = (code: string) => Object.assign(new Error(`driver failed with ${code}`), { code });
    for (const code of ["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_FOREIGNKEY", "23505", "23503", "40P01"]) {
      expect(toProblem(driverError(code), "/api/x", "t").status, code).toBe(409);
    }
    for (const code of ["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "ECONNREFUSED", "57P01"]) {
      expect(toProblem(driverError(code), "/api/x", "t").status, code).toBe(503);
    }
    expect(toProblem(driverError("ENOENT"), "/api/x", "t").status).toBe(500);
  });
});

describe("what a problem echoes", () => {
  it("quotes the request in a short excerpt only, whatever a message holds", async () => {
    const huge = "x".repeat(1024 * 1024);
    const error = new ApiError("validation_failed", 422, `The column ${huge} is unknown.`, { [`/${huge}`]: `is not ${huge}` });
    const text = await toProblem(error, `/api/${huge}`, "t").text();
    expect(text.length).toBeLessThan(4_000);
    const body = (await toProblem(error, `/api/${huge}`, "t").json()) as Record<string, string>;
    expect(body.instance).toBe(`/api/${"x".repeat(95)}…`);
  });
});
