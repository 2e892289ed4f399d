import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { type Body, created, expect, expectProblem, test } from "../fixtures";
import type { Api } from "../fixtures";

/** PUT with a stale ETag is 412, DELETE with a stale ETag is 412, and neither writes anything. */
async function expectStaleTagsRefused(api: Api, path: string, change: Body, key?: string, deletable = true) {
  const before = await api.get(path, { key });
  expect(before.status).toBe(200);
  const fresh = await api.put(path, change, { key, headers: { "if-match": String(before.headers.etag) } });
  expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
  expect(fresh.headers.etag).not.toBe(before.headers.etag);
  expectProblem(await api.put(path, change, { key, headers: { "if-match": String(before.headers.etag) } }), 412);
  if (deletable) expectProblem(await api.send("DELETE", path, { key, headers: { "if-match": String(before.headers.etag) } }), 412);
  expect((await api.get(path, { key })).body).toEqual(fresh.body);
  return fresh;
}

test.describe("replace and delete", () => {
  test("addresses: PUT replaces, checks the organization, honours If-Match; DELETE removes", async ({ api, world }) => {
    const base = `/api/organizations/${world.organizationId}/addresses`;
    const body = {
      organizationId: world.organizationId,
      addressLine1: "1 Old Road",
      city: "Denver",
      state: 8,
      postalCode: "80202",
      country: 840,
      addressType: 1,
    };
    const address = created(await api.post(base, body, { key: world.keys.staff }));
    const path = `${base}/${address.id}`;
    const replaced = await expectStaleTagsRefused(api, path, { ...body, addressLine1: "2 New Road", addressType: 2 }, world.keys.staff);
    expect(replaced.body).toMatchObject({ id: address.id, addressLine1: "2 New Road", addressType: 2, created: address.created });
    expectProblem(await api.put(path, { ...body, organizationId: world.otherOrganizationId }, { key: world.keys.staff }), 422);
    expectProblem(await api.send("DELETE", path, { key: world.keys.otherStaff }), 403);
    expect((await api.send("DELETE", path, { key: world.keys.staff })).status).toBe(204);
    expectProblem(await api.get(path, { key: world.keys.staff }), 404);
    expectProblem(await api.send("DELETE", path, { key: world.keys.staff }), 404);
    expectProblem(await api.put(path, body, { key: world.keys.staff }), 404);
  });

  test("news authors: DELETE removes only the organization's own author", async ({ api, world }) => {
    const author = created(await api.post(`/api/organizations/${world.organizationId}/news/authors`, { displayName: "Leaving" }));
    expectProblem(await api.send("DELETE", `/api/organizations/${world.otherOrganizationId}/news/authors/${author.id}`), 404);
    expect(
      (await api.send("DELETE", `/api/organizations/${world.organizationId}/news/authors/${author.id}`, { key: world.keys.staff })).status,
    ).toBe(204);
    expectProblem(await api.get(`/api/organizations/${world.organizationId}/news/authors/${author.id}`), 404);
  });

  test("athletes: the athlete, their staff or an admin replaces; only an admin moves them to another organization", async ({
    api,
    world,
  }) => {
    const athlete = created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Sam", lastName: "Mover" }));
    const path = `/api/athletes/${athlete.id}`;
    const key = (await import("../support/servers")).mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", [
      "create",
      "--role",
      "athlete",
      "--athlete",
      String(athlete.id),
      "--name",
      "mover",
    ]);
    const body = {
      organizationId: world.organizationId,
      firstName: "Samantha",
      lastName: "Mover",
      dateOfBirth: null,
      gender: null,
      country: 826,
    };
    await expectStaleTagsRefused(api, path, body, key, false);
    expectProblem(await api.put(path, { ...body, organizationId: world.otherOrganizationId }, { key }), 403);
    expect((await api.put(path, { ...body, dateOfBirth: "2001-02-03", gender: 2 }, { key: world.keys.staff })).status).toBe(200);
    expectProblem(await api.put(path, body, { key: world.keys.otherStaff }), 403);
    const moved = await api.put(path, { ...body, organizationId: world.otherOrganizationId });
    expect(moved.body.organizationId).toBe(world.otherOrganizationId);
    expect((await api.put(path, { ...body, organizationId: randomUUID() })).status).toBe(422);
  });

  test("journal entries: PUT replaces every field and keeps the series; DELETE takes the series with it", async ({ api, world }) => {
    const journal = `/api/athletes/${world.athleteId}/journal`;
    const entry = created(
      await api.post(journal, { sessionDate: "2026-05-01T10:00:00Z", notes: "first", energyLevel: 4 }, { key: world.keys.athlete }),
    );
    const path = `${journal}/${entry.id}`;
    await api.put(`${path}/series`, { scoreSeries: [{ seriesNumber: 1, score: 98.5, maxScore: 109 }] }, { key: world.keys.athlete });
    const replaced = await expectStaleTagsRefused(api, path, { sessionDate: "2026-05-02T10:00:00Z", notes: "second" }, world.keys.athlete);
    expect(replaced.body).toMatchObject({
      notes: "second",
      energyLevel: null,
      sessionDate: "2026-05-02T10:00:00.000Z",
      createdUtc: entry.createdUtc,
    });
    expect(replaced.body.scoreSeries).toHaveLength(1);
    expectProblem(await api.put(path, { sessionDate: "2026-05-02", score: 700, maxScore: 654 }, { key: world.keys.athlete }), 422);
    expectProblem(await api.send("DELETE", path, { key: world.keys.teammate }), 403);
    expect((await api.send("DELETE", path, { key: world.keys.athlete })).status).toBe(204);
    expectProblem(await api.get(path, { key: world.keys.athlete }), 404);
    expectProblem(await api.put(`${path}/series`, { scoreSeries: [] }, { key: world.keys.athlete }), 404);
  });

  test("calendar events and equipment profiles: deleting one keeps the journal entries that link it", async ({ api, world }) => {
    const athlete = `/api/athletes/${world.athleteId}`;
    const event = created(
      await api.post(`${athlete}/calendar-events`, { title: "Camp", startUtc: "2026-07-01" }, { key: world.keys.athlete }),
    );
    const profile = created(await api.post(`${athlete}/equipment-profiles`, { name: "Spare rifle" }, { key: world.keys.athlete }));
    await expectStaleTagsRefused(
      api,
      `${athlete}/calendar-events/${event.id}`,
      { title: "Summer camp", startUtc: "2026-07-01", endUtc: "2026-07-05" },
      world.keys.athlete,
    );
    await expectStaleTagsRefused(
      api,
      `${athlete}/equipment-profiles/${profile.id}`,
      { name: "Spare rifle", rifle: "FWB 800" },
      world.keys.athlete,
    );
    const badEvent = expectProblem(
      await api.put(
        `${athlete}/calendar-events/${event.id}`,
        { title: "", startUtc: "2026-07-05", endUtc: "2026-07-01" },
        { key: world.keys.athlete },
      ),
      422,
    );
    expect(badEvent).toMatchObject({ "/title": "must not be empty", "/endUtc": "must not be before startUtc" });
    expectProblem(
      await api.put(`${athlete}/equipment-profiles/${profile.id}`, { name: "x", rifle: "r".repeat(201) }, { key: world.keys.athlete }),
      422,
    );
    expectProblem(
      await api.put(`${athlete}/calendar-events/${event.id}`, { title: "Mine now", startUtc: "2026-07-01" }, { key: world.keys.teammate }),
      403,
    );
    const entry = created(
      await api.post(
        `${athlete}/journal`,
        {
          sessionDate: "2026-07-02T09:00:00Z",
          linkedCalendarEventId: event.id,
          equipmentProfileId: profile.id,
        },
        { key: world.keys.athlete },
      ),
    );
    expect(entry.linkedCalendarEventTitle).toBe("Summer camp");

    expect((await api.send("DELETE", `${athlete}/calendar-events/${event.id}`, { key: world.keys.athlete })).status).toBe(204);
    expect((await api.send("DELETE", `${athlete}/equipment-profiles/${profile.id}`, { key: world.keys.athlete })).status).toBe(204);
    const after = (await api.get(`${athlete}/journal/${entry.id}`, { key: world.keys.athlete })).body;
    expect(after).toMatchObject({ linkedCalendarEventId: null, linkedCalendarEventTitle: null, equipmentProfileId: null });
  });

  test("profile images: DELETE removes the row, and the bytes once no other image uses them", async ({ api, world }) => {
    const path = `/api/athletes/${world.athleteId}/profile-images`;
    const bytes = await sharp({ create: { width: 9, height: 9, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const upload = async () =>
      created(
        await api.send("POST", path, {
          key: world.keys.athlete,
          multipart: { imageType: "3", file: { name: "b.png", mimeType: "image/png", buffer: bytes } },
        }),
      );
    const first = await upload();
    const second = await upload();
    const media = new URL(String(first.cdnUrl)).pathname;
    expect(items(await api.get(`${path}?imageType=3&limit=200`, { key: world.keys.athlete })).map((i) => i.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expectProblem(await api.get(`${path}?imageType=7`, { key: world.keys.athlete }), 400);

    expectProblem(await api.send("DELETE", `${path}/${first.id}`, { key: world.keys.staff }), 403);
    expect((await api.send("DELETE", `${path}/${first.id}`, { key: world.keys.athlete })).status).toBe(204);
    expect((await api.send("GET", media, { key: null })).status).toBe(200);
    expect((await api.send("DELETE", `${path}/${second.id}`, { key: world.keys.athlete })).status).toBe(204);
    expectProblem(await api.send("GET", media, { key: null }), 404);
    expectProblem(await api.get(`${path}/${second.id}`, { key: world.keys.athlete }), 404);
  });

  test("classifications: POST picks the id; DELETE removes the classification and its rules", async ({ api, world }) => {
    const base = `/api/competitions/${world.competitionId}/classifications`;
    const reply = await api.post(
      base,
      { name: "Temporary", type: 4, rules: [{ ruleType: 0, fieldName: "age", operator: 3, value: "0" }] },
      { key: world.keys.competitionAdmin },
    );
    const classification = created(reply);
    expect(reply.headers.location).toBe(`${base}/${classification.id}`);
    expectProblem(await api.send("DELETE", `${base}/${classification.id}`, { key: world.keys.staff }), 403);
    expect((await api.send("DELETE", `${base}/${classification.id}`, { key: world.keys.competitionAdmin })).status).toBe(204);
    expectProblem(await api.get(`${base}/${classification.id}`), 404);
    expect(items(await api.get(`${base}?limit=200`)).map((c) => c.id)).not.toContain(classification.id);
  });
});

function items(reply: { body: Body }): Array<Body & { id: string }> {
  return reply.body.items as Array<Body & { id: string }>;
}
