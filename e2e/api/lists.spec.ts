import { randomUUID } from "node:crypto";
import { type Body, created, expect, expectProblem, test } from "../fixtures";

type Item = Body & { id: string };
const items = (body: Body) => body.items as Item[];

test.describe("lists", () => {
  test("every list answers { items, nextCursor } and refuses bad limits and cursors", async ({ api, world }) => {
    const classification = `/api/competitions/${world.competitionId}/classifications`;
    const lists = [
      "/api/organizations",
      `/api/organizations/${world.organizationId}/addresses`,
      `/api/organizations/${world.organizationId}/news/authors`,
      "/api/athletes",
      `/api/athletes/${world.athleteId}/journal`,
      `/api/athletes/${world.athleteId}/calendar-events`,
      `/api/athletes/${world.athleteId}/equipment-profiles`,
      `/api/athletes/${world.athleteId}/profile-images`,
      "/api/courses-of-fire",
      "/api/competitions",
      `/api/competitions/${world.competitionId}/entries`,
      classification,
    ];
    for (const path of lists) {
      const reply = await api.get(`${path}?limit=1`);
      expect(reply.status, path).toBe(200);
      expect(Object.keys(reply.body).sort(), path).toEqual(["items", "nextCursor"]);
      expect(Array.isArray(reply.body.items), path).toBe(true);
      expect(items(reply.body).length, path).toBeLessThanOrEqual(1);
      for (const bad of ["limit=0", "limit=201", "limit=ten", "cursor=not-a-cursor"]) {
        const problem = expectProblem(await api.get(`${path}?${bad}`), 400, "bad_request");
        expect(problem.detail, `${path}?${bad}`).toMatch(/limit|cursor/);
      }
    }
  });

  test("pages cover everything that existed once, with concurrent inserts in between", async ({ api, world }) => {
    const athleteId = String(
      created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Page", lastName: "Turner" })).id,
    );
    const journal = `/api/athletes/${athleteId}/journal`;
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + (n % 20), 12)).toISOString();
    const initial: string[] = [];
    for (let n = 0; n < 30; n += 1) initial.push(String(created(await api.post(journal, { sessionDate: day(n) })).id));

    const seen: string[] = [];
    const order: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply = await api.get(`${journal}?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(reply.status).toBe(200);
      seen.push(...items(reply.body).map((e) => e.id));
      order.push(...items(reply.body).map((e) => `${String(e.sessionDate)} ${e.id}`));
      cursor = reply.body.nextCursor as string | null;
      pages += 1;
      // Meanwhile others write: entries that sort before, among and after the ones already read.
      await Promise.all([0, 7, 19].map((n) => api.post(journal, { sessionDate: day(n) })));
    } while (cursor && pages < 50);

    expect(new Set(seen).size).toBe(seen.length);
    for (const id of initial) expect(seen).toContain(id);
    expect(order).toEqual([...order].sort().reverse());
    expect(pages).toBeGreaterThanOrEqual(5);
  });

  test("the journal is newest first and filters by date range, discipline and session type in any case, and course of fire", async ({
    api,
    world,
  }) => {
    const athleteId = String(
      created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Filter", lastName: "Fan" })).id,
    );
    const journal = `/api/athletes/${athleteId}/journal`;
    const rows = [
      { sessionDate: "2026-03-01T10:00:00Z", discipline: "Air Rifle", sessionType: "Training" },
      { sessionDate: "2026-03-05T10:00:00Z", discipline: "Air Pistol", sessionType: "Training" },
      { sessionDate: "2026-03-09T10:00:00Z", discipline: "Air Rifle", sessionType: "Competition" },
      { sessionDate: "2026-04-01T10:00:00Z", discipline: "Air Rifle", sessionType: "Training", courseOfFireId: world.courseOfFireId },
    ];
    for (const row of rows) created(await api.post(journal, row));
    const dates = async (query: string) =>
      items((await api.get(`${journal}?${query}`)).body).map((e) => String(e.sessionDate).slice(0, 10));
    expect(await dates("")).toEqual(["2026-04-01", "2026-03-09", "2026-03-05", "2026-03-01"]);
    expect(await dates("from=2026-03-02&to=2026-03-31")).toEqual(["2026-03-09", "2026-03-05"]);
    expect(await dates("discipline=Air%20Rifle")).toEqual(["2026-04-01", "2026-03-09", "2026-03-01"]);
    expect(await dates("discipline=Air%20Rifle&sessionType=Training&to=2026-03-31T23:59:59Z")).toEqual(["2026-03-01"]);
    // Typed as a person types: any case, spaces around.
    expect(await dates("discipline=%20air%20rifle%20")).toEqual(["2026-04-01", "2026-03-09", "2026-03-01"]);
    expect(await dates("sessionType=COMPETITION")).toEqual(["2026-03-09"]);
    expect(await dates(`courseOfFireId=${world.courseOfFireId}`)).toEqual(["2026-04-01"]);
    expectProblem(await api.get(`${journal}?courseOfFireId=AR60`), 400);
    const problem = expectProblem(await api.get(`${journal}?from=2026-04-01&to=2026-03-01`), 400);
    expect(problem["?to"]).toBe("must not be before from");
    expectProblem(await api.get(`${journal}?from=yesterday`), 400);
  });

  test("lists follow scope: own organization, own athlete, host competitions", async ({ api, world }) => {
    const orgs = items((await api.get("/api/organizations", { key: world.keys.staff })).body).map((o) => o.id);
    expect(orgs).toEqual([world.organizationId]);
    expect(items((await api.get("/api/organizations", { key: world.keys.athlete })).body).map((o) => o.id)).toEqual([world.organizationId]);

    const athletes = items((await api.get("/api/athletes?limit=200", { key: world.keys.staff })).body);
    expect(athletes.every((a) => a.organizationId === world.organizationId)).toBe(true);
    expect(athletes.map((a) => a.id)).toEqual(expect.arrayContaining([world.athleteId, world.teammateId]));
    expectProblem(await api.get(`/api/athletes?organizationId=${world.otherOrganizationId}`, { key: world.keys.staff }), 403);
    expect(items((await api.get("/api/athletes", { key: world.keys.athlete })).body).map((a) => a.id)).toEqual([world.athleteId]);
    const other = items((await api.get(`/api/athletes?organizationId=${world.otherOrganizationId}&limit=200`)).body);
    expect(other.map((a) => a.id)).toContain(world.outsiderId);
    expect(other.every((a) => a.organizationId === world.otherOrganizationId)).toBe(true);
    expect(other.map((a) => a.id)).not.toContain(world.athleteId);
    const names = items((await api.get(`/api/athletes?organizationId=${world.organizationId}&limit=200`)).body).map(
      (a) => `${a.lastName} ${a.firstName}`,
    );
    expect(names).toEqual([...names].sort());

    const hosted = items(
      (await api.get(`/api/competitions?organizationId=${world.otherOrganizationId}`, { key: world.keys.athlete })).body,
    );
    expect(hosted.map((c) => c.id)).toEqual([world.otherCompetitionId]);
    expectProblem(await api.get(`/api/organizations/${world.organizationId}/addresses`, { key: world.keys.athlete }), 403);
    expectProblem(await api.get(`/api/athletes/${world.athleteId}/journal`, { key: world.keys.staff }), 403);
    expectProblem(
      await api.get(`/api/competitions/${world.otherCompetitionId}/classifications`, { key: world.keys.competitionAdmin }),
      403,
    );
    expectProblem(await api.get(`/api/athletes/${randomUUID()}/journal`), 404);
  });
});
