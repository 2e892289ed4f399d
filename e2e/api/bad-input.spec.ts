// Whatever a client sends, the answer is never a 5xx and every error is problem details.
import { randomUUID } from "node:crypto";
import { type Api, type Reply, expect, test } from "../fixtures";

const weirdValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  "",
  " ",
  "x".repeat(300),
  "💥\u202e",
  "2026-13-45T99:99:99Z",
  "01900000-0000-7000-8000-000000000000",
  [],
  [1, 2],
  {},
  { nested: { deeper: [null] } },
];

function expectHandled(reply: Reply, context: string) {
  expect(reply.status, `${context}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
  if (reply.status >= 400) expect(reply.headers["content-type"], context).toContain("application/problem+json");
}

async function mutateEveryField(api: Api, method: string, path: string, valid: Record<string, unknown>, key: string) {
  for (const field of Object.keys(valid)) {
    for (const value of weirdValues) {
      const reply = await api.send(method, path, { key, json: { ...valid, [field]: value } });
      expectHandled(reply, `${method} ${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
    }
  }
}

test.describe("bad input never gets a 5xx", () => {
  test("every field of the six operations, set to every odd value", async ({ api, world }) => {
    test.setTimeout(120_000);
    await mutateEveryField(
      api,
      "POST",
      `/api/athletes/${world.athleteId}/journal`,
      {
        sessionDate: "2026-11-19T10:00:00Z",
        energyLevel: 5,
        score: 500,
        maxScore: 654,
        shotsFired: 60,
        numberOfTens: 30,
        numberOfXs: 10,
        courseOfFireId: world.courseOfFireId,
        notes: "n",
        hoursOfSleep: 7,
        linkedCompetitionEntryId: null,
      },
      world.keys.athlete,
    );
    await mutateEveryField(
      api,
      "POST",
      `/api/organizations/${world.organizationId}/addresses`,
      {
        organizationId: world.organizationId,
        addressLine1: "1 Main",
        city: "Denver",
        state: 8,
        postalCode: "80202",
        country: 840,
        addressType: 1,
        latitude: 39.7,
        longitude: -105,
      },
      world.keys.staff,
    );
    await mutateEveryField(
      api,
      "PUT",
      `/api/UserProfiles/${randomUUID()}`,
      {
        captchaToken: "XXXX.DUMMY.TOKEN.XXXX",
        firstName: "A",
        lastName: "B",
        email: "a@b.example",
        dateOfBirth: "2000-01-01",
        country: 840,
        gender: 1,
        preferredCulture: "en-US",
      },
      world.keys.admin,
    );
    const author = await api.post(`/api/organizations/${world.organizationId}/news/authors`, { displayName: "Fuzz" });
    await mutateEveryField(
      api,
      "PUT",
      `/api/organizations/${world.organizationId}/news/authors/${String(author.body.id)}`,
      {
        displayName: "Fuzz",
        bio: "b",
      },
      world.keys.staff,
    );
    const classification = `/api/competitions/${world.competitionId}/classifications/${randomUUID()}`;
    await mutateEveryField(
      api,
      "PUT",
      classification,
      {
        name: "C",
        type: 0,
        displayOrder: 1,
        isActive: true,
        isAutoAssigned: true,
        maxParticipants: 5,
        minParticipants: 1,
        description: "d",
        eligibilityRequirements: "e",
        rules: [{ ruleType: 0, fieldName: "age", operator: 6, value: "10", secondaryValue: "20", priority: 1 }],
      },
      world.keys.competitionAdmin,
    );
    const rule = {
      ruleType: 0,
      fieldName: "age",
      operator: 6,
      value: "10",
      secondaryValue: "20",
      priority: 1,
      isActive: true,
      description: "r",
      id: randomUUID(),
    };
    for (const field of Object.keys(rule)) {
      for (const value of weirdValues) {
        const reply = await api.put(classification, { name: "C", type: 0, rules: [{ ...rule, [field]: value }] });
        expectHandled(reply, `rule ${field}=${JSON.stringify(value)?.slice(0, 40)}`);
      }
    }
  });

  test("odd bodies, paths and headers", async ({ api, world }) => {
    const journal = `/api/athletes/${world.athleteId}/journal`;
    const bodies = [
      "null",
      "[]",
      '"text"',
      "123",
      "true",
      "{",
      "}",
      '{"sessionDate":"2026-11-19",}',
      "\u0000",
      '{"a":1}{"b":2}',
      `{"sessionDate":"2026-11-19","notes":"nul\\u0000byte"}`,
      `{"sessionDate":"2026-11-19","score":1e400}`,
      `{"sessionDate":"2026-11-19","__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}`,
      `{"sessionDate":"2026-11-19","notes":"\\ud800"}`,
      `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
      `{"x":${"[".repeat(20_000)}${"]".repeat(20_000)},"sessionDate":"2026-11-19"}`,
    ];
    for (const raw of bodies) {
      expectHandled(
        await api.send("POST", journal, { key: world.keys.athlete, raw, contentType: "application/json" }),
        `body ${raw.slice(0, 40)}`,
      );
    }
    const nul = await api.send("POST", journal, { key: world.keys.athlete, raw: bodies[10] ?? "", contentType: "application/json" });
    expect(nul.status).toBe(422);
    expect(nul.body["/notes"]).toMatch(/NUL/);
    const surrogate = await api.send("POST", journal, { key: world.keys.athlete, raw: bodies[13] ?? "", contentType: "application/json" });
    expect(surrogate.status).toBe(422);
    expect(surrogate.body["/notes"]).toMatch(/unpaired surrogate/);

    const paths = [
      "/api/athletes/%00/journal",
      "/api/athletes/..%2F..%2Fetc/journal",
      `/api/athletes/${world.athleteId.toUpperCase()}/journal`,
      "/api/athletes/%E2%80%AE/journal",
      `/api/athletes/${"9".repeat(5000)}/journal`,
      "/api/UserProfiles/%20",
      `/api/athletes/${world.athleteId}/profile-images/by-type/99999999999999999999`,
      `/api/athletes/${world.athleteId}/profile-images/by-type/-1`,
      "/api/competitions/null/classifications/undefined",
    ];
    for (const path of paths) {
      for (const method of ["GET", "POST", "PUT"]) {
        expectHandled(await api.send(method, path, { json: { sessionDate: "2026-11-19" } }), `${method} ${path.slice(0, 60)}`);
      }
    }

    const headerSets: Array<Record<string, string>> = [
      { "content-type": "application/json; charset=latin1" },
      { "content-type": "multipart/form-data" },
      { "content-type": "multipart/form-data; boundary=x" },
      { "if-match": "garbage" },
      { "if-match": "*" },
      { "content-type": "" },
      { "x-forwarded-host": "evil.example/../", "x-forwarded-proto": "javascript" },
    ];
    for (const headers of headerSets) {
      expectHandled(
        await api.send("POST", journal, { key: world.keys.athlete, headers, raw: '{"sessionDate":"2026-11-19"}' }),
        JSON.stringify(headers),
      );
      expectHandled(
        await api.send("POST", `/api/athletes/${world.athleteId}/profile-images`, {
          key: world.keys.athlete,
          headers,
          raw: "--x\r\n\r\n--x--",
        }),
        `upload ${JSON.stringify(headers)}`,
      );
    }
  });
});
