import { randomUUID } from "node:crypto";
import { Api, created, expect, expectProblem, fieldErrors, test } from "../fixtures";

const DEV_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const profile = (token = DEV_TOKEN) => ({
  captchaToken: token,
  firstName: "Emma",
  lastName: "Lindqvist",
  email: "emma@example.com",
  dateOfBirth: "2008-04-17T00:00:00Z",
  country: 840,
  gender: 2,
  preferredCulture: "en-us",
});

test.describe("PUT /api/UserProfiles/{userProfileId} (operation 3)", () => {
  test("creates (201) then replaces (200); the stored profile never holds the token", async ({ api, world }) => {
    const id = randomUUID();
    const first = await api.put(`/api/UserProfiles/${id}`, profile(), { key: world.keys.athlete });
    const saved = created(first);
    expect(first.headers.location).toBe(`/api/UserProfiles/${id}`);
    expect(saved).toEqual({
      id,
      athleteId: world.athleteId,
      firstName: "Emma",
      lastName: "Lindqvist",
      email: "emma@example.com",
      dateOfBirth: "2008-04-17T00:00:00.000Z",
      country: 840,
      gender: 2,
      preferredCulture: "en-US",
      createdUtc: expect.stringMatching(/Z$/),
      updatedUtc: expect.stringMatching(/Z$/),
    });
    expect(JSON.stringify(saved)).not.toContain(DEV_TOKEN);

    const replaced = await api.put(
      `/api/UserProfiles/${id}`,
      { ...profile(), lastName: "Lindqvist-Berg", country: null, gender: undefined },
      { key: world.keys.athlete },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.headers.location).toBeUndefined();
    expect(replaced.body).toMatchObject({ lastName: "Lindqvist-Berg", country: null, gender: null, createdUtc: saved.createdUtc });
    expect((await api.get(`/api/UserProfiles/${id}`, { key: world.keys.athlete })).body).toEqual(replaced.body);
  });

  test("the development verifier rejects any other token with a problem naming captchaToken", async ({ api }) => {
    const id = randomUUID();
    const problem = expectProblem(await api.put(`/api/UserProfiles/${id}`, profile("pass-but-not-dev")), 422, "bot_check_failed");
    expect(problem["/captchaToken"]).toMatch(/rejected by the bot check/);
    expect(problem.instance).toBe(`/api/UserProfiles/${id}`);
    expectProblem(await api.get(`/api/UserProfiles/${id}`), 404);
  });

  test("validates every field before asking the bot check", async ({ api }) => {
    const problem = expectProblem(
      await api.put(`/api/UserProfiles/${randomUUID()}`, {
        captchaToken: "",
        firstName: " ",
        email: "not-an-email",
        dateOfBirth: "2999-01-01",
        country: 1,
        gender: 3,
        preferredCulture: "english please",
      }),
      422,
      "validation_failed",
    );
    expect(fieldErrors(problem)).toEqual({
      "/captchaToken": "must not be empty",
      "/firstName": "must not be empty",
      "/lastName": "is required",
      "/email": "must be an e-mail address",
      "/dateOfBirth": "must not be in the future",
      "/country": "unknown country 1",
      "/gender": "unknown gender 3",
      "/preferredCulture": "must be a BCP 47 language tag such as en-US",
    });
  });

  test("a profile an admin created belongs to nobody: admins replace it, athletes may not", async ({ api, world }) => {
    const id = randomUUID();
    expect(created(await api.put(`/api/UserProfiles/${id}`, profile(), { key: world.keys.admin })).athleteId).toBeNull();
    const replaced = await api.put(`/api/UserProfiles/${id}`, { ...profile(), firstName: "Ebba" }, { key: world.keys.admin });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id, athleteId: null, firstName: "Ebba" });
    expectProblem(await api.put(`/api/UserProfiles/${id}`, profile(), { key: world.keys.athlete }), 403);
    expect((await api.get(`/api/UserProfiles/${id}`, { key: world.keys.admin })).body).toEqual(replaced.body);
  });

  test("scopes: an athlete writes only their own profile; staff may not; admins may", async ({ api, world }) => {
    const id = randomUUID();
    created(await api.put(`/api/UserProfiles/${id}`, profile(), { key: world.keys.teammate }));
    expectProblem(await api.put(`/api/UserProfiles/${id}`, profile(), { key: world.keys.athlete }), 403);
    expectProblem(await api.get(`/api/UserProfiles/${id}`, { key: world.keys.athlete }), 403);
    expectProblem(await api.put(`/api/UserProfiles/${randomUUID()}`, profile(), { key: world.keys.teammate }), 409, "conflict");
    expectProblem(await api.put(`/api/UserProfiles/${randomUUID()}`, profile(), { key: world.keys.staff }), 403);
    // The 403 comes before anything about the body or the token.
    expectProblem(await api.put(`/api/UserProfiles/${id}`, { ...profile(), email: "not-an-email" }, { key: world.keys.athlete }), 403);
    expectProblem(await api.put(`/api/UserProfiles/${id}`, profile("rejected-token"), { key: world.keys.athlete }), 403);
    expectProblem(await api.send("PUT", `/api/UserProfiles/${id}`, { key: world.keys.athlete, raw: "x", contentType: "text/plain" }), 403);
    expectProblem(await api.put(`/api/UserProfiles/${id}`, { firstName: 5 }, { key: world.keys.staff }), 403);
    expectProblem(await api.put(`/api/UserProfiles/${randomUUID()}`, profile(), { key: null }), 401);
    expect((await api.put(`/api/UserProfiles/${id}`, profile(), { key: world.keys.admin })).status).toBe(200);
    expectProblem(await api.put("/api/UserProfiles/me", profile()), 400, "bad_request");
  });

  test("If-Match that no longer matches is 412 and nothing changes", async ({ api }) => {
    const id = randomUUID();
    const first = await api.put(`/api/UserProfiles/${id}`, profile());
    const etag = String(first.headers.etag);
    expect((await api.put(`/api/UserProfiles/${id}`, { ...profile(), firstName: "Em" }, { headers: { "if-match": etag } })).status).toBe(
      200,
    );
    expectProblem(await api.put(`/api/UserProfiles/${id}`, { ...profile(), firstName: "E" }, { headers: { "if-match": etag } }), 412);
    expect((await api.get(`/api/UserProfiles/${id}`)).body.firstName).toBe("Em");
    expectProblem(await api.put(`/api/UserProfiles/${randomUUID()}`, profile(), { headers: { "if-match": etag } }), 412);
  });
});

