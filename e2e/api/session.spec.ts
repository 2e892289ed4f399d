import { apikeyCommand, mintKey } from "../support/servers";
import { Api, expect, expectProblem, test as base } from "../fixtures";

// Each test signs in with a client of its own: a request context keeps the cookies it is given,
// and the worker's shared client must never carry a session into other specs.
const test = base.extend<{ api: Api }>({
  api: async ({ playwright }, use) => {
    const request = await playwright.request.newContext();
    await use(new Api(request, process.env.RANGEBOOK_BASE_URL ?? "", process.env.RANGEBOOK_ADMIN_KEY ?? ""));
    await request.dispose();
  },
});

const databaseUrl = () => process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";

test.describe("sessions for the web pages", () => {
  test("sign-in sets an HttpOnly, SameSite=Lax cookie that works instead of the key", async ({ api, world }) => {
    const signIn = await api.send("POST", "/api/session", {
      key: null,
      json: { apiKey: world.keys.athlete },
      headers: { origin: api.baseUrl },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({
      role: "athlete",
      athleteId: world.athleteId,
      organizationId: world.organizationId,
      athleteName: expect.stringMatching(/^Emma /),
      via: "session",
    });
    const setCookie = signIn.headers["set-cookie"] ?? "";
    // A random token kept on the server; not Secure over plain HTTP (only over HTTPS, or with COOKIE_SECURE=true).
    expect(setCookie).toMatch(/^rangebook_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    const cookie = setCookie.split(";")[0] ?? "";

    const read = await api.send("GET", `/api/athletes/${world.athleteId}/journal?limit=1`, { key: null, headers: { cookie } });
    expect(read.status).toBe(200);
    const me = await api.send("GET", "/api/session", { key: null, headers: { cookie } });
    expect(me.body).toMatchObject({ role: "athlete", via: "session" });
    expectProblem(await api.send("GET", `/api/athletes/${world.teammateId}`, { key: null, headers: { cookie } }), 403);

    const write = await api.send("POST", `/api/athletes/${world.athleteId}/journal`, {
      key: null,
      json: { sessionDate: "2026-08-01" },
      headers: { cookie, origin: api.baseUrl },
    });
    expect(write.status).toBe(201);
    for (const origin of ["https://evil.example", "null"]) {
      const crossSite = await api.send("POST", `/api/athletes/${world.athleteId}/journal`, {
        key: null,
        json: { sessionDate: "2026-08-01" },
        headers: { cookie, origin },
      });
      expectProblem(crossSite, 403, "forbidden");
    }
    expectProblem(
      await api.send("POST", `/api/athletes/${world.athleteId}/journal`, {
        key: null,
        json: { sessionDate: "2026-08-01" },
        headers: { cookie },
      }),
      403,
    );
    expectProblem(
      await api.send("POST", "/api/session", {
        key: null,
        json: { apiKey: world.keys.athlete },
        headers: { origin: "https://evil.example" },
      }),
      403,
    );

    const signOut = await api.send("DELETE", "/api/session", { key: null, headers: { cookie, origin: api.baseUrl } });
    expect(signOut.status).toBe(204);
    expect(signOut.headers["set-cookie"]).toMatch(/^rangebook_session=; .*Max-Age=0/);
  });

  test("wrong keys, forged cookies and revoked keys get 401", async ({ api, world }) => {
    const bad = await api.send("POST", "/api/session", {
      key: null,
      json: { apiKey: "rbk_AAAAAAAAAAAA_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expectProblem(bad, 401);
    expect(bad.headers["set-cookie"]).toBeUndefined();
    const malformed = expectProblem(await api.send("POST", "/api/session", { key: null, json: { apiKey: "hunter2" } }), 422);
    expect(malformed["/apiKey"]).toBe("An API key starts with rbk_");
    expectProblem(
      await api.send("GET", "/api/session", {
        key: null,
        headers: { cookie: "rangebook_session=eyJrIjoiYWRtaW4iLCJlIjo5OTk5OTk5OTk5fQ.forged" },
      }),
      401,
    );

    const key = mintKey(databaseUrl(), ["create", "--role", "staff", "--organization", world.organizationId, "--name", "short-lived"]);
    const signIn = await api.send("POST", "/api/session", { key: null, json: { apiKey: key } });
    const cookie = (signIn.headers["set-cookie"] ?? "").split(";")[0] ?? "";
    expect((await api.send("GET", `/api/organizations/${world.organizationId}`, { key: null, headers: { cookie } })).status).toBe(200);
    expect(apikeyCommand(databaseUrl(), ["revoke", key.split("_")[1] ?? ""]).status).toBe(0);
    const ended = expectProblem(
      await api.send("GET", `/api/organizations/${world.organizationId}`, { key: null, headers: { cookie } }),
      401,
    );
    expect(ended.detail).toMatch(/sign in again/);
  });

  test("an X-API-KEY header wins over a cookie and needs no Origin", async ({ api, world }) => {
    const signIn = await api.send("POST", "/api/session", { key: null, json: { apiKey: world.keys.staff } });
    const cookie = (signIn.headers["set-cookie"] ?? "").split(";")[0] ?? "";
    const reply = await api.send("POST", `/api/athletes/${world.athleteId}/journal`, {
      key: world.keys.athlete,
      json: { sessionDate: "2026-08-02" },
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(reply.status).toBe(201);
  });
});
