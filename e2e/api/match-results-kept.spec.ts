// The public's result list is kept per revision of the competition's results (decision 021, issue
// 37 point 8): through the real endpoints, a screen never gets a stale list after a score write, a
// relay held back, a placement, a publication or a reopening; the JSON carries an ETag and a screen
// that already has the list gets 304 with no body, until the list changes.
import { executeSql } from "../support/databases";
import { decimalMatch } from "../support/match";
import { type Api, type Body, created, expect, test, type World } from "../fixtures";

const databaseUrl = () => process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";
type Row = { athleteName: string; score: number | null; rank: number | null };

async function liveMatch(api: Api, world: World) {
  const { competitionId, base, enter } = await decimalMatch(api, world, {
    code: "K20",
    name: "Kept",
    startDate: "2027-03-06",
  });
  const entries = { athlete: await enter(world.athleteId), teammate: await enter(world.teammateId) };
  const relay = created(await api.post(`${base}/relays`, { number: 1, firingPoints: ["1", "2"] }));
  const other = created(await api.post(`${base}/relays`, { number: 2, firingPoints: ["1", "2"] }));
  for (const [entryId, point] of [
    [entries.athlete, "1"],
    [entries.teammate, "2"],
  ] as const) {
    expect((await api.put(`${base}/relays/placements/${entryId}`, { relayId: relay.id, firingPoint: point })).status).toBe(200);
  }
  await executeSql(databaseUrl(), [`UPDATE "Competition" SET "liveResults" = TRUE WHERE "id" = '${competitionId}'`]);
  const score = async (entryId: string, scores: number[]) => {
    const reply = await api.put(`${base}/entries/${entryId}/score`, {
      series: scores.map((s, i) => ({ seriesNumber: i + 1, score: s, innerTens: null })),
    });
    expect(reply.status).toBe(200);
  };
  return { base, competitionId, entries, relay, other, score, publicList: `/api/public/competitions/${competitionId}/results` };
}

const rowsOf = (body: Body) => (body.rows as Row[]).map((r) => [r.athleteName.split(" ")[0], r.score]);

test.describe("the public's kept result list (issue 37 point 8)", () => {
  test("never stale after a score write, a held relay, a placement, a publication or a reopening", async ({ api, world }) => {
    const m = await liveMatch(api, world);
    const read = async () => (await api.get(m.publicList, { key: null })).body;

    await m.score(m.entries.athlete, [100, 100]);
    expect(rowsOf(await read())).toContainEqual(["Emma", 200]);
    expect(rowsOf(await read())).toContainEqual(["Emma", 200]); // kept

    // A score write: the next read shows it, on every screen.
    await m.score(m.entries.athlete, [100, 101.5]);
    expect(rowsOf(await read())).toContainEqual(["Emma", 201.5]);
    await m.score(m.entries.teammate, [99, 99]);
    const both = await read();
    expect((both.rows as Row[]).map((r) => r.score)).toEqual([201.5, 198]);

    // Relay 1 held back: nobody of it on the public list; released: back.
    const relayPath = `${m.base}/relays/${String(m.relay.id)}`;
    expect((await api.put(relayPath, { number: 1, firingPoints: ["1", "2"], resultsHeld: true })).status).toBe(200);
    expect(rowsOf(await read())).toEqual([]);
    expect((await api.put(relayPath, { number: 1, firingPoints: ["1", "2"], resultsHeld: false })).status).toBe(200);
    expect(rowsOf(await read())).toHaveLength(2);

    // A placement onto the held relay 2 takes the entry off the public list.
    expect(
      (await api.put(`${m.base}/relays/${String(m.other.id)}`, { number: 2, firingPoints: ["1", "2"], resultsHeld: true })).status,
    ).toBe(200);
    expect(rowsOf(await read())).toHaveLength(2);
    expect((await api.put(`${m.base}/relays/placements/${m.entries.teammate}`, { relayId: m.other.id, firingPoint: "1" })).status).toBe(
      200,
    );
    expect(rowsOf(await read())).toEqual([["Emma", 201.5]]);

    // Publishing, then reopening.
    expect((await api.post(`${m.base}/results/publish`, {})).status).toBe(200);
    expect((await read()).status).toBe("official");
    expect((await api.send("DELETE", `${m.base}/results/publish`, { json: { reason: "Protest on relay 1" } })).status).toBe(200);
    expect((await read()).status).toBe("provisional");
    await m.score(m.entries.athlete, [100, 102]);
    expect(rowsOf(await read())).toEqual([["Emma", 202]]);
  });

  test("an ETag, and 304 to a screen that already has the list until a write changes it", async ({ api, world }) => {
    const m = await liveMatch(api, world);
    await m.score(m.entries.athlete, [100, 100]);
    const first = await api.get(m.publicList, { key: null });
    expect(first.status).toBe(200);
    const etag = first.headers.etag ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=2");

    const again = await api.get(m.publicList, { key: null, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect((await api.get(m.publicList, { key: null, headers: { "if-none-match": `W/${etag}, "other"` } })).status).toBe(304);
    expect((await api.get(m.publicList, { key: null, headers: { "if-none-match": '"other"' } })).status).toBe(200);

    await m.score(m.entries.athlete, [100, 100.4]);
    const changed = await api.get(m.publicList, { key: null, headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(rowsOf(changed.body)).toContainEqual(["Emma", 200.4]);

    // The files are answered as before, whole.
    const csv = await api.get(`${m.publicList}?format=csv`, { key: null, headers: { "if-none-match": changed.headers.etag ?? "" } });
    expect(csv.status).toBe(200);
  });
});
