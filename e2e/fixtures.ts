// Fixtures for the API tests. Each worker builds its own world through the API with the admin key
// (two organizations, their athletes and competitions) and mints one key per role with the real key
// command, so tests never share records they change.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { type APIRequestContext, test as base, expect } from "@playwright/test";
import { bin } from "./support/servers";

export { expect };

export type Body = Record<string, unknown>;
export type Reply = { status: number; headers: Record<string, string>; body: Body };

type SendOptions = {
  key?: string | null;
  json?: unknown;
  /** A raw body, sent as given with the content type given. */
  raw?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
};

export class Api {
  constructor(
    private readonly request: APIRequestContext,
    readonly baseUrl: string,
    readonly defaultKey: string,
  ) {}

  async send(method: string, path: string, options: SendOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    const key = options.key === undefined ? this.defaultKey : options.key;
    if (key !== null) headers["x-api-key"] = key;
    let data: string | Buffer | undefined;
    if (options.json !== undefined) {
      data = JSON.stringify(options.json);
      headers["content-type"] ??= "application/json";
    } else if (options.raw !== undefined) {
      data = Buffer.isBuffer(options.raw) ? options.raw : Buffer.from(options.raw);
      if (options.contentType) headers["content-type"] = options.contentType;
    }
    const response = await this.request.fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      data,
      multipart: options.multipart,
      failOnStatusCode: false,
      maxRedirects: 0,
    });
    const text = await response.text();
    let body: Body = {};
    if (text && /json/.test(response.headers()["content-type"] ?? "")) body = JSON.parse(text) as Body;
    return { status: response.status(), headers: response.headers(), body };
  }

  get = (path: string, options?: SendOptions) => this.send("GET", path, options);
  post = (path: string, json: unknown, options?: SendOptions) => this.send("POST", path, { ...options, json });
  put = (path: string, json: unknown, options?: SendOptions) => this.send("PUT", path, { ...options, json });
}

/** Asserts the RFC 9457 shape and returns the body. */
export function expectProblem(reply: Reply, status: number, code?: string): Body {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.headers["content-type"]).toContain("application/problem+json");
  expect(reply.body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String), type: expect.any(String) });
  expect(typeof reply.body.instance).toBe("string");
  expect(typeof reply.body.traceId).toBe("string");
  if (code) expect(reply.body.code).toBe(code);
  for (const value of Object.values(reply.body)) expect(["string", "number"]).toContain(typeof value);
  return reply.body;
}

/** The problem's JSON-Pointer members: one per invalid field. */
export function fieldErrors(problem: Body): Record<string, unknown> {
  return Object.fromEntries(Object.entries(problem).filter(([key]) => key.startsWith("/")));
}

export function created(reply: Reply): Body {
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  expect(reply.headers.location).toMatch(/^\/api\//);
  return reply.body;
}

const execFileAsync = promisify(execFile);

async function mint(args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(bin("tsx"), ["--conditions=react-server", "lib/cli/apikey.ts", ...args], {
    env: { ...process.env, DATABASE_URL: process.env.RANGEBOOK_TEST_DATABASE_URL },
  });
  return stdout.trim().split("\n").at(-1)?.trim() ?? "";
}

export type World = {
  organizationId: string;
  otherOrganizationId: string;
  athleteId: string;
  teammateId: string;
  outsiderId: string;
  competitionId: string;
  otherCompetitionId: string;
  courseOfFireId: string;
  courseOfFireCode: string;
  keys: { admin: string; staff: string; competitionAdmin: string; athlete: string; teammate: string; otherStaff: string };
};

export const test = base.extend<{ api: Api }, { world: World; adminApi: Api }>({
  adminApi: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(new Api(request, process.env.RANGEBOOK_BASE_URL ?? "", process.env.RANGEBOOK_ADMIN_KEY ?? ""));
      await request.dispose();
    },
    { scope: "worker" },
  ],
  world: [
    async ({ adminApi }, use, workerInfo) => {
      const tag = `w${workerInfo.workerIndex}-${Date.now().toString(36)}`;
      const id = async (path: string, json: unknown) => String(created(await adminApi.post(path, json)).id);
      const organizationId = await id("/api/organizations", { name: `Home club ${tag}` });
      const otherOrganizationId = await id("/api/organizations", { name: `Other club ${tag}` });
      const athleteId = await id("/api/athletes", {
        organizationId,
        firstName: "Emma",
        lastName: `Lind ${tag}`,
        dateOfBirth: "2008-04-17",
        gender: 2,
        country: 840,
      });
      const teammateId = await id("/api/athletes", { organizationId, firstName: "Marcus", lastName: `Chen ${tag}`, gender: 1 });
      const outsiderId = await id("/api/athletes", { organizationId: otherOrganizationId, firstName: "Jonas", lastName: `Becker ${tag}` });
      const courseOfFireCode = `AR60-${tag}`.slice(0, 32);
      const courseOfFireId = await id("/api/courses-of-fire", {
        name: "10m Air Rifle, 60 shots",
        code: courseOfFireCode,
        discipline: "Air Rifle",
        shotCount: 60,
        maxScore: 654,
      });
      const competitionId = await id("/api/competitions", {
        organizationId,
        name: `Winter Open ${tag}`,
        startDate: "2026-12-12T08:00:00Z",
        discipline: "Air Rifle",
      });
      const otherCompetitionId = await id("/api/competitions", {
        organizationId: otherOrganizationId,
        name: `Other Open ${tag}`,
        startDate: "2027-01-09",
      });
      const [staff, competitionAdmin, athlete, teammate, otherStaff] = await Promise.all([
        mint(["create", "--role", "staff", "--organization", organizationId, "--name", `staff ${tag}`]),
        mint(["create", "--role", "competition-admin", "--organization", organizationId, "--name", `comp ${tag}`]),
        mint(["create", "--role", "athlete", "--athlete", athleteId, "--name", `athlete ${tag}`]),
        mint(["create", "--role", "athlete", "--athlete", teammateId, "--name", `teammate ${tag}`]),
        mint(["create", "--role", "staff", "--organization", otherOrganizationId, "--name", `other staff ${tag}`]),
      ]);
      await use({
        organizationId,
        otherOrganizationId,
        athleteId,
        teammateId,
        outsiderId,
        competitionId,
        otherCompetitionId,
        courseOfFireId,
        courseOfFireCode,
        keys: { admin: adminApi.defaultKey, staff, competitionAdmin, athlete, teammate, otherStaff },
      });
    },
    { scope: "worker", timeout: 60_000 },
  ],
  api: async ({ adminApi }, use) => {
    await use(adminApi);
  },
});
