// Every role against each of the six operations: who may, who gets 403, and 401 without a key.
// "newcomer" is an athlete of the home club made here, so no other spec has touched its profile.
// The request bodies are valid, so any status other than the expected one is a scope mistake.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { type Api, type World, created, expect, test } from "../fixtures";
import { asPerson, grantCoaching, join, signUp } from "../support/people";
import { mintKey } from "../support/servers";

type Keys = World["keys"] & { newcomer: string };
type Role = keyof Keys | "none";
type Operation = { name: string; call: (api: Api, key: string | null) => Promise<number>; allowed: Role[] };

async function operations(api: Api, world: World, keys: Keys): Promise<Operation[]> {
  const author = created(await api.post(`/api/organizations/${world.organizationId}/news/authors`, { displayName: "Matrix" }));
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  created(
    await api.send("POST", `/api/athletes/${world.athleteId}/profile-images`, {
      multipart: { imageType: "0", file: { name: "a.png", mimeType: "image/png", buffer: png } },
    }),
  );
  const status = async (reply: Promise<{ status: number }>) => (await reply).status;
  const profileId = randomUUID();
  const profile = { captchaToken: "XXXX.DUMMY.TOKEN.XXXX", firstName: "New", lastName: "Comer", email: "new@b.example" };
  created(await api.put(`/api/UserProfiles/${profileId}`, profile, { key: keys.newcomer }));
  return [
    {
      name: "1 POST journal",
      call: (a, key) => status(a.post(`/api/athletes/${world.athleteId}/journal`, { sessionDate: "2026-11-19" }, { key })),
      allowed: ["admin", "athlete"],
    },
    {
      name: "2 POST address",
      call: (a, key) =>
        status(
          a.post(
            `/api/organizations/${world.organizationId}/addresses`,
            {
              organizationId: world.organizationId,
              addressLine1: "1 Main",
              city: "Bisley",
              country: 826,
              addressType: 0,
            },
            { key },
          ),
        ),
      allowed: ["admin", "staff"],
    },
    {
      name: "3 PUT user profile (the newcomer's)",
      call: (a, key) => status(a.put(`/api/UserProfiles/${profileId}`, profile, { key })),
      allowed: ["admin", "newcomer"],
    },
    {
      name: "4 PUT news author",
      call: (a, key) =>
        status(a.put(`/api/organizations/${world.organizationId}/news/authors/${author.id}`, { displayName: "Matrix" }, { key })),
      allowed: ["admin", "staff"],
    },
    {
      name: "5 GET image by type",
      call: (a, key) => status(a.get(`/api/athletes/${world.athleteId}/profile-images/by-type/0`, { key })),
      allowed: ["admin", "staff", "athlete"],
    },
    {
      name: "6 PUT classification",
      call: (a, key) =>
        status(a.put(`/api/competitions/${world.competitionId}/classifications/${randomUUID()}`, { name: "M", type: 4 }, { key })),
      allowed: ["admin", "competitionAdmin"],
    },
  ];
}

test("each role may do exactly what API.md section 3 says on the six operations", async ({ api, world }) => {
  const newcomerId = String(
    created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "New", lastName: "Comer" })).id,
  );
  const keys: Keys = {
    ...world.keys,
    newcomer: mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", [
      "create",
      "--role",
      "athlete",
      "--athlete",
      newcomerId,
      "--name",
      "newcomer",
    ]),
  };
  const roles: Role[] = ["none", "admin", "staff", "competitionAdmin", "athlete", "teammate", "newcomer", "otherStaff"];
  const table: Record<string, Record<string, number>> = {};
  for (const operation of await operations(api, world, keys)) {
    const row: Record<string, number> = {};
    table[operation.name] = row;
    for (const role of roles) {
      const key = role === "none" ? null : keys[role];
      const got = await operation.call(api, key);
      row[role] = got;
      const expected = role === "none" ? [401] : operation.allowed.includes(role) ? [200, 201] : [403];
      expect(expected, `${operation.name} as ${role}: got ${got}`).toContain(got);
    }
  }
  test.info().annotations.push({ type: "matrix", description: JSON.stringify(table) });
});

