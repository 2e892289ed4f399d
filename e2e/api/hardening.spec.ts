// What a black-box audit found (issue 19), each over real HTTP: hostile bodies, impossible dates,
// forged cursors, undecodable paths, who may enter whom and see what, who sets the facts that
// classify an athlete, image bombs, forged forwarded headers, and If-Match under concurrency.
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import sharp from "sharp";
import { Api, created, expect, expectProblem, test } from "../fixtures";
import { timedBesidePings } from "../support/pings";
import { mintKey, type RunningServer, startNext, stop } from "../support/servers";

const databaseUrl = () => process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";
const nested = (depth: number, inner = "") => `${"[".repeat(depth)}${inner}${"]".repeat(depth)}`;

test.describe("hostile bodies", () => {
  test("nesting past 32 levels is a 422 naming the place, before anything else reads the body", async ({ api, world }) => {
    const deep = await api.send("POST", "/api/session", {
      key: null,
      raw: `{"apiKey":${nested(100_000)}}`,
      contentType: "application/json",
    });
    expect(expectProblem(deep, 422)[`/apiKey${"/0".repeat(31)}`]).toBe("is nested deeper than 32 levels");
    const journal = await api.send("POST", `/api/athletes/${world.athleteId}/journal`, {
      key: world.keys.athlete,
      raw: `{"sessionDate":"2026-11-19","notes":${nested(33)}}`,
      contentType: "application/json",
    });
    expect(Object.keys(expectProblem(journal, 422))).toContain(`/notes${"/0".repeat(31)}`);
    const allowed = await api.send("POST", `/api/athletes/${world.athleteId}/journal`, {
      key: world.keys.athlete,
      raw: `{"sessionDate":"2026-11-19","ignored":${nested(31)}}`,
      contentType: "application/json",
    });
    expect(allowed.status).toBe(201);
  });

  test("the most hostile body each JSON route accepts is answered in well under a second, and the server keeps answering", async ({
    api,
    world,
  }) => {
    test.setTimeout(180_000);
    const document = (await api.get("/api/openapi.json")).body as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const ids: Record<string, string> = {
      athleteId: world.athleteId,
      organizationId: world.organizationId,
      competitionId: world.competitionId,
    };
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody?.content?.["application/json"] !== undefined)
        .map(([method, _op]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? randomUUID()),
        })),
    );
    expect(routes.length).toBeGreaterThan(15);
    // Under the 256 KiB limit: 32 levels deep everywhere, a hundred thousand values, thousands of keys.
    const deepest = `{"x":[${Array(3000).fill(nested(30, '"s"')).join(",")}]}`;
    const widest = JSON.stringify(Object.fromEntries(Array.from({ length: 9000 }, (_, i) => [`k${i}`, [i, "v"]])));
    const deepestRefused = `{"x":${nested(100_000)}}`;
    for (const raw of [deepest, widest, deepestRefused]) expect(raw.length).toBeLessThan(256 * 1024);
    for (const { method, path } of routes) {
      for (const raw of [deepest, widest, deepestRefused]) {
        const timed = await timedBesidePings(
          api.baseUrl,
          async () => (await api.send(method, path, { raw, contentType: "application/json" })).status,
        );
        expect(timed.value, `${method} ${path}`).toBeLessThan(500);
        expect(timed.ms, `${method} ${path} took ${Math.round(timed.ms)} ms`).toBeLessThan(1000);
        expect(timed.slowestPing, `a ping beside ${method} ${path}`).toBeLessThan(1000);
      }
    }
  });
});

