// The second access audit (issue 32): what held only by accident. Each test replays one finding
// against the running server, with people made as people make themselves (sign-up, mailed links).
import { randomUUID } from "node:crypto";
import http from "node:http";
import { type Api, type Body, created, expect, expectProblem, test } from "../fixtures";
import { linkIn, mailTo } from "../support/mail-server";
import { asPerson, baseUrl, join, type Person, signUp } from "../support/people";

type Answer = { status: number; body: Record<string, unknown> };

function expectRefusal(reply: Answer, status: number, words: RegExp) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ status, detail: expect.stringMatching(words), traceId: expect.any(String) });
}

const newAthlete = async (api: Api, organizationId: string, lastName: string) =>
  String(created(await api.post("/api/athletes", { organizationId, firstName: "Audit", lastName, dateOfBirth: "2007-03-09" })).id);

const tokenOf = (link: string) => new URL(link).searchParams.get("token");

/** An athlete record claimed by a person who signed up, with one journal entry of theirs. */
async function athleteWithJournal(api: Api, organizationId: string, admin: string) {
  const athleteId = await newAthlete(api, organizationId, `Owner ${randomUUID().slice(0, 6)}`);
  const athlete = await signUp("Olga Owner");
  await join(athlete, organizationId, "athlete", admin, athleteId);
  const entry = await asPerson(athlete, "POST", `/api/athletes/${athleteId}/journal`, { sessionDate: "2026-11-20", score: 588 });
  expect(entry.status).toBe(201);
  return { athleteId, athlete, journal: `/api/athletes/${athleteId}/journal` };
}

async function memberIdOf(staff: Person, organizationId: string, email: string): Promise<string> {
  const people = await asPerson(staff, "GET", `/api/organizations/${organizationId}/people`);
  const member = (people.body.members as Array<{ id: string; email: string }>).find((m) => m.email === email);
  return String(member?.id);
}

test.describe("an athlete record that holds a journal is claimed only by its own person", () => {
  test("staff can neither part the athlete from it nor hand it to an address of their own; the athlete keeps their journal", async ({
    api,
    world,
  }) => {
    const { athleteId, athlete, journal } = await athleteWithJournal(api, world.organizationId, world.keys.admin);
    const staff = await signUp("Stella Staff");
    await join(staff, world.organizationId, "staff", world.keys.admin);
    const alias = await signUp("Stella Second");
    const memberId = await memberIdOf(staff, world.organizationId, athlete.email);
    const people = `/api/organizations/${world.organizationId}/people/${memberId}`;

    // The audit: remove the athlete's membership (or move them out of the athlete role), then invite
    // a second address to claim the record.
    expectRefusal(await asPerson(staff, "DELETE", people), 403, /only an admin/);
    expectRefusal(await asPerson(staff, "PUT", people, { role: "coach" }), 403, /only an admin/);
    const invitations = `/api/organizations/${world.organizationId}/invitations`;
    expectRefusal(await asPerson(staff, "POST", invitations, { email: alias.email, role: "athlete", athleteId }), 409, /already belongs/);
    const read = await asPerson(athlete, "GET", journal);
    expect(read.status).toBe(200);
    expect(read.body.items).toHaveLength(1);
    expect((await asPerson(alias, "GET", journal)).status).toBe(403);

    // Even once an admin has removed the athlete, staff cannot hand the record on: only an admin can.
    expect((await api.send("DELETE", people)).status).toBe(204);
    expectRefusal(
      await asPerson(staff, "POST", invitations, { email: alias.email, role: "athlete", athleteId }),
      403,
      /holds their journal, so only an admin can give it to another person/,
    );
    expect((await api.post(invitations, { email: alias.email, role: "athlete", athleteId })).status).toBe(201);
  });

  test("a record nobody has had yet is still staff's to invite to; claimed, its calendar feed's old URL stops", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId, `Fresh ${randomUUID().slice(0, 6)}`);
    const feed = (await api.send("POST", `/api/athletes/${athleteId}/calendar-feed`)).body;
    expect((await fetch(String(feed.url))).status).toBe(200);
    const staff = await signUp("Sven Staff");
    await join(staff, world.organizationId, "staff", world.keys.admin);
    const newcomer = await signUp("Nina Newcomer");
    const invited = await asPerson(staff, "POST", `/api/organizations/${world.organizationId}/invitations`, {
      email: newcomer.email,
      role: "athlete",
      athleteId,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const token = tokenOf(linkIn(await mailTo(newcomer.email, /^Join /)));
    expect((await asPerson(newcomer, "POST", "/api/invitations/accept", { token })).status).toBe(200);
    expect((await fetch(String(feed.url))).status).toBe(404);
    // Claimed once, it is someone's: staff cannot invite another person to it.
    const other = await signUp("Otto Other");
    expect(
      (
        await asPerson(staff, "POST", `/api/organizations/${world.organizationId}/invitations`, {
          email: other.email,
          role: "athlete",
          athleteId,
        })
      ).status,
    ).toBe(409);
  });
});

