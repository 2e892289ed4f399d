// Match day's specs start from the same competition: one of the world's host, with a decimal air
// rifle course of two series of ten (218 at most), and a way to enter an athlete on it.
import { randomUUID } from "node:crypto";
import { type Api, created, type World } from "../fixtures";

export async function decimalMatch(api: Api, world: World, { code, name, startDate }: { code: string; name: string; startDate: string }) {
  const tag = randomUUID().slice(0, 6);
  const course = created(
    await api.post("/api/courses-of-fire", {
      name: `Air rifle 20 ${tag}`,
      code: `${code}-${tag}`,
      shotCount: 20,
      maxScore: 218,
      seriesCount: 2,
      shotsPerSeries: 10,
      scoring: "decimal",
    }),
  );
  const competitionId = String(
    created(await api.post("/api/competitions", { organizationId: world.organizationId, name: `${name} ${tag}`, startDate })).id,
  );
  const base = `/api/competitions/${competitionId}`;
  const enter = async (athleteId: string) =>
    String(created(await api.post(`${base}/entries`, { athleteId, courseOfFireId: course.id })).id);
  return { tag, course, competitionId, base, enter };
}
