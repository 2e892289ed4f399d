// Match day's specs start from the same competition: one of the world's host, with a decimal air
// rifle course of two series (of ten, 218 at most, unless said), relays when asked, and a way to
// enter an athlete on it.
import { randomUUID } from "node:crypto";
import { type Api, type Body, created, type World } from "../fixtures";
import { mintKey } from "./servers";

export async function decimalMatch(
  api: Api,
  world: World,
  {
    code,
    name,
    startDate,
    shotsPerSeries = 10,
    innerTens,
    relays = [],
  }: {
    code: string;
    name: string;
    startDate: string;
    /** Shots in each of the two series: 10 unless said. */
    shotsPerSeries?: number;
    innerTens?: boolean;
    /** Relays to make, each with firing points 1 to 4. */
    relays?: number[];
  },
) {
  const tag = randomUUID().slice(0, 6);
  const shotCount = 2 * shotsPerSeries;
  const course = created(
    await api.post("/api/courses-of-fire", {
      name: `Air rifle ${shotCount} ${tag}`,
      code: `${code}-${tag}`,
      shotCount,
      maxScore: Math.round(shotCount * 10.9),
      seriesCount: 2,
      shotsPerSeries,
      scoring: "decimal",
      ...(innerTens === undefined ? {} : { innerTens }),
    }),
  );
  const competitionId = String(
    created(await api.post("/api/competitions", { organizationId: world.organizationId, name: `${name} ${tag}`, startDate })).id,
  );
  const base = `/api/competitions/${competitionId}`;
  for (const number of relays) created(await api.post(`${base}/relays`, { number, firingPoints: ["1", "2", "3", "4"] }));
  /** Enters the athlete on the course, with a bib, relay and firing point when given. */
  const enter = async (athleteId: string, place: Body = {}) =>
    String(created(await api.post(`${base}/entries`, { athleteId, courseOfFireId: course.id, ...place })).id);
  return { tag, course, competitionId, base, enter };
}

/** A competition admin's API key for an organization, made by the key command as an operator would. */
export const competitionAdminKey = (organizationId: string, name: string) =>
  mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", [
    "create",
    "--role",
    "competition-admin",
    "--organization",
    organizationId,
    "--name",
    name,
  ]);
