import { randomInt } from "node:crypto";
import os from "node:os";
import sharp from "sharp";
import { created, expect, expectProblem, test } from "../fixtures";
import { linkIn, mailTo } from "../support/mail-server";
import { asPerson, baseUrl, join, sessionCookieOf, signIn, signUp } from "../support/people";

test.describe("accounts", () => {
  test("sign-up mails a confirmation; until it is opened sign-in is refused; then the session works and sign-out ends it", async () => {
    const email = `new-${Date.now()}@people.test`;
    const up = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl() },
      body: JSON.stringify({ name: "Nora New", email, password: "a long enough password" }),
    });
    expect(up.status).toBe(200);
    expect(up.headers.getSetCookie().some((c) => c.startsWith("rangebook.session_token="))).toBe(false);
    const early = await signIn(email, "a long enough password");
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED", status: 403, detail: expect.any(String) });

    const link = linkIn(await mailTo(email, /Confirm your e-mail/));
    const confirmed = await fetch(link, { redirect: "manual" });
    expect([302, 303, 307]).toContain(confirmed.status);
    const person = { cookie: sessionCookieOf(confirmed.headers) };
    const who = await asPerson(person, "GET", "/api/session");
    expect(who.body).toMatchObject({ via: "person", person: { email, name: "Nora New" }, role: null, grants: [] });

    const out = await asPerson(person, "DELETE", "/api/session");
    expect(out.status).toBe(204);
    // The copied cookie no longer works: the session ended on the server.
    expect((await asPerson(person, "GET", "/api/session")).status).toBe(401);
  });

  test("an unknown e-mail and a wrong password get the same answer; ten misses lock the account for a while, from any address", async () => {
    const person = await signUp("Lee Locked");
    const unknown = await signIn(`nobody-${Date.now()}@people.test`, "whatever it is");
    const wrong = await signIn(person.email, "not the password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.json(), await wrong.json()] as Array<Record<string, unknown>>;
    expect(a?.code).toBe(b?.code);
    expect(a?.detail).toBe(b?.detail);
    for (let i = 0; i < 9; i += 1)
      expect((await signIn(person.email, `wrong ${i}`, { "x-forwarded-for": `10.0.0.${i}` })).status).toBe(401);
    const locked = await signIn(person.email, person.password, { "x-forwarded-for": "10.9.9.9" });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ status: 429, detail: expect.stringContaining("Too many") });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("a sign-in that works starts the account's count again: only misses lock it", async () => {
    const person = await signUp("Sam Often");
    for (let i = 0; i < 12; i += 1) expect((await signIn(person.email, person.password)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await signIn(person.email, `wrong ${i}`)).status).toBe(401);
    expect((await signIn(person.email, person.password)).status).toBe(200);
  });

  test("the session cookie is Secure only over HTTPS: not over plain HTTP at the machine's LAN address", async () => {
    const lan =
      Object.values(os.networkInterfaces())
        .flat()
        .find((a) => a && a.family === "IPv4" && !a.internal)?.address ?? "127.0.0.1";
    const person = await signUp("Lan Lina");
    const port = new URL(baseUrl()).port;
    const response = await signIn(person.email, person.password, { host: `${lan}:${port}`, origin: `http://${lan}:${port}` });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("rangebook.session_token=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

test.describe("memberships, coaches and comments", () => {
  test("an invited athlete claims their record; a coach the athlete grants reads, gives feedback and comments; revoking ends it at once", async ({
    api,
    world,
  }) => {
    const admin = world.keys.admin;
    const athlete = await signUp("Emma Person");
    await join(athlete, world.organizationId, "athlete", admin, world.athleteId);
    const who = await asPerson(athlete, "GET", "/api/session");
    expect(who.body).toMatchObject({ role: "athlete", athleteId: world.athleteId, organizationId: world.organizationId });

    const entry = created(
      await api.post(`/api/athletes/${world.athleteId}/journal`, { sessionDate: "2026-11-20", score: 590, maxScore: 654, hoursOfSleep: 5 }),
    );
    const entryPath = `/api/athletes/${world.athleteId}/journal/${String(entry.id)}`;
    expect((await asPerson(athlete, "GET", entryPath)).status).toBe(200);

    const coach = await signUp("Carl Coach");
    expect((await asPerson(coach, "GET", entryPath)).status).toBe(403);
    // Not a coach of the club: asked by mail, and coaching starts when they accept.
    const asked = await asPerson(athlete, "POST", `/api/athletes/${world.athleteId}/coaches`, { email: coach.email });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ coaches: [] });
    expect((await asPerson(coach, "GET", entryPath)).status).toBe(403);
    const invitation = new URL(linkIn(await mailTo(coach.email, /asks you to coach them/))).searchParams.get("token");
    expect((await asPerson(coach, "POST", "/api/invitations/accept", { token: invitation })).status).toBe(200);
    const granted = await asPerson(athlete, "GET", `/api/athletes/${world.athleteId}/coaches`);
    expect(granted.body).toMatchObject({ coaches: [{ email: coach.email, grantedBy: "athlete" }] });

    expect((await asPerson(coach, "GET", entryPath)).status).toBe(200);
    expect((await asPerson(coach, "GET", `/api/athletes/${world.athleteId}/journal/stats`)).status).toBe(200);
    // The coach writes feedback, not the athlete's session.
    expect((await asPerson(coach, "PUT", entryPath, { sessionDate: "2026-11-20", score: 600 })).status).toBe(403);
    const feedback = await asPerson(coach, "PUT", `${entryPath}/coach-feedback`, { coachFeedback: "Sleep more before a match." });
    expect(feedback.status).toBe(200);
    expect(feedback.body).toMatchObject({ coachFeedback: "Sleep more before a match.", score: 590 });
    // The athlete's own replace, without the field, keeps it.
    const replaced = await asPerson(athlete, "PUT", entryPath, { sessionDate: "2026-11-20", score: 592, maxScore: 654 });
    expect(replaced.body).toMatchObject({ coachFeedback: "Sleep more before a match.", score: 592 });
    // The athlete may not write the coach's feedback field's endpoint.
    expect((await asPerson(athlete, "PUT", `${entryPath}/coach-feedback`, { coachFeedback: "Mine" })).status).toBe(403);

    const comment = await asPerson(coach, "POST", `${entryPath}/comments`, { body: "Watch the follow-through." });
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({ authorName: "Carl Coach", authorRole: "coach", unread: true });
    const unread = await asPerson(athlete, "GET", `/api/athletes/${world.athleteId}/journal/unread-comments`);
    expect(unread.body.items).toEqual([expect.objectContaining({ id: comment.body.id })]);
    expect((await asPerson(athlete, "POST", `${entryPath}/comments/read`)).status).toBe(204);
    expect((await asPerson(athlete, "GET", `/api/athletes/${world.athleteId}/journal/unread-comments`)).body.items).toEqual([]);
    const reply = await asPerson(athlete, "POST", `${entryPath}/comments`, { body: "Will do." });
    expect(reply.body).toMatchObject({ authorRole: "athlete", unread: false });
    // Authors edit and delete their own, nobody else's.
    expect((await asPerson(athlete, "PUT", `${entryPath}/comments/${String(comment.body.id)}`, { body: "changed" })).status).toBe(403);
    expect(
      (await asPerson(coach, "PUT", `${entryPath}/comments/${String(comment.body.id)}`, { body: "Watch the follow-through, please." }))
        .status,
    ).toBe(200);
    expect((await asPerson(coach, "DELETE", `${entryPath}/comments/${String(reply.body.id)}`)).status).toBe(403);
    const thread = await asPerson(coach, "GET", `${entryPath}/comments`);
    expect((thread.body.items as Array<{ body: string }>).map((c) => c.body)).toEqual(["Watch the follow-through, please.", "Will do."]);

    // Staff do not read journals unless they coach.
    const staff = await signUp("Stella Staff");
    await join(staff, world.organizationId, "staff", admin);
    expect((await asPerson(staff, "GET", entryPath)).status).toBe(403);
    expect((await asPerson(staff, "GET", `/api/athletes/${world.athleteId}`)).status).toBe(200);

    // Revoking counts from the next request.
    expect(
      (
        await asPerson(
          athlete,
          "DELETE",
          `/api/athletes/${world.athleteId}/coaches/${String((granted.body.coaches as Array<{ personId: string }>)[0]?.personId)}`,
        )
      ).status,
    ).toBe(204);
    expect((await asPerson(coach, "GET", entryPath)).status).toBe(403);
  });

  test("staff invite, change roles and remove people; a removed member holds nothing from the next request", async ({ world }) => {
    const staff = await signUp("Sam Staff");
    await join(staff, world.organizationId, "staff", world.keys.admin);
    const newcomer = await signUp("Nico Newcomer");
    const invited = await asPerson(staff, "POST", `/api/organizations/${world.organizationId}/invitations`, {
      email: newcomer.email,
      role: "coach",
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: newcomer.email, role: "coach", status: "pending", invitedBy: "Sam Staff" });
    const mail = await mailTo(newcomer.email, /^Join /);
    expect(mail.text).toContain("Sam Staff invites you");
    const token = new URL(linkIn(mail)).searchParams.get("token");
    expect((await fetch(`${baseUrl()}/api/invitations/accept?token=${token}`)).status).toBe(200);
    // The invitation is for that address only.
    expectProblemLike(await asPerson(staff, "POST", "/api/invitations/accept", { token }), 403);
    expect((await asPerson(newcomer, "POST", "/api/invitations/accept", { token })).status).toBe(200);
    expect((await asPerson(newcomer, "POST", "/api/invitations/accept", { token })).status).toBe(404);

    const people = await asPerson(staff, "GET", `/api/organizations/${world.organizationId}/people`);
    const member = (people.body.members as Array<{ id: string; email: string; role: string }>).find((m) => m.email === newcomer.email);
    expect(member?.role).toBe("coach");
    const changed = await asPerson(staff, "PUT", `/api/organizations/${world.organizationId}/people/${member?.id}`, {
      role: "competition-admin",
    });
    expect(changed.body).toMatchObject({ role: "competition-admin" });
    expect((await asPerson(newcomer, "GET", `/api/competitions/${world.competitionId}/classifications`)).status).toBe(200);
    expect((await asPerson(staff, "DELETE", `/api/organizations/${world.organizationId}/people/${member?.id}`)).status).toBe(204);
    expect((await asPerson(newcomer, "GET", `/api/competitions/${world.competitionId}/classifications`)).status).toBe(403);
    // Only staff manage people.
    expect((await asPerson(newcomer, "GET", `/api/organizations/${world.organizationId}/people`)).status).toBe(403);
  });
});

test.describe("personal API keys", () => {
  test("a person's key acts as its owner does now, never more; revoking it is a 401 on its next request", async ({ api, world }) => {
    const athlete = await signUp("Kim Keys");
    await join(athlete, world.organizationId, "athlete", world.keys.admin);
    const who = await asPerson(athlete, "GET", "/api/session");
    const athleteId = String(who.body.athleteId);
    const made = await asPerson(athlete, "POST", "/api/me/keys", { name: "ShotMarker sync" });
    expect(made.status).toBe(201);
    const key = String(made.body.key);
    expect(key).toMatch(/^rbk_/);
    expect((await asPerson(athlete, "GET", "/api/me/keys")).body.items).toEqual([expect.not.objectContaining({ key: expect.anything() })]);

    const mine = await api.post(`/api/athletes/${athleteId}/journal`, { sessionDate: "2026-11-21" }, { key });
    expect(mine.status).toBe(201);
    expectProblem(await api.get(`/api/athletes/${world.teammateId}/journal`, { key }), 403, "forbidden");
    expectProblem(await api.post("/api/organizations", { name: "Mine" }, { key }), 403, "forbidden");

    expect((await asPerson(athlete, "DELETE", `/api/me/keys/${String(made.body.id)}`)).status).toBe(204);
    expectProblem(await api.get(`/api/athletes/${athleteId}/journal`, { key }), 401, "unauthorized");
    // Operators' keys have no person behind them.
    expectProblem(await api.get("/api/me/keys"), 403, "forbidden");
  });

  test("export holds one's data; deletion says what goes and then removes the journal, keeping the athlete record", async ({
    api,
    world,
  }) => {
    const athlete = await signUp("Dee Delete");
    await join(athlete, world.organizationId, "athlete", world.keys.admin);
    const athleteId = String((await asPerson(athlete, "GET", "/api/session")).body.athleteId);
    await asPerson(athlete, "POST", `/api/athletes/${athleteId}/journal`, { sessionDate: "2026-11-22", score: 580 });
    // An image of their own (a colour no other test uploads), whose bytes go with the account.
    const png = await sharp({ create: { width: 41, height: 29, channels: 3, background: { r: randomInt(256), g: 7, b: randomInt(256) } } })
      .png()
      .toBuffer();
    const image = created(
      await api.send("POST", `/api/athletes/${athleteId}/profile-images`, {
        key: world.keys.admin,
        multipart: { imageType: "0", file: { name: "me.png", mimeType: "image/png", buffer: png } },
      }),
    );
    expect((await fetch(String(image.cdnUrl))).status).toBe(200);
    const exported = await fetch(`${baseUrl()}/api/me/export`, { headers: { cookie: athlete.cookie } });
    expect(exported.headers.get("content-disposition")).toMatch(/attachment; filename="rangebook-\d{4}-\d\d-\d\d\.json"/);
    const data = (await exported.json()) as { person: { email: string }; athletes: Array<{ journal: unknown[] }> };
    expect(data.person.email).toBe(athlete.email);
    expect(data.athletes[0]?.journal).toHaveLength(1);
    expect((await asPerson(athlete, "GET", "/api/me/deletion")).body).toMatchObject({
      journalEntries: 1,
      athleteRecordsKeptBy: [expect.any(String)],
    });

    const deleted = await asPerson(athlete, "POST", "/api/auth/delete-user", { password: athlete.password });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await asPerson(athlete, "GET", "/api/session")).status).toBe(401);
    expect((await api.get(`/api/athletes/${athleteId}`)).status).toBe(200);
    expect((await api.get(`/api/athletes/${athleteId}/journal`)).body.items).toEqual([]);
    expect((await api.get(`/api/athletes/${athleteId}/profile-images`)).body.items).toEqual([]);
    expect((await fetch(String(image.cdnUrl))).status).toBe(404);
  });
});