test("people of every role, and coaches granted and revoked, may do exactly what API.md section 3 says", async ({ api, world }) => {
  const athleteId = String(
    created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Matrix", lastName: "Athlete" })).id,
  );
  const entryId = String(created(await api.post(`/api/athletes/${athleteId}/journal`, { sessionDate: "2026-11-18", score: 580 })).id);
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  created(
    await api.send("POST", `/api/athletes/${athleteId}/profile-images`, {
      multipart: { imageType: "0", file: { name: "a.png", mimeType: "image/png", buffer: png } },
    }),
  );
  const admin = world.keys.admin;
  const people = {
    athlete: await signUp("Matrix Athlete"),
    coach: await signUp("Matrix Coach"),
    revokedCoach: await signUp("Matrix Former Coach"),
    staff: await signUp("Matrix Staff"),
    competitionAdmin: await signUp("Matrix Competition Admin"),
    otherStaff: await signUp("Matrix Other Staff"),
    nobody: await signUp("Matrix Nobody"),
  };
  await join(people.athlete, world.organizationId, "athlete", admin, athleteId);
  await join(people.coach, world.organizationId, "coach", admin);
  await join(people.staff, world.organizationId, "staff", admin);
  await join(people.competitionAdmin, world.organizationId, "competition-admin", admin);
  await join(people.otherStaff, world.otherOrganizationId, "staff", admin);
  for (const coach of [people.coach, people.revokedCoach]) await grantCoaching(people.athlete, athleteId, coach);
  const formerId = String(((await asPerson(people.revokedCoach, "GET", "/api/session")).body.person as { id: string }).id);
  expect((await asPerson(people.athlete, "DELETE", `/api/athletes/${athleteId}/coaches/${formerId}`)).status).toBe(204);

  const entry = `/api/athletes/${athleteId}/journal/${entryId}`;
  const rows: Array<{ name: string; method: string; path: string; json?: unknown; allowed: Array<keyof typeof people> }> = [
    { name: "read the journal", method: "GET", path: `/api/athletes/${athleteId}/journal`, allowed: ["athlete", "coach"] },
    { name: "read the statistics", method: "GET", path: `/api/athletes/${athleteId}/journal/stats`, allowed: ["athlete", "coach"] },
    {
      name: "1 POST journal",
      method: "POST",
      path: `/api/athletes/${athleteId}/journal`,
      json: { sessionDate: "2026-11-19" },
      allowed: ["athlete"],
    },
    { name: "read the shots", method: "GET", path: `${entry}/shots`, allowed: ["athlete", "coach"] },
    { name: "replace the shots", method: "PUT", path: `${entry}/shots`, json: { shots: [] }, allowed: ["athlete"] },
    { name: "write coach feedback", method: "PUT", path: `${entry}/coach-feedback`, json: { coachFeedback: "Good." }, allowed: ["coach"] },
    { name: "comment", method: "POST", path: `${entry}/comments`, json: { body: "Hi" }, allowed: ["athlete", "coach"] },
    {
      name: "5 GET image by type",
      method: "GET",
      path: `/api/athletes/${athleteId}/profile-images/by-type/0`,
      allowed: ["athlete", "coach", "staff"],
    },
    { name: "read the athlete's calendar", method: "GET", path: `/api/athletes/${athleteId}/calendar-events`, allowed: ["athlete"] },
    { name: "see the coaches", method: "GET", path: `/api/athletes/${athleteId}/coaches`, allowed: ["athlete", "coach", "staff"] },
    {
      name: "plan a session",
      method: "POST",
      path: `/api/athletes/${athleteId}/planned-sessions`,
      json: { date: "2026-12-01", type: "dry-fire", plannedMinutes: 30 },
      allowed: ["athlete", "coach"],
    },
    {
      name: "read the plan",
      method: "GET",
      path: `/api/athletes/${athleteId}/plan?from=2026-11-30&to=2026-12-06`,
      allowed: ["athlete", "coach"],
    },
    {
      name: "set a goal",
      method: "POST",
      path: `/api/athletes/${athleteId}/goals`,
      json: { courseOfFireId: world.courseOfFireId, targetScore: 600, deadline: "2027-03-01" },
      allowed: ["athlete", "coach"],
    },
    { name: "read the goals", method: "GET", path: `/api/athletes/${athleteId}/goals`, allowed: ["athlete", "coach"] },
    {
      name: "check in",
      method: "PUT",
      path: `/api/athletes/${athleteId}/check-ins/2026-11-30`,
      json: { sleep: 4, fatigue: 4, stress: 4, mood: 4, soreness: 4 },
      allowed: ["athlete"],
    },
    {
      name: "read the check-ins",
      method: "GET",
      path: `/api/athletes/${athleteId}/check-ins?from=2026-11-30&to=2026-12-06`,
      allowed: ["athlete", "coach"],
    },
    {
      name: "2 POST address",
      method: "POST",
      path: `/api/organizations/${world.organizationId}/addresses`,
      json: { organizationId: world.organizationId, addressLine1: "1 Main", city: "Bisley", country: 826, addressType: 0 },
      allowed: ["staff"],
    },
    { name: "manage people", method: "GET", path: `/api/organizations/${world.organizationId}/people`, allowed: ["staff"] },
    {
      name: "6 PUT classification",
      method: "PUT",
      path: `/api/competitions/${world.competitionId}/classifications/${randomUUID()}`,
      json: { name: "M", type: 4 },
      allowed: ["competitionAdmin"],
    },
  ];
  const table: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    const statuses: Record<string, number> = {};
    table[row.name] = statuses;
    for (const [who, person] of Object.entries(people) as Array<[keyof typeof people, (typeof people)[keyof typeof people]]>) {
      const got = (await asPerson(person, row.method, row.path, row.json)).status;
      statuses[who] = got;
      expect(row.allowed.includes(who) ? [200, 201] : [403], `${row.name} as ${who}: got ${got}`).toContain(got);
    }
  }
  test.info().annotations.push({ type: "people matrix", description: JSON.stringify(table) });
});