test.describe("no 5xx for anything a client sends", () => {
  test("impossible calendar dates in bodies and queries are 422 and 400 naming the field", async ({ api, world }) => {
    for (const date of ["2026-13-01", "0000-00-00", "2026-00-10", "2026-02-30", "2026-13-01T10:00:00Z"]) {
      const entry = expectProblem(
        await api.post(`/api/athletes/${world.athleteId}/journal`, { sessionDate: date }, { key: world.keys.athlete }),
        422,
      );
      expect(entry["/sessionDate"], date).toMatch(/real/);
      const profile = expectProblem(
        await api.put(`/api/UserProfiles/${randomUUID()}`, {
          captchaToken: "XXXX.DUMMY.TOKEN.XXXX",
          firstName: "A",
          lastName: "B",
          email: "a@b.example",
          dateOfBirth: date,
        }),
        422,
      );
      expect(profile["/dateOfBirth"], date).toMatch(/real/);
      const stats = expectProblem(await api.get(`/api/athletes/${world.athleteId}/journal/stats?from=${date}`), 400);
      expect(stats["?from"], date).toMatch(/real/);
    }
  });

  test("a cursor whose values have the wrong type for the list's order is a 400, on every list", async ({ api, world }) => {
    const cursor = (values: unknown) => Buffer.from(JSON.stringify(values)).toString("base64url");
    const lists = [
      "/api/organizations",
      "/api/competitions",
      "/api/courses-of-fire",
      "/api/athletes",
      `/api/athletes/${world.athleteId}/calendar-events`,
      `/api/athletes/${world.athleteId}/equipment-profiles`,
      `/api/athletes/${world.athleteId}/journal`,
      `/api/athletes/${world.athleteId}/profile-images`,
      `/api/organizations/${world.organizationId}/addresses`,
      `/api/organizations/${world.organizationId}/news/authors`,
      `/api/competitions/${world.competitionId}/classifications`,
      `/api/competitions/${world.competitionId}/entries`,
    ];
    for (const list of lists) {
      for (const values of [
        [
          ["n", 1],
          ["n", 2],
        ],
        [
          ["s", "x"],
          ["s", "y"],
        ],
        [
          ["d", "2026-01-01T00:00:00Z"],
          ["n", 3],
        ],
      ]) {
        const reply = await api.get(`${list}?cursor=${cursor(values)}`);
        if (reply.status === 200) continue; // the list's order holds values of exactly this kind
        expect(expectProblem(reply, 400).detail, list).toMatch(/cursor/);
      }
    }
    expectProblem(
      await api.get(
        `/api/organizations?cursor=${cursor([
          ["n", 1],
          ["n", 2],
        ])}`,
      ),
      400,
    );
    expectProblem(
      await api.get(
        `/api/athletes/${world.athleteId}/profile-images?cursor=${cursor([
          ["s", "x"],
          ["s", "y"],
        ])}`,
      ),
      400,
    );
  });

  test("a malformed percent-escape anywhere in a path is a 400 problem with a trace id", async ({ api }) => {
    for (const path of ["/api/%ZZ", "/media/images/%E0%A4%A", "/api/athletes/%C0/journal", "/athletes/%/journal"]) {
      const reply = await api.send("GET", path, { key: null });
      expect(expectProblem(reply, 400).detail, path).toMatch(/percent-escape/);
    }
  });
});