test.describe("a coach reads the journal and nothing else", () => {
  test("a coach's JSON export holds the journal alone: no calendar, equipment, profile, entries, birth date or other coaches", async ({
    api,
    world,
  }) => {
    const { athleteId, athlete } = await athleteWithJournal(api, world.organizationId, world.keys.admin);
    const base = `/api/athletes/${athleteId}`;
    expect(
      (
        await asPerson(athlete, "POST", `${base}/calendar-events`, {
          title: "Doctor appointment (private)",
          startUtc: "2026-12-01T09:00:00Z",
        })
      ).status,
    ).toBe(201);
    expect(
      (await asPerson(athlete, "POST", `${base}/equipment-profiles`, { name: "Match rifle", rifle: "Walther LG400 serial 5417-XK" }))
        .status,
    ).toBe(201);
    const coach = await signUp("Clara Coach");
    await join(coach, world.organizationId, "coach", world.keys.admin);
    const other = await signUp("Otis Othercoach");
    await join(other, world.organizationId, "coach", world.keys.admin);
    for (const c of [coach, other]) expect((await asPerson(athlete, "POST", `${base}/coaches`, { email: c.email })).status).toBe(201);

    const coachExport = await fetch(`${baseUrl()}${base}/journal/export?format=json`, { headers: { cookie: coach.cookie } });
    expect(coachExport.status).toBe(200);
    const text = await coachExport.text();
    const data = JSON.parse(text) as Body;
    expect(Object.keys(data).sort()).toEqual(["athleteId", "exportedUtc", "journal"]);
    expect(data.journal).toEqual([expect.objectContaining({ score: 588 })]);
    for (const secret of ["Doctor appointment", "5417-XK", "2007-03-09", other.email]) expect(text).not.toContain(secret);

    // The athlete's own export still holds everything.
    const own = (await (
      await fetch(`${baseUrl()}${base}/journal/export?format=json`, { headers: { cookie: athlete.cookie } })
    ).json()) as Body;
    expect(own.calendarEvents).toEqual([expect.objectContaining({ title: "Doctor appointment (private)" })]);
    expect(own.coaches).toHaveLength(2);

    // The athlete record gives a coach the name, not what classifies the athlete.
    expect((await asPerson(coach, "GET", base)).body).toMatchObject({ firstName: "Audit", dateOfBirth: null, gender: null });
    expect((await asPerson(coach, "GET", "/api/athletes")).body.items).toEqual([
      expect.objectContaining({ id: athleteId, dateOfBirth: null }),
    ]);
    expect((await asPerson(athlete, "GET", base)).body).toMatchObject({ dateOfBirth: "2007-03-09T00:00:00.000Z" });

    // The list of coaches gives a coach names, not addresses.
    const coaches = await asPerson(coach, "GET", `${base}/coaches`);
    expect(coaches.status).toBe(200);
    expect(coaches.body.available).toEqual([]);
    expect(coaches.body.coaches).toEqual([expect.objectContaining({ email: null }), expect.objectContaining({ email: null })]);
  });

  test("changing a coach's role ends the coaching staff assigned them, as removing them does", async ({ api, world }) => {
    const { athleteId, journal } = await athleteWithJournal(api, world.organizationId, world.keys.admin);
    const staff = await signUp("Sarah Staff");
    await join(staff, world.organizationId, "staff", world.keys.admin);
    const coach = await signUp("Colin Coach");
    await join(coach, world.organizationId, "coach", world.keys.admin);
    const assigned = await asPerson(staff, "POST", `/api/athletes/${athleteId}/coaches`, { email: coach.email });
    expect(assigned.status).toBe(201);
    expect(assigned.body.coaches).toEqual([expect.objectContaining({ email: coach.email, grantedBy: "staff" })]);
    expect((await asPerson(coach, "GET", journal)).status).toBe(200);

    const memberId = await memberIdOf(staff, world.organizationId, coach.email);
    const changed = await asPerson(staff, "PUT", `/api/organizations/${world.organizationId}/people/${memberId}`, {
      role: "competition-admin",
    });
    expect(changed.status).toBe(200);
    expect((await asPerson(coach, "GET", journal)).status).toBe(403);
    expect((await asPerson(staff, "GET", `/api/athletes/${athleteId}/coaches`)).body.coaches).toEqual([]);
  });

  test("the athlete's own entry writes leave coachFeedback as the coach wrote it", async ({ api, world }) => {
    const { athleteId, athlete } = await athleteWithJournal(api, world.organizationId, world.keys.admin);
    const coach = await signUp("Cora Coach");
    await join(coach, world.organizationId, "coach", world.keys.admin);
    expect((await asPerson(athlete, "POST", `/api/athletes/${athleteId}/coaches`, { email: coach.email })).status).toBe(201);

    const forged = await asPerson(athlete, "POST", `/api/athletes/${athleteId}/journal`, {
      sessionDate: "2026-11-21",
      coachFeedback: "Perfect, change nothing.",
    });
    expect(forged.status).toBe(201);
    expect(forged.body.coachFeedback).toBeNull();
    const entry = `/api/athletes/${athleteId}/journal/${String(forged.body.id)}`;
    const words = "Breathe out fully before the last series.";
    expect((await asPerson(coach, "PUT", `${entry}/coach-feedback`, { coachFeedback: words })).body.coachFeedback).toBe(words);

    // A client that sends back what it read keeps working; a different text, or none, changes nothing.
    for (const coachFeedback of [words, "Perfect, change nothing.", null, undefined]) {
      const replaced = await asPerson(athlete, "PUT", entry, { sessionDate: "2026-11-21", score: 590, coachFeedback });
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
      expect(replaced.body).toMatchObject({ score: 590, coachFeedback: words });
    }
    expect((await asPerson(coach, "GET", entry)).body.coachFeedback).toBe(words);
  });
});

