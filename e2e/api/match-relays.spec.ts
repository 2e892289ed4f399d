// Relays and squadding (API section 13, issue 37 point 3): who reads and writes relays, squadding
// with clubs spread, moving an entry by hand, the 409s a person can act on, hostile input, the start
// list as CSV and PDF, and each start in the athlete's calendar feed.
import { competitionAdminKey } from "../support/match";
import { type Api, type Body, created, expect, expectProblem, fieldErrors, test, type World } from "../fixtures";
import { asPerson, join, signUp } from "../support/people";
import { mintKey } from "../support/servers";

const mint = (args: string[]) => mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", args);

async function freshCompetition(api: Api, world: World, name = "Relay Cup"): Promise<string> {
  const competition = created(
    await api.post("/api/competitions", { organizationId: world.organizationId, name, startDate: "2026-12-12T08:00:00Z" }),
  );
  return `/api/competitions/${String(competition.id)}`;
}

async function athlete(api: Api, organizationId: string, firstName: string, lastName = "Squad"): Promise<string> {
  return String(created(await api.post("/api/athletes", { organizationId, firstName, lastName })).id);
}

async function enter(api: Api, competition: string, athleteId: string): Promise<string> {
  return String(created(await api.post(`${competition}/entries`, { athleteId })).id);
}