test.describe("who may enter whom, and who sees journal facts", () => {
  test("only the host's competition admins enter others' athletes; an athlete enters themself", async ({ api }) => {
    const id = async (path: string, json: unknown) => String(created(await api.post(path, json)).id);
    const home = await id("/api/organizations", { name: "Entrants' club" });
    const host = await id("/api/organizations", { name: "Hosting club" });
    const athleteId = await id("/api/athletes", { organizationId: home, firstName: "Eva", lastName: "Entrant" });
    const teammateId = await id("/api/athletes", { organizationId: home, firstName: "Tom", lastName: "Mate" });
    const hostAthleteId = await id("/api/athletes", { organizationId: host, firstName: "Hal", lastName: "Host" });
    const competitionId = await id("/api/competitions", {
      organizationId: host,
      name: "Host Open",
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      openToOtherClubs: true,
    });
    const athleteKey = mintKey(databaseUrl(), ["create", "--role", "athlete", "--athlete", athleteId, "--name", "eva"]);
    const hostAdmin = mintKey(databaseUrl(), [
      "create",
      "--role",
      "competition-admin",
      "--organization",
      host,
      "--name",
      "host comp admin",
    ]);
    const homeAdmin = mintKey(databaseUrl(), [
      "create",
      "--role",
      "competition-admin",
      "--organization",
      home,
      "--name",
      "home comp admin",
    ]);
    const hostStaff = mintKey(databaseUrl(), ["create", "--role", "staff", "--organization", host, "--name", "host staff"]);
    const entries = `/api/competitions/${competitionId}/entries`;
    // The host's competition admins enter athletes of any organization (API section 13): see match-entries.spec.ts.
    expectProblem(await api.post(entries, { athleteId: teammateId }, { key: athleteKey }), 403);
    expectProblem(await api.post(entries, { athleteId }, { key: homeAdmin }), 403);
    expectProblem(await api.post(entries, { athleteId: hostAthleteId }, { key: hostStaff }), 403);
    created(await api.post(entries, { athleteId: hostAthleteId, score: 500 }, { key: hostAdmin }));
    // An athlete enters themself without a score: the host's officials write it (API section 13).
    expectProblem(await api.post(entries, { athleteId, score: 600 }, { key: athleteKey }), 403);
    created(await api.post(entries, { athleteId }, { key: athleteKey }));

    // Averages come from the athletes' journals: shown to an admin, hidden from the host's people;
    // and read only for the host's own athletes (decision 012), so a visitor's never decides.
    for (const id of [athleteId, hostAthleteId])
      created(
        await api.post(`/api/athletes/${id}/journal`, {
          sessionDate: new Date(Date.now() - 86_400_000).toISOString(),
          score: 90,
          maxScore: 100,
        }),
      );
    const classification = {
      name: "Expert",
      type: 3,
      isActive: true,
      isAutoAssigned: true,
      rules: [{ ruleType: 0, fieldName: "averageScorePercent", operator: 3, value: "1", priority: 1, isActive: true }],
    };
    type Result = {
      athleteId: string;
      facts: Record<string, unknown>;
      hiddenFacts: string[];
      qualifies: boolean;
      rules: Array<{ fact: unknown; factHidden: boolean }>;
    };
    const preview = async (key: string, who: string) => {
      const reply = await api.post(`/api/competitions/${competitionId}/classifications/preview`, classification, { key });
      return (reply.body.results as Result[]).find((r) => r.athleteId === who);
    };
    for (const key of [hostAdmin, hostStaff]) {
      const seen = await preview(key, hostAthleteId);
      expect(seen).toMatchObject({ hiddenFacts: ["averageScorePercent"], qualifies: true, rules: [{ fact: null, factHidden: true }] });
      expect(seen?.facts.averageScorePercent).toBeNull();
    }
    const asAdmin = await preview(api.defaultKey, hostAthleteId);
    expect(asAdmin?.hiddenFacts).toEqual([]);
    expect(asAdmin?.facts.averageScorePercent).toBe(90);
    expect(await preview(api.defaultKey, athleteId)).toMatchObject({ qualifies: false, facts: { averageScorePercent: null } });
  });

  test("an athlete cannot set their own date of birth or gender; staff of their organization can", async ({ api, world }) => {
    const athleteId = String(
      created(
        await api.post("/api/athletes", {
          organizationId: world.organizationId,
          firstName: "Ida",
          lastName: "Own",
          dateOfBirth: "1990-05-01",
          gender: 2,
        }),
      ).id,
    );
    const key = mintKey(databaseUrl(), ["create", "--role", "athlete", "--athlete", athleteId, "--name", "ida"]);
    const path = `/api/athletes/${athleteId}`;
    const same = {
      organizationId: world.organizationId,
      firstName: "Ida",
      lastName: "Own",
      dateOfBirth: "1990-05-01",
      gender: 2,
      country: 752,
    };
    expect((await api.put(path, { ...same, firstName: "Idun" }, { key })).status).toBe(200);
    const younger = expectProblem(await api.put(path, { ...same, dateOfBirth: "2010-05-01", gender: 1 }, { key }), 403);
    expect(younger).toMatchObject({ "/dateOfBirth": expect.stringMatching(/staff/), "/gender": expect.stringMatching(/staff/) });
    expectProblem(await api.put(path, { ...same, organizationId: world.otherOrganizationId }, { key }), 403);
    expect((await api.get(path)).body).toMatchObject({ dateOfBirth: "1990-05-01T00:00:00.000Z", gender: 2 });
    expect((await api.put(path, { ...same, dateOfBirth: "1991-05-01" }, { key: world.keys.staff })).status).toBe(200);
    expectProblem(await api.put(path, { ...same, dateOfBirth: "1992-05-01" }, { key: world.keys.otherStaff }), 403);
  });
});