test.describe("no account enumeration", () => {
  /** The answer with every value replaced by its type (and a string's length), so two answers compare by shape. */
  const shape = (value: unknown): unknown =>
    value === null || typeof value !== "object"
      ? typeof value === "string"
        ? `string(${value.length})`
        : typeof value
      : Object.entries(value).map(([key, v]) => [key, shape(v)]);

  const signUpAnswer = async (email: string) => {
    const response = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl() },
      body: JSON.stringify({ name: "Sam Same", email, password: "correct horse battery" }),
    });
    const body = (await response.json()) as { user: { id: string } };
    return { status: response.status, cookies: response.headers.getSetCookie().length, body };
  };

  test("sign-up answers a known address exactly as a new one, and mails either", async () => {
    const known = await signUp("Sam Same", `known-${randomUUID().slice(0, 8)}@people.test`);
    const fresh = await signUpAnswer(`fresh-${randomUUID().slice(0, 8)}@people.test`);
    const again = await signUpAnswer(known.email);
    expect(again.status).toBe(fresh.status);
    expect(again.cookies).toBe(fresh.cookies);
    expect(shape(again.body)).toEqual(shape(fresh.body));
    for (const { body } of [fresh, again])
      expect(body.user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await mailTo(known.email, /a sign-up with your address/)).text).toContain("already has one");
  });

  test("adding a coach by address answers the same with or without an account, mails an invitation either way, and names nobody", async ({
    api,
    world,
  }) => {
    const { athleteId, athlete, journal } = await athleteWithJournal(api, world.organizationId, world.keys.admin);
    const known = await signUp("Kasimir Knownname");
    const unknown = `nobody-${randomUUID().slice(0, 8)}@people.test`;
    const path = `/api/athletes/${athleteId}/coaches`;
    const [withAccount, without] = [
      await asPerson(athlete, "POST", path, { email: known.email }),
      await asPerson(athlete, "POST", path, { email: unknown }),
    ];
    expect(withAccount.status).toBe(202);
    expect(without.status).toBe(202);
    expect(withAccount.body).toEqual(without.body);
    expect(JSON.stringify(withAccount.body)).not.toContain("Kasimir");
    for (const address of [known.email, unknown])
      expect((await mailTo(address, /asks you to coach them/)).text).toContain("/invitations/accept?token=");

    // Nothing is shared until the coach accepts with that address.
    expect((await asPerson(known, "GET", journal)).status).toBe(403);
    const token = tokenOf(linkIn(await mailTo(known.email, /asks you to coach them/)));
    expect((await fetch(`${baseUrl()}/api/invitations/accept?token=${token}`)).status).toBe(200);
    expect((await asPerson(known, "POST", "/api/invitations/accept", { token })).status).toBe(200);
    expect((await asPerson(known, "GET", journal)).status).toBe(200);
    expect((await asPerson(athlete, "GET", path)).body.coaches).toEqual([
      expect.objectContaining({ email: known.email, grantedBy: "athlete" }),
    ]);
  });
});