test.describe("operation 3 with a real bot-check service (local siteverify server)", () => {
  test("passes, fails, times out and breaks as the verifier says", async ({ playwright, world }) => {
    const request = await playwright.request.newContext();
    const verified = new Api(request, process.env.RANGEBOOK_VERIFIED_BASE_URL ?? "", world.keys.admin);
    const put = (token: string) =>
      verified.put(`/api/UserProfiles/${randomUUID()}`, profile(token), {
        headers: { "x-forwarded-for": "203.0.113.7" },
      });

    created(await put("pass-1"));
    const calls = (await (await request.get(`${process.env.RANGEBOOK_SITEVERIFY_URL?.replace("/siteverify", "")}/calls`)).json()) as Array<
      Record<string, string>
    >;
    // The client's own address: no proxy is trusted here, so a forged X-Forwarded-For is not passed on.
    expect(calls.at(-1)).toEqual({ secret: "test-secret", response: "pass-1", remoteip: "127.0.0.1" });

    const rejected = expectProblem(await put("fail-1"), 422, "bot_check_failed");
    expect(rejected["/captchaToken"]).toBe("was rejected by the bot check (invalid-input-response)");
    expectProblem(await put(DEV_TOKEN), 422, "bot_check_failed");
    const slow = expectProblem(await put("slow-1"), 503, "service_unavailable");
    expect(slow.detail).toMatch(/no answer within 1000 ms/);
    expectProblem(await put("crash-1"), 503, "service_unavailable");
    expectProblem(await put("http500-1"), 503, "service_unavailable");
    await request.dispose();
  });
});
