// Idempotency-Key on writes (API section 12): a write retried after its answer was lost is answered
// from the first, and nothing is written twice.
import { randomUUID } from "node:crypto";
import { type Api, type Body, created, expect, expectProblem, test } from "../fixtures";

const withKey = (key: string, headers: Record<string, string> = {}) => ({ headers: { "idempotency-key": key, ...headers } });

async function entriesNoted(api: Api, athleteId: string, notes: string): Promise<Body[]> {
  const items = (await api.get(`/api/athletes/${athleteId}/journal?limit=200`)).body.items as Body[];
  return items.filter((entry) => entry.notes === notes);
}

test.describe("Idempotency-Key (API section 12)", () => {
  test("a retried POST gets the first answer, marked replayed, and creates one entry", async ({ api, world }) => {
    const journal = `/api/athletes/${world.athleteId}/journal`;
    const notes = `once ${randomUUID()}`;
    const body = { sessionDate: "2031-01-02T17:00:00Z", notes };
    const key = randomUUID();
    const first = await api.post(journal, body, withKey(key));
    expect(first.status).toBe(201);
    expect(first.headers["idempotency-replayed"]).toBeUndefined();
    const again = await api.post(journal, body, withKey(key));
    expect(again.status).toBe(201);
    expect(again.headers["idempotency-replayed"]).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await entriesNoted(api, world.athleteId, notes)).toHaveLength(1);

    // Without the key, the same body is a new write.
    created(await api.post(journal, body));
    expect(await entriesNoted(api, world.athleteId, notes)).toHaveLength(2);
  });

  test("a retried PUT and DELETE are answered from the first, not run again (no 412, no 404)", async ({ api, world }) => {
    const entry = created(await api.post(`/api/athletes/${world.athleteId}/journal`, { sessionDate: "2031-01-03T17:00:00Z" }));
    const path = `/api/athletes/${world.athleteId}/journal/${String(entry.id)}`;
    const etag = String((await api.get(path)).headers.etag);
    const series = { scoreSeries: [{ seriesNumber: 1, score: 99 }] };
    const key = randomUUID();
    const put = await api.put(`${path}/series`, series, withKey(key, { "if-match": etag }));
    expect(put.status).toBe(200);
    // The ETag sent is stale now: run again, this would be 412.
    const replayed = await api.put(`${path}/series`, series, withKey(key, { "if-match": etag }));
    expect(replayed.status).toBe(200);
    expect(replayed.headers["idempotency-replayed"]).toBe("true");
    expect(replayed.body).toEqual(put.body);

    const deleteKey = randomUUID();
    expect((await api.send("DELETE", path, withKey(deleteKey))).status).toBe(204);
    const deletedAgain = await api.send("DELETE", path, withKey(deleteKey));
    expect(deletedAgain.status).toBe(204);
    expect(deletedAgain.headers["idempotency-replayed"]).toBe("true");
    expectProblem(await api.send("DELETE", path), 404);
  });

  test("the same key with a different body or path is 422; a key that is not 1-200 printable characters is 400", async ({ api, world }) => {
    const journal = `/api/athletes/${world.athleteId}/journal`;
    const notes = `different ${randomUUID()}`;
    const key = randomUUID();
    created(await api.post(journal, { sessionDate: "2031-01-04T17:00:00Z", notes }, withKey(key)));
    const otherBody = expectProblem(
      await api.post(journal, { sessionDate: "2031-01-04T17:00:00Z", notes: `${notes}!` }, withKey(key)),
      422,
      "idempotency_key_reused",
    );
    expect(otherBody.detail).toBe("This Idempotency-Key was already used for a different request; send this one with a new key.");
    expectProblem(
      await api.post(`/api/athletes/${world.teammateId}/journal`, { sessionDate: "2031-01-04T17:00:00Z", notes }, withKey(key)),
      422,
      "idempotency_key_reused",
    );
    expect(await entriesNoted(api, world.athleteId, notes)).toHaveLength(1);
    expect(await entriesNoted(api, world.athleteId, `${notes}!`)).toHaveLength(0);

    const tooLong = expectProblem(await api.post(journal, { sessionDate: "2031-01-04T17:00:00Z" }, withKey("k".repeat(201))), 400);
    expect(tooLong.detail).toMatch(/1 to 200 printable/);
  });

  test("keys are per principal: another key's same Idempotency-Key is its own write", async ({ api, world }) => {
    const journal = `/api/athletes/${world.athleteId}/journal`;
    const notes = `per principal ${randomUUID()}`;
    const key = randomUUID();
    created(await api.post(journal, { sessionDate: "2031-01-05T17:00:00Z", notes }, withKey(key)));
    const athlete = await api.post(journal, { sessionDate: "2031-01-05T18:00:00Z", notes }, { key: world.keys.athlete, ...withKey(key) });
    expect(athlete.status).toBe(201);
    expect(athlete.headers["idempotency-replayed"]).toBeUndefined();
    expect(await entriesNoted(api, world.athleteId, notes)).toHaveLength(2);
  });

  test("two requests with one key at once: one write, the other 409 (retry later) or the first answer", async ({ api, world }) => {
    const journal = `/api/athletes/${world.athleteId}/journal`;
    const notes = `at once ${randomUUID()}`;
    const body = { sessionDate: "2031-01-06T17:00:00Z", notes };
    const key = randomUUID();
    const replies = await Promise.all([api.post(journal, body, withKey(key)), api.post(journal, body, withKey(key))]);
    const written = replies.filter((r) => r.status === 201 && r.headers["idempotency-replayed"] === undefined);
    expect(written).toHaveLength(1);
    const [other] = replies.filter((r) => r !== written[0]);
    if (other?.status === 409) {
      expectProblem(other, 409, "idempotency_key_in_use");
      expect(other.headers["retry-after"]).toBe("1");
    } else {
      expect(other?.headers["idempotency-replayed"]).toBe("true");
      expect(other?.body.id).toBe(written[0]?.body.id);
    }
    expect(await entriesNoted(api, world.athleteId, notes)).toHaveLength(1);
    // Once the first has answered, the retry gets its answer.
    const retry = await api.post(journal, body, withKey(key));
    expect(retry.headers["idempotency-replayed"]).toBe("true");
    expect(retry.body.id).toBe(written[0]?.body.id);
  });
});
