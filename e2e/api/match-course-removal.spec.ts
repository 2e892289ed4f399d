// A course of fire taken off a competition while it still has entries (issue 37, setup): refused with
// a problem that names the course and says what to do, instead of leaving the entries on a course the
// competition no longer offers; once the entries are withdrawn it goes.
import { type Api, created, expect, expectProblem, test, type World } from "../fixtures";

async function competitionWithTwoCourses(api: Api, world: World) {
  const tag = Math.random().toString(36).slice(2, 8);
  const pistol = String(
    created(await api.post("/api/courses-of-fire", { name: `Air pistol ${tag}`, code: `AP-${tag}`, maxScore: 600 })).id,
  );
  const competition = created(
    await api.post("/api/competitions", {
      organizationId: world.organizationId,
      name: `Two courses ${tag}`,
      startDate: "2027-03-06",
      courseOfFireIds: [world.courseOfFireId, pistol],
    }),
  );
  return { path: `/api/competitions/${String(competition.id)}`, pistol, name: `Air pistol ${tag}` };
}

test("removing a course of fire that still has entries is a 409 naming it; without entries it goes", async ({ api, world }) => {
  const c = await competitionWithTwoCourses(api, world);
  const entry = created(await api.post(`${c.path}/entries`, { athleteId: world.athleteId, courseOfFireId: c.pistol }));
  const body = {
    organizationId: world.organizationId,
    name: "Two courses",
    startDate: "2027-03-06",
    courseOfFireIds: [world.courseOfFireId],
  };

  const refused = expectProblem(await api.put(c.path, body, { key: world.keys.competitionAdmin }), 409, "conflict");
  expect(refused.detail).toBe(
    `The course of fire “${c.name}” still has 1 entry; move or withdraw it first, or keep the course on the competition.`,
  );
  expect((await api.get(c.path)).body.courseOfFireIds).toEqual([world.courseOfFireId, c.pistol]);
  // Keeping the course while changing the rest is fine.
  const kept = await api.put(c.path, { ...body, courseOfFireIds: [c.pistol, world.courseOfFireId] });
  expect(kept.status, JSON.stringify(kept.body)).toBe(200);

  expect((await api.send("DELETE", `${c.path}/entries/${String(entry.id)}`)).status).toBe(204);
  const removed = await api.put(c.path, body);
  expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  expect(removed.body.courseOfFireIds).toEqual([world.courseOfFireId]);
});