test.describe("what outlives an account or a password", () => {
  test("a deleted account's calendar feed answers 404", async ({ world }) => {
    const athlete = await signUp("Fiona Feed");
    await join(athlete, world.organizationId, "athlete", world.keys.admin);
    const athleteId = String((await asPerson(athlete, "GET", "/api/session")).body.athleteId);
    const feed = await asPerson(athlete, "POST", `/api/athletes/${athleteId}/calendar-feed`);
    expect(feed.status).toBe(201);
    expect((await fetch(String(feed.body.url))).status).toBe(200);
    expect((await asPerson(athlete, "POST", "/api/auth/delete-user", { password: athlete.password })).status).toBe(200);
    expect((await fetch(String(feed.body.url))).status).toBe(404);
  });

  const resetPassword = async (person: Person, extra: Record<string, unknown>) => {
    const asked = await fetch(`${baseUrl()}/api/auth/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl() },
      body: JSON.stringify({ email: person.email, redirectTo: "/reset-password" }),
    });
    expect(asked.status).toBe(200);
    const link = linkIn(await mailTo(person.email, /Reset your Rangebook password/));
    const token = new URL(link).pathname.split("/").at(-1);
    const reset = await fetch(`${baseUrl()}/api/auth/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl() },
      body: JSON.stringify({ newPassword: "another horse battery", token, ...extra }),
    });
    expect(reset.status, await reset.text()).toBe(200);
  };

  test("a password reset signs out the person's API keys, unless they choose to keep them", async ({ api, world }) => {
    const athlete = await signUp("Rita Reset");
    await join(athlete, world.organizationId, "athlete", world.keys.admin);
    const key = String((await asPerson(athlete, "POST", "/api/me/keys", { name: "sync" })).body.key);
    expect((await api.get("/api/session", { key })).status).toBe(200);
    await resetPassword(athlete, {});
    expectProblem(await api.get("/api/session", { key }), 401, "unauthorized");

    const keeper = await signUp("Kurt Keeper");
    await join(keeper, world.organizationId, "athlete", world.keys.admin);
    const kept = String((await asPerson(keeper, "POST", "/api/me/keys", { name: "sync" })).body.key);
    await resetPassword(keeper, { revokeApiKeys: false });
    expect((await api.get("/api/session", { key: kept })).status).toBe(200);
  });

  test("a personal key cannot make keys", async ({ api, world }) => {
    const person = await signUp("Pia Personal");
    await join(person, world.organizationId, "athlete", world.keys.admin);
    const key = String((await asPerson(person, "POST", "/api/me/keys", { name: "sync" })).body.key);
    const refused = expectProblem(await api.post("/api/me/keys", { name: "another" }, { key }), 403, "forbidden");
    expect(refused.detail).toMatch(/An API key cannot make API keys/);
    expect((await api.get("/api/me/keys", { key })).body.items).toHaveLength(1);
  });

  /** A POST with the Host header set as given (fetch will not send a Host of our choosing). */
  const postWithHost = (path: string, host: string, headers: Record<string, string>, json: unknown) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(json);
      const request = http.request(
        `${baseUrl()}${path}`,
        { method: "POST", headers: { ...headers, host, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      request.end(body);
    });

  test("invitation links use this site's origin, never the Host a request names", async ({ world }) => {
    const email = `host-${randomUUID().slice(0, 8)}@people.test`;
    const status = await postWithHost(
      `/api/organizations/${world.organizationId}/invitations`,
      "evil.example",
      { "x-api-key": world.keys.admin },
      { email, role: "coach" },
    );
    expect(status).toBe(201);
    const link = new URL(linkIn(await mailTo(email, /^Join /)));
    expect(link.hostname).not.toBe("evil.example");
    expect(link.port).toBe(new URL(baseUrl()).port);

    const coachEmail = `coach-${randomUUID().slice(0, 8)}@people.test`;
    expect(
      await postWithHost(
        `/api/athletes/${world.athleteId}/coaches`,
        "evil.example",
        { "x-api-key": world.keys.admin },
        { email: coachEmail },
      ),
    ).toBe(202);
    expect(new URL(linkIn(await mailTo(coachEmail, /asks you to coach them/))).hostname).not.toBe("evil.example");
  });
});
