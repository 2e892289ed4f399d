import { expect, expectProblem, test } from "../fixtures";

test("health answers without a key; everything else needs one", async ({ api }) => {
  const health = await api.get("/api/health", { key: null });
  expect(health.status).toBe(200);
  expect(health.body).toEqual({ status: "ok" });
});

test("world fixture builds", async ({ world, api }) => {
  const athlete = await api.get(`/api/athletes/${world.athleteId}`, { key: world.keys.athlete });
  expect(athlete.status).toBe(200);
  expectProblem(await api.get(`/api/athletes/${world.outsiderId}`, { key: world.keys.athlete }), 403, "forbidden");
});