function expectProblemLike(reply: { status: number; body: Record<string, unknown> }, status: number) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ status, detail: expect.any(String), traceId: expect.any(String) });
}

test.describe("staff at the desk (issue 34)", () => {
  test("an account made from an invitation's link is confirmed by it: no second mail, signed in at once; another address's token confirms nothing", async ({
    world,
  }) => {
    const email = `invited-${randomInt(1e9)}@people.test`;
    const invited = await fetch(`${baseUrl()}/api/organizations/${world.organizationId}/invitations`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": world.keys.staff },
      body: JSON.stringify({ email, role: "athlete" }),
    });
    expect(invited.status).toBe(201);
    const token = new URL(linkIn(await mailTo(email, /^Join /))).searchParams.get("token");
    const signUpWith = (address: string, invitationToken: string | null) =>
      fetch(`${baseUrl()}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl() },
        body: JSON.stringify({ name: "Ines Invited", email: address, password: "a long enough password", invitationToken }),
      });
    // A token does not confirm an address it was not mailed to.
    const stranger = `stranger-${randomInt(1e9)}@people.test`;
    expect((await signUpWith(stranger, token)).status).toBe(200);
    expect((await signIn(stranger, "a long enough password")).status).toBe(403);
    await mailTo(stranger, /Confirm your e-mail/);

    expect((await signUpWith(email, token)).status).toBe(200);
    const signedIn = await signIn(email, "a long enough password");
    expect(signedIn.status).toBe(200);
    const person = { cookie: sessionCookieOf(signedIn.headers) };
    const accepted = await asPerson(person, "POST", "/api/invitations/accept", { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ organizationId: world.organizationId, role: "athlete" });
    await expect(mailTo(email, /Confirm your e-mail/, 1_500)).rejects.toThrow(/no mail/);
  });

  test("the last staff member cannot leave or step down (409 in words); with a second staff member they can", async ({ api }) => {
    const organizationId = String(created(await api.post("/api/organizations", { name: `Lone club ${randomInt(1e9)}` })).id);
    const only = await signUp("Lena Lonestaff");
    await join(only, organizationId, "staff", api.defaultKey);
    const people = async () =>
      (await asPerson(only, "GET", `/api/organizations/${organizationId}/people`)).body.members as Array<{ id: string; email: string }>;
    const me = (await people()).find((m) => m.email === only.email)?.id;
    const stepDown = await asPerson(only, "PUT", `/api/organizations/${organizationId}/people/${me}`, { role: "coach" });
    expect(stepDown.status).toBe(409);
    expect(String(stepDown.body.detail)).toMatch(/Lena Lonestaff is the last staff member of Lone club .*Make someone else staff first/);
    const leave = await asPerson(only, "DELETE", `/api/organizations/${organizationId}/people/${me}`);
    expect(leave.status).toBe(409);
    expect(String(leave.body.detail)).toContain("cannot leave");
    // Staying staff is no change, and an admin may still do it.
    expect((await asPerson(only, "PUT", `/api/organizations/${organizationId}/people/${me}`, { role: "staff" })).status).toBe(200);

    const second = await signUp("Sven Second");
    await join(second, organizationId, "staff", api.defaultKey);
    expect((await asPerson(only, "PUT", `/api/organizations/${organizationId}/people/${me}`, { role: "coach" })).status).toBe(200);
    const listed = await asPerson(second, "GET", `/api/organizations/${organizationId}/people`);
    const secondMember = (listed.body.members as Array<{ id: string; email: string }>).find((m) => m.email === second.email)?.id;
    expect((await asPerson(second, "DELETE", `/api/organizations/${organizationId}/people/${secondMember}`)).status).toBe(409);
    expect((await api.send("DELETE", `/api/organizations/${organizationId}/people/${secondMember}`)).status).toBe(204);
  });

  test("the people page lists athlete records without an account; staff set their date of birth and gender; another club's staff cannot", async ({
    api,
    world,
  }) => {
    const record = created(
      // Listed by last name, at most 500: the shared test club holds more, so this one sorts first.
      await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Rita", lastName: `Aaberg ${randomInt(1e9)}` }),
    );
    const listed = await api.get(`/api/organizations/${world.organizationId}/people`, { key: world.keys.staff });
    expect(listed.status).toBe(200);
    expect(listed.body.athleteRecords).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: record.id, heldBy: null, dateOfBirth: null, profile: null })]),
    );
    const facts = {
      organizationId: world.organizationId,
      firstName: "Rita",
      lastName: String(record.lastName),
      dateOfBirth: "2009-03-14",
      gender: 2,
      country: 840,
    };
    const set = await api.put(`/api/athletes/${String(record.id)}`, facts, { key: world.keys.staff });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ dateOfBirth: "2009-03-14T00:00:00.000Z", gender: 2, country: 840 });
    // Another organization's staff neither see nor change it.
    const theirs = await api.get(`/api/organizations/${world.otherOrganizationId}/people`, { key: world.keys.otherStaff });
    expect((theirs.body.athleteRecords as Array<{ id: string }>).some((a) => a.id === record.id)).toBe(false);
    expectProblem(await api.put(`/api/athletes/${String(record.id)}`, facts, { key: world.keys.otherStaff }), 403);
    // An athlete sees no one's people list.
    expectProblem(await api.get(`/api/organizations/${world.organizationId}/people`, { key: world.keys.athlete }), 403);
  });
});