/** A PNG whose header declares `width` × `height` while its pixel data is a few bytes. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = zlib.deflateSync(Buffer.alloc(1 + width * 3 * 4));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const upload = (api: Api, athleteId: string, key: string, buffer: Buffer, imageType = 0) =>
  api.send("POST", `/api/athletes/${athleteId}/profile-images`, {
    key,
    multipart: { imageType: String(imageType), file: { name: "image.png", mimeType: "image/png", buffer } },
  });

test.describe("a server of its own: trusted proxies, sign-in limits and the image queue", () => {
  let proxied: RunningServer;
  test.beforeAll(async () => {
    proxied = await startNext({
      DATABASE_URL: databaseUrl(),
      RATE_LIMIT_PER_MINUTE: "0",
      TRUST_PROXY: "1",
      SIGN_IN_RATE_LIMIT_PER_MINUTE: "5",
    });
  });
  test.afterAll(async () => stop(proxied));

  test("images over 40 megapixels are refused before decoding; stored images are at most 2,048 px", async ({ api, world }) => {
    const bomb = pngDeclaring(10_000, 10_000);
    expect(bomb.length).toBeLessThan(40_000);
    const refused = expectProblem(await upload(api, world.athleteId, world.keys.athlete, bomb), 415);
    expect(refused.detail).toMatch(/100 megapixels; at most 40/);
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#345" } })
      .png()
      .toBuffer();
    expect(created(await upload(api, world.athleteId, world.keys.athlete, wide, 3))).toMatchObject({ width: 2048, height: 683 });
  });

  test("a few images decode at a time; past the queue, 503 with Retry-After", async ({ playwright, world }) => {
    test.setTimeout(120_000);
    const big = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const request = await playwright.request.newContext();
    const own = new Api(request, proxied.url, world.keys.athlete);
    const replies = await Promise.all(Array.from({ length: 16 }, () => upload(own, world.athleteId, world.keys.athlete, big, 2)));
    await request.dispose();
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(2);
    const busy = replies.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const reply of busy) {
      expectProblem(reply, 503);
      expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
  });

  test("forwarded headers count only from a trusted proxy: cdnUrl and the sign-in limit per address", async ({ api, world }) => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    created(await upload(api, world.athleteId, world.keys.athlete, png, 1));
    const byType = `/api/athletes/${world.athleteId}/profile-images/by-type/1`;
    const forged = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    const direct = await api.get(byType, { headers: forged });
    expect(String(direct.body.cdnUrl)).toMatch(new RegExp(`^${api.baseUrl}/media/images/`));
    const viaProxy = await fetch(`${proxied.url}${byType}`, { headers: { ...forged, "x-api-key": world.keys.athlete } });
    expect(String(((await viaProxy.json()) as { cdnUrl: string }).cdnUrl)).toMatch(/^https:\/\/evil\.example\/media\/images\//);

    // Five sign-ins a minute per address (this server); a client cannot pose as another address
    // beyond what the one trusted proxy appended.
    const signIn = (forwardedFor: string) =>
      fetch(`${proxied.url}/api/session`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ apiKey: "rbk_wrong" }),
      });
    const address = `198.51.100.${Math.floor(Math.random() * 200)}`;
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1) answers.push((await signIn(`10.9.9.${i}, ${address}`)).status);
    expect(answers.slice(0, 5).every((s) => s === 422 || s === 401)).toBe(true);
    const limited = await signIn(`10.9.9.99, ${address}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn("203.0.113.1")).status).not.toBe(429);
  });
});

test.describe("If-Match and list replaces under concurrency", () => {
  test("twelve PUTs with one If-Match: exactly one 200, the rest 412", async ({ api, world }) => {
    const path = `/api/athletes/${world.athleteId}/calendar-events`;
    const event = created(await api.post(path, { title: "Camp", startUtc: "2026-07-01" }, { key: world.keys.athlete }));
    const etag = (await api.get(`${path}/${event.id}`)).headers.etag ?? "";
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.put(
          `${path}/${event.id}`,
          { title: `Camp ${i}`, startUtc: "2026-07-01" },
          { key: world.keys.athlete, headers: { "if-match": etag } },
        ),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(11).fill(412)]);
  });

  test("ten concurrent series replaces of one entry all succeed and end in one submitted list", async ({ api, world }) => {
    const entry = created(
      await api.post(`/api/athletes/${world.athleteId}/journal`, { sessionDate: "2026-11-19" }, { key: world.keys.athlete }),
    );
    const path = `/api/athletes/${world.athleteId}/journal/${entry.id}/series`;
    const lists = Array.from({ length: 10 }, (_, i) =>
      Array.from({ length: 1 + (i % 4) }, (_, n) => ({ seriesNumber: n + 1, score: 90 + i, maxScore: 109, shotCount: 10 })),
    );
    const replies = await Promise.all(lists.map((series) => api.put(path, { scoreSeries: series }, { key: world.keys.athlete })));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const final = (
      (await api.get(`/api/athletes/${world.athleteId}/journal/${entry.id}`)).body.scoreSeries as Array<{
        seriesNumber: number;
        score: number;
      }>
    ).map(({ seriesNumber, score }) => ({ seriesNumber, score }));
    expect(lists.map((list) => list.map(({ seriesNumber, score }) => ({ seriesNumber, score })))).toContainEqual(final);
  });
});