/** A download's type, name and text, as a browser fetches it with the key. */
async function fetchText(api: Api, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.baseUrl}${path}`, { headers: { "x-api-key": api.defaultKey, ...headers } });
  expect(response.status).toBe(200);
  return {
    type: response.headers.get("content-type") ?? "",
    disposition: response.headers.get("content-disposition") ?? "",
    text: await response.text(),
  };
}

const points = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

test.describe("relays and squadding (API section 13)", () => {
  test("every kind of principal reads and writes relays exactly as the policy says", async ({ api, world }) => {
    const competition = await freshCompetition(api, world);
    const relay = created(
      await api.post(`${competition}/relays`, { number: 1, startsAt: "2026-12-12T09:00:00Z", firingPoints: points(4) }),
    );
    const entryId = await enter(api, competition, world.athleteId);
    const otherCompetitionAdmin = competitionAdminKey(world.otherOrganizationId, "other ca");
    const outsider = mint(["create", "--role", "athlete", "--athlete", world.outsiderId, "--name", "outsider"]);
    const coach = await signUp("Carla Coach");
    await join(coach, world.organizationId, "coach", world.keys.admin);

    const relayPath = `${competition}/relays/${String(relay.id)}`;
    const body = { number: 1, startsAt: "2026-12-12T09:00:00Z", firingPoints: points(4) };
    const operations: Array<{ name: string; write: boolean; call: (key: string | null) => Promise<number> }> = [
      { name: "list", write: false, call: async (key) => (await api.get(`${competition}/relays`, { key })).status },
      { name: "read", write: false, call: async (key) => (await api.get(relayPath, { key })).status },
      { name: "start list", write: false, call: async (key) => (await api.get(`${competition}/start-list`, { key })).status },
      {
        name: "create",
        write: true,
        call: async (key) => (await api.post(`${competition}/relays`, { ...body, number: 50 }, { key })).status,
      },
      { name: "replace", write: true, call: async (key) => (await api.put(relayPath, body, { key })).status },
      { name: "squad", write: true, call: async (key) => (await api.post(`${competition}/relays/squad`, {}, { key })).status },
      {
        name: "place",
        write: true,
        call: async (key) =>
          (await api.put(`${competition}/relays/placements/${entryId}`, { relayId: relay.id, firingPoint: "2" }, { key })).status,
      },
    ];
    const principals: Record<string, { key: string | null; reads: number; writes: number }> = {
      anonymous: { key: null, reads: 401, writes: 401 },
      admin: { key: world.keys.admin, reads: 200, writes: 200 },
      "competition admin of the host": { key: world.keys.competitionAdmin, reads: 200, writes: 200 },
      "competition admin of another club": { key: otherCompetitionAdmin, reads: 403, writes: 403 },
      "staff of the host": { key: world.keys.staff, reads: 200, writes: 403 },
      "staff of another club": { key: world.keys.otherStaff, reads: 403, writes: 403 },
      athlete: { key: world.keys.athlete, reads: 200, writes: 403 },
      "another athlete": { key: world.keys.teammate, reads: 200, writes: 403 },
      "an athlete of another club": { key: outsider, reads: 200, writes: 403 },
    };
    for (const [who, { key, reads, writes }] of Object.entries(principals)) {
      for (const operation of operations) {
        const got = await operation.call(key);
        const expected = operation.write ? writes : reads;
        expect(operation.write && expected === 200 ? [200, 201, 409] : [expected], `${operation.name} as ${who}: ${got}`).toContain(got);
        if (operation.name === "create" && got === 201) {
          const made = (await api.get(`${competition}/relays`)).body.items as Body[];
          const fifty = made.find((r) => r.number === 50);
          expect((await api.send("DELETE", `${competition}/relays/${String(fifty?.id)}`, { key })).status).toBe(204);
        }
      }
    }
    // A coach (a person) reads no relays and writes none.
    for (const [method, path, json] of [
      ["GET", `${competition}/relays`, undefined],
      ["GET", `${competition}/start-list`, undefined],
      ["POST", `${competition}/relays`, { ...body, number: 51 }],
      ["POST", `${competition}/relays/squad`, {}],
    ] as const) {
      expect((await asPerson(coach, method, path, json)).status, `${method} ${path} as a coach`).toBe(403);
    }
    // The start list an athlete reads holds only their own entries; their teammate sees none of them.
    const own = (await api.get(`${competition}/start-list`, { key: world.keys.athlete })).body;
    const placedFor = (list: Body) =>
      (list.relays as Array<{ points: Array<{ entry: Body | null }> }>).flatMap((r) => r.points.filter((p) => p.entry).map((p) => p.entry));
    expect(placedFor(own).map((e) => e?.athleteId)).toEqual([world.athleteId]);
    expect(placedFor((await api.get(`${competition}/start-list`, { key: world.keys.teammate })).body)).toEqual([]);
  });

  test("relays: a number twice is 409, If-Match guards, a new number moves the entries, a point in use or a relay with entries is 409", async ({
    api,
    world,
  }) => {
    const competition = await freshCompetition(api, world);
    const official = { key: world.keys.competitionAdmin };
    const one = created(await api.post(`${competition}/relays`, { number: 1, firingPoints: ["1", "2", "3"] }, official));
    expect(one).toMatchObject({ number: 1, startsAt: null, firingPoints: ["1", "2", "3"], resultsHeld: false });
    const twice = expectProblem(await api.post(`${competition}/relays`, { number: 1, firingPoints: ["1"] }, official), 409, "conflict");
    expect(twice.detail).toMatch(/already has a relay 1: choose another number/);
    const path = `${competition}/relays/${String(one.id)}`;
    const entryId = await enter(api, competition, world.athleteId);
    const placed = await api.put(`${competition}/relays/placements/${entryId}`, { relayId: one.id, firingPoint: "2" }, official);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const read = await api.get(path, official);
    const etag = String(read.headers.etag);
    const renumbered = await api.put(
      path,
      { number: 7, startsAt: "2026-12-12T10:30:00+01:00", firingPoints: ["1", "2", "3", "4"], resultsHeld: true },
      { ...official, headers: { "if-match": etag } },
    );
    expect(renumbered.status, JSON.stringify(renumbered.body)).toBe(200);
    expect(renumbered.body).toMatchObject({ number: 7, startsAt: "2026-12-12T09:30:00.000Z", resultsHeld: true });
    expectProblem(await api.put(path, { number: 8, firingPoints: ["1"] }, { ...official, headers: { "if-match": etag } }), 412);
    const list = (await api.get(`${competition}/start-list`, official)).body;
    const relays = list.relays as Array<{ number: number; points: Array<{ firingPoint: string; entry: Body | null }> }>;
    expect(relays[0]?.number).toBe(7);
    expect(relays[0]?.points.find((p) => p.firingPoint === "2")?.entry?.entryId).toBe(entryId);

    const inUse = expectProblem(await api.put(path, { number: 7, firingPoints: ["1", "3"] }, official), 409, "conflict");
    expect(inUse.detail).toMatch(/Firing point 2 of relay 7 is taken \(Emma Lind .*\): move this entry to another point first/);
    const withEntries = expectProblem(await api.send("DELETE", path, official), 409, "conflict");
    expect(withEntries.detail).toMatch(/Relay 7 still has 1 entry \(Emma Lind .*\): move them to another relay or take them off it first/);

    expect((await api.put(`${competition}/relays/placements/${entryId}`, { relayId: null, firingPoint: null }, official)).status).toBe(200);
    expect((await api.send("DELETE", path, official)).status).toBe(204);
    expectProblem(await api.get(path, official), 404);
    expectProblem(await api.put(path, { number: 7, firingPoints: ["1"] }, official), 404);
  });

  test("squad spreads each club across relays, answers the rest as unplaced, and a taken point is 409 when moving by hand", async ({
    api,
    world,
  }) => {
    const competition = await freshCompetition(api, world);
    const official = { key: world.keys.competitionAdmin };
    const empty = (await api.post(`${competition}/relays/squad`, {}, official)).body;
    expect(empty).toEqual({ placements: [], unplaced: [] });

    const home = [
      world.athleteId,
      world.teammateId,
      await athlete(api, world.organizationId, "Hanna"),
      await athlete(api, world.organizationId, "Ida"),
    ];
    const away = [world.outsiderId, await athlete(api, world.otherOrganizationId, "Olle")];
    const entries = new Map<string, string>();
    for (const id of [...home, ...away]) entries.set(id, await enter(api, competition, id));
    const noRelays = (await api.post(`${competition}/relays/squad`, {}, official)).body;
    expect(noRelays.placements).toEqual([]);
    expect((noRelays.unplaced as Body[]).map((u) => u.reason)).toEqual(Array(6).fill("no-relays"));

    const r1 = created(
      await api.post(`${competition}/relays`, { number: 1, startsAt: "2026-12-12T09:00:00Z", firingPoints: ["1", "2"] }, official),
    );
    const r2 = created(
      await api.post(`${competition}/relays`, { number: 2, startsAt: "2026-12-12T11:00:00Z", firingPoints: ["1", "2"] }, official),
    );
    const squad = await api.post(`${competition}/relays/squad`, {}, official);
    expect(squad.status, JSON.stringify(squad.body)).toBe(200);
    const placements = squad.body.placements as Array<{ entryId: string; athleteId: string; relayNumber: number; firingPoint: string }>;
    const unplaced = squad.body.unplaced as Body[];
    expect(placements).toHaveLength(4);
    expect(unplaced).toHaveLength(2);
    expect(unplaced[0]).toMatchObject({
      reason: "relays-full",
      detail: expect.stringMatching(/add a relay or firing points, then squad again/),
    });
    // The home club (four entries) is on both relays, two each; the same request again places nothing new.
    const homeRelays = placements.filter((p) => home.includes(p.athleteId)).map((p) => p.relayNumber);
    expect(new Set(homeRelays)).toEqual(new Set([1, 2]));
    expect(new Set(placements.map((p) => `${p.relayNumber}/${p.firingPoint}`)).size).toBe(4);
    const again = (await api.post(`${competition}/relays/squad`, {}, official)).body;
    expect(again.placements).toEqual([]);

    // By hand: a taken point is 409 naming who; a free one moves the entry; null takes it off.
    const left = String(unplaced[0]?.entryId);
    const taken = placements[0];
    const refused = expectProblem(
      await api.put(
        `${competition}/relays/placements/${left}`,
        { relayId: taken?.relayNumber === 1 ? r1.id : r2.id, firingPoint: taken?.firingPoint },
        official,
      ),
      409,
      "conflict",
    );
    expect(refused.detail).toMatch(/already shoots on firing point \w+ of relay \d: move them first, or choose a free point/);
    const off = await api.put(`${competition}/relays/placements/${String(taken?.entryId)}`, { relayId: null, firingPoint: null }, official);
    expect(off.body).toMatchObject({ relayId: null, relayNumber: null, firingPoint: null });
    const moved = await api.put(
      `${competition}/relays/placements/${left}`,
      { relayId: taken?.relayNumber === 1 ? r1.id : r2.id, firingPoint: taken?.firingPoint },
      { ...official, headers: { "if-match": '"not-the-tag"' } },
    );
    expectProblem(moved, 412);
    const movedNow = await api.put(
      `${competition}/relays/placements/${left}`,
      { relayId: taken?.relayNumber === 1 ? r1.id : r2.id, firingPoint: taken?.firingPoint },
      official,
    );
    expect(movedNow.status, JSON.stringify(movedNow.body)).toBe(200);
    expect(movedNow.headers.etag).toBeTruthy();

    // 422s: a relay of no one, a point the relay does not have, one without the other; an unknown entry is 404.
    const place = `${competition}/relays/placements/${left}`;
    expect(
      Object.keys(fieldErrors(expectProblem(await api.put(place, { relayId: world.competitionId, firingPoint: "1" }, official), 422))),
    ).toEqual(["/relayId"]);
    expect(fieldErrors(expectProblem(await api.put(place, { relayId: r1.id, firingPoint: "99" }, official), 422))).toHaveProperty(
      "/firingPoint",
    );
    expect(fieldErrors(expectProblem(await api.put(place, { relayId: r1.id, firingPoint: null }, official), 422))).toHaveProperty(
      "/firingPoint",
    );
    expectProblem(
      await api.put(`${competition}/relays/placements/${world.competitionId}`, { relayId: null, firingPoint: null }, official),
      404,
    );
    expectProblem(await api.put(`${competition}/relays/placements/not-a-uuid`, { relayId: null, firingPoint: null }, official), 400);
  });

  test("hostile input is a 4xx that names the field, never a 5xx", async ({ api, world }) => {
    const competition = await freshCompetition(api, world);
    const relays = `${competition}/relays`;
    const long = "x".repeat(10_000);
    const bad: Array<[unknown, string]> = [
      [{ number: 1, firingPoints: points(10_000) }, "/firingPoints"],
      [{ number: 1, firingPoints: [long] }, "/firingPoints/0"],
      [{ number: 1, firingPoints: [] }, "/firingPoints"],
      [{ number: 1, firingPoints: ["1", "1"] }, "/firingPoints/1"],
      [{ number: 1, firingPoints: ["1|2"] }, "/firingPoints/0"],
      [{ number: 0, firingPoints: ["1"] }, "/number"],
      [{ number: 1e9, firingPoints: ["1"] }, "/number"],
      [{ number: "one", firingPoints: ["1"] }, "/number"],
      [{ number: 1.5, firingPoints: ["1"] }, "/number"],
      [{ number: 1, firingPoints: ["1"], startsAt: "2026-02-30T09:00:00Z" }, "/startsAt"],
      [{ number: 1, firingPoints: ["1"], resultsHeld: "yes" }, "/resultsHeld"],
      [{ number: 1, firingPoints: "1-10" }, "/firingPoints"],
    ];
    for (const [json, field] of bad) {
      const problem = expectProblem(await api.post(relays, json), 422, "validation_failed");
      expect(fieldErrors(problem), JSON.stringify(json).slice(0, 80)).toHaveProperty(field);
    }
    expectProblem(await api.send("POST", relays, { raw: "{not json", contentType: "application/json" }), 400);
    expectProblem(await api.send("POST", relays, { raw: long, contentType: "text/plain" }), 415);
    expectProblem(await api.post(`/api/competitions/${world.athleteId}/relays`, { number: 1, firingPoints: ["1"] }), 404);
    expectProblem(await api.get(`${competition}/start-list?format=docx`), 400);
    const relay = created(await api.post(relays, { number: 999, firingPoints: points(500) }));
    expect((relay.firingPoints as string[]).length).toBe(500);
    expectProblem(await api.put(`${relays}/${String(relay.id)}`, { number: 1, firingPoints: [long] }), 422);
    expectProblem(await api.put(`${competition}/relays/placements/${String(relay.id)}`, { relayId: relay.id, firingPoint: long }), 422);
  });

  test("the start list downloads as CSV with stable columns and as a PDF in the reader's language", async ({ api, world }) => {
    const competition = await freshCompetition(api, world, "Start List Cup");
    created(await api.post(`${competition}/relays`, { number: 1, startsAt: "2026-12-12T09:00:00Z", firingPoints: ["1", "2"] }));
    await enter(api, competition, world.athleteId);
    await api.post(`${competition}/relays/squad`, {});
    const csv = await fetchText(api, `${competition}/start-list?format=csv`);
    expect(csv.type).toContain("text/csv");
    expect(csv.disposition).toMatch(/attachment; filename="start-list-Start-List-Cup\.csv"/);
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toBe("relay,startsAt,firingPoint,bib,athleteName,organization,courseOfFire,status,entryId");
    expect(lines[1]).toMatch(/^1,2026-12-12T09:00:00\.000Z,1,,Emma Lind /);
    expect(lines[2]).toBe("1,2026-12-12T09:00:00.000Z,2,,,,,,");
    for (const language of ["de", "sv", "en"]) {
      const pdf = await fetchText(api, `${competition}/start-list?format=pdf`, { "accept-language": language });
      expect(pdf.type).toBe("application/pdf");
      expect(pdf.text.startsWith("%PDF")).toBe(true);
    }
  });

  test("the athlete's calendar feed holds each start with its relay and firing point at the relay's time", async ({ api, world }) => {
    const competition = await freshCompetition(api, world, "Feed Cup");
    const relay = created(
      await api.post(`${competition}/relays`, { number: 3, startsAt: "2026-12-12T13:15:00Z", firingPoints: ["A1", "A2"] }),
    );
    const entryId = await enter(api, competition, world.teammateId);
    expect((await api.put(`${competition}/relays/placements/${entryId}`, { relayId: relay.id, firingPoint: "A2" })).status).toBe(200);
    const renewed = await api.send("POST", `/api/athletes/${world.teammateId}/calendar-feed`);
    expect(renewed.status).toBe(201);
    const feed = renewed.body;
    const text = await (await fetch(String(feed.url))).text();
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain(`UID:start-${entryId}@rangebook`);
    expect(unfolded).toContain("SUMMARY:Feed Cup: relay 3\\, firing point A2");
    expect(unfolded).toContain("DTSTART:20261212T131500Z");
    expect(unfolded).toContain("DTEND:20261212T141500Z");
  });
});
