// The read path against a real database: joins, the held relays, shots read only for ties, the
// public's 404 before publishing, publishing and reopening, the entered athlete's access.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "@/lib/auth/policy";
import { useFreshDatabase } from "@/e2e/support/test-database";

type Client = typeof import("@/lib/db/client");
let qb: Client["qb"];
let read: typeof import("./read-results");
let publishing: typeof import("./publish-results");
let teams: typeof import("./results-teams");

const now = new Date();
const stamps = { createdAt: now, updatedAt: now };
const ids = { host: randomUUID(), other: randomUUID(), competition: randomUUID(), course: randomUUID(), junior: randomUUID() };
const entry: Record<string, string> = {};
const athlete: Record<string, string> = {};

const principal = (grants: Principal["grants"], admin = false): Principal => ({
  id: randomUUID(),
  via: "key",
  keyId: null,
  personId: null,
  admin,
  grants,
});

beforeAll(async () => {
  useFreshDatabase();
  ({ qb } = await import("@/lib/db/client"));
  read = await import("./read-results");
  publishing = await import("./publish-results");
  teams = await import("./results-teams");
  await qb
    .insertInto("Organization")
    .values([
      { id: ids.host, name: "Riverside", ...stamps },
      { id: ids.other, name: "Hillside", ...stamps },
    ])
    .execute();
  await qb
    .insertInto("CourseOfFire")
    .values({ id: ids.course, name: "Air Rifle 60", code: `AR60-${ids.course.slice(0, 6)}`, scoring: "decimal", ...stamps })
    .execute();
  await qb
    .insertInto("Competition")
    .values({ id: ids.competition, organizationId: ids.host, name: "Winter Open", startDate: now, ...stamps })
    .execute();
  await qb
    .insertInto("Relay")
    .values([
      { id: randomUUID(), competitionId: ids.competition, number: 1, firingPoints: "1|2|3|4", resultsHeld: false, ...stamps },
      { id: randomUUID(), competitionId: ids.competition, number: 2, firingPoints: "1|2|3|4", resultsHeld: true, ...stamps },
    ])
    .execute();
  await qb
    .insertInto("Classification")
    .values({
      id: ids.junior,
      competitionId: ids.competition,
      name: "Juniors",
      type: 1,
      displayOrder: 1,
      isActive: true,
      isAutoAssigned: false,
      ...stamps,
    })
    .execute();
  // Ana and Bo tie on every series; the last shot separates them. Cy shoots on the held relay 2.
  const people: Array<[string, string, number, string, number[] | null]> = [
    ["Ana", "Berg", 1, ids.host, [10.5, 10.1]],
    ["Bo", "Dahl", 1, ids.host, [10.1, 10.5]],
    ["Cy", "Falk", 2, ids.host, null],
    ["Di", "Gran", 1, ids.other, null],
    ["Ed", "Holm", 1, ids.host, null],
  ];
  for (const [i, [first, last, relay, org, lastShots]] of people.entries()) {
    const athleteId = randomUUID();
    const entryId = randomUUID();
    athlete[first] = athleteId;
    entry[first] = entryId;
    await qb
      .insertInto("Athlete")
      .values({ id: athleteId, organizationId: org, firstName: first, lastName: last, ...stamps })
      .execute();
    const score = first === "Cy" ? 110 : first === "Di" ? 90 : first === "Ed" ? null : 103.2;
    await qb
      .insertInto("CompetitionEntry")
      .values({
        id: entryId,
        competitionId: ids.competition,
        athleteId,
        courseOfFireId: ids.course,
        score,
        relayNumber: relay,
        firingPoint: String(i + 1),
        status: first === "Ed" ? "dns" : "entered",
        scoreCorrected: first === "Bo",
        ...stamps,
      })
      .execute();
    if (score !== null) {
      await qb
        .insertInto("CompetitionSeries")
        .values({ id: randomUUID(), competitionEntryId: entryId, seriesNumber: 1, score, fromShots: lastShots !== null })
        .execute();
    }
    if (lastShots) {
      const shots = [...Array.from({ length: 8 }, () => 10.3), ...lastShots];
      await qb
        .insertInto("CompetitionShot")
        .values(
          shots.map((v, n) => ({
            id: randomUUID(),
            competitionEntryId: entryId,
            seriesNumber: 1,
            shotNumber: n + 1,
            score: Math.floor(v),
            decimalScore: v,
          })),
        )
        .execute();
    }
  }
  await qb
    .insertInto("ClassificationAssignment")
    .values({ id: randomUUID(), classificationId: ids.junior, competitionEntryId: entry.Bo ?? "", createdAt: now })
    .execute();
});

const host = () => principal([{ role: "staff", organizationId: ids.host, athleteId: null }]);

describe("reading a result list", () => {
  it("ranks the course's entries, the shots deciding a tie the series leave, with shots on those rows only", async () => {
    const list = await read.readResults(host(), ids.competition, {});
    expect(list.status).toBe("provisional");
    expect(list.rankingRule).toBe("issf-decimal");
    expect(list.course?.id).toBe(ids.course);
    expect(list.rows.map((r) => [r.athleteName, r.rank, r.decidedBy, r.status])).toEqual([
      ["Cy Falk", 1, null, "entered"],
      ["Bo Dahl", 2, "score", "entered"],
      ["Ana Berg", 3, "shot 10", "entered"],
      ["Di Gran", 4, "score", "entered"],
      ["Ed Holm", null, null, "dns"],
    ]);
    expect(list.rows[1]).toMatchObject({ organizationName: "Riverside", classifications: ["Juniors"], corrected: true, series: [103.2] });
    expect(list.rows[1]?.shots).toHaveLength(10);
    expect(list.rows[0]).not.toHaveProperty("shots");
  });

  it("ranks a class among itself", async () => {
    const list = await read.readResults(host(), ids.competition, { classificationId: ids.junior });
    expect(list.rows.map((r) => [r.athleteName, r.rank])).toEqual([["Bo Dahl", 1]]);
  });

  it("answers 404 for a course or class the competition does not have", async () => {
    await expect(read.readResults(host(), ids.competition, { courseOfFireId: randomUUID() })).rejects.toMatchObject({ status: 404 });
    await expect(read.readResults(host(), ids.competition, { classificationId: randomUUID() })).rejects.toMatchObject({ status: 404 });
  });

  it("lets the host's staff and officials, admins and entered athletes read; refuses others", async () => {
    const may = [
      principal([], true),
      principal([{ role: "competition-admin", organizationId: ids.host, athleteId: null }]),
      principal([{ role: "athlete", organizationId: ids.other, athleteId: athlete.Di ?? "" }]),
    ];
    for (const p of may) expect((await read.readResults(p, ids.competition, {})).rows).toHaveLength(5);
    const mayNot = [
      principal([{ role: "staff", organizationId: ids.other, athleteId: null }]),
      principal([{ role: "competition-admin", organizationId: ids.other, athleteId: null }]),
      principal([{ role: "athlete", organizationId: ids.host, athleteId: randomUUID() }]),
      principal([{ role: "coach", organizationId: ids.host, athleteId: athlete.Ana ?? "" }]),
    ];
    for (const p of mayNot) await expect(read.readResults(p, ids.competition, {})).rejects.toMatchObject({ status: 403 });
  });
});

describe("the public's lists", () => {
  it("are 404 until published, then leave out the held relay and rank the rest", async () => {
    await expect(read.readPublicResults(ids.competition, {})).rejects.toMatchObject({ status: 404 });
    await publishing.publishResults(ids.competition, null);
    const list = await read.readPublicResults(ids.competition, {});
    expect(list.status).toBe("official");
    expect(list.rows.map((r) => r.athleteName)).not.toContain("Cy Falk");
    expect(list.rows[0]).toMatchObject({ athleteName: "Bo Dahl", rank: 1 });
    await expect(publishing.publishResults(ids.competition, null)).rejects.toMatchObject({ status: 409 });
    const reopened = await publishing.reopenResults(ids.competition, "Protest upheld", null);
    expect(reopened.status).toBe("provisional");
    expect(reopened.history.map((h) => [h.change, h.reason])).toEqual([
      ["published", null],
      ["reopened", "Protest upheld"],
    ]);
    await expect(read.readPublicResults(ids.competition, {})).rejects.toMatchObject({ status: 404 });
    await expect(publishing.reopenResults(ids.competition, "again", null)).rejects.toMatchObject({ status: 409 });
  });
});

describe("team results", () => {
  it("take each club's best three, and only the declared teams once one is declared", async () => {
    const best = await teams.readTeamResults(host(), ids.competition, undefined);
    expect(best.declared).toBe(false);
    expect(best.teams.map((t) => [t.name, t.rank, t.total])).toEqual([
      ["Riverside", 1, 316.4],
      ["Hillside", null, 90],
    ]);
    await teams.declareTeam(ids.competition, {
      organizationId: ids.host,
      courseOfFireId: ids.course,
      name: "Riverside I",
      entryIds: [entry.Ana ?? "", entry.Bo ?? "", entry.Ed ?? ""],
    });
    const declared = await teams.readTeamResults(host(), ids.competition, ids.course);
    expect(declared.declared).toBe(true);
    expect(declared.teams.map((t) => [t.name, t.rank, t.members.length])).toEqual([["Riverside I", null, 2]]);
    await expect(
      teams.declareTeam(ids.competition, { organizationId: ids.host, courseOfFireId: ids.course, name: "X", entryIds: [randomUUID()] }),
    ).rejects.toMatchObject({ status: 422 });
  });
});

describe("the public's kept lists (decision 021)", () => {
  const rowsOf = async () => (await read.readPublicResults(ids.competition, {})).rows.map((r) => [r.athleteName, r.score]);

  it("are computed once per revision and never served stale after a score, a held relay, a publication or a reopening", async () => {
    // Live results on, straight in the database: the revision is read from the data, not told by the API.
    await qb.updateTable("Competition").set({ liveResults: true }).where("id", "=", ids.competition).execute();
    const first = await read.readPublicResults(ids.competition, {});
    expect(first.status).toBe("provisional");
    expect(await read.readPublicResults(ids.competition, {})).toBe(first); // kept, not computed again

    // A score write (as the score route makes it: the entry's score and updatedAt).
    await qb
      .updateTable("CompetitionEntry")
      .set({ score: 95, updatedAt: new Date(Date.now() + 1) })
      .where("id", "=", entry.Di ?? "")
      .execute();
    expect(await rowsOf()).toContainEqual(["Di Gran", 95]);

    // Even a write that leaves updatedAt as it was moves the revision when the score changes.
    const { updatedAt } = await qb
      .selectFrom("CompetitionEntry")
      .select("updatedAt")
      .where("id", "=", entry.Di ?? "")
      .executeTakeFirstOrThrow();
    await qb
      .updateTable("CompetitionEntry")
      .set({ score: 96, updatedAt })
      .where("id", "=", entry.Di ?? "")
      .execute();
    expect(await rowsOf()).toContainEqual(["Di Gran", 96]);

    // Relay 1 held back: its entries leave the public list at once; released, they come back.
    await qb
      .updateTable("Relay")
      .set({ resultsHeld: true, updatedAt: new Date() })
      .where("competitionId", "=", ids.competition)
      .where("number", "=", 1)
      .execute();
    expect(await rowsOf()).toEqual([]);
    await qb
      .updateTable("Relay")
      .set({ resultsHeld: false, updatedAt: new Date() })
      .where("competitionId", "=", ids.competition)
      .where("number", "=", 1)
      .execute();
    expect((await rowsOf()).length).toBe(4);

    // Writes that leave every count, sum and last change of the entries as they were, straight in
    // the database: one shot under an unchanged series (it decides Ana's tie with Bo), then two
    // entries' scores swapped. The competition's revision moves with each (its triggers).
    const tied = async () => (await rowsOf()).map(([name]) => name).filter((name) => name === "Ana Berg" || name === "Bo Dahl");
    const before = await tied();
    await qb
      .updateTable("CompetitionShot")
      .set({ decimalScore: 10.9 })
      .where("competitionEntryId", "=", entry.Ana ?? "")
      .where("shotNumber", "=", 10)
      .execute();
    expect(await tied()).toEqual([...before].reverse());
    await qb
      .updateTable("CompetitionEntry")
      .set({ score: 96 })
      .where("id", "=", entry.Ana ?? "")
      .execute();
    await qb
      .updateTable("CompetitionEntry")
      .set({ score: 103.2 })
      .where("id", "=", entry.Di ?? "")
      .execute();
    expect(await rowsOf()).toContainEqual(["Di Gran", 103.2]);
    expect(await rowsOf()).toContainEqual(["Ana Berg", 96]);

    // Publishing and reopening.
    await publishing.publishResults(ids.competition, null);
    expect((await read.readPublicResults(ids.competition, {})).status).toBe("official");
    await publishing.reopenResults(ids.competition, "Protest", null);
    expect((await read.readPublicResults(ids.competition, {})).status).toBe("provisional");

    // A status change and a move to the held relay, straight in the database with updatedAt untouched.
    await qb
      .updateTable("CompetitionEntry")
      .set({ status: "dnf" })
      .where("id", "=", entry.Di ?? "")
      .execute();
    expect((await read.readPublicResults(ids.competition, {})).rows.find((r) => r.athleteName === "Di Gran")?.status).toBe("dnf");
    await qb
      .updateTable("CompetitionEntry")
      .set({ relayNumber: 2 })
      .where("id", "=", entry.Di ?? "")
      .execute();
    expect((await rowsOf()).map(([name]) => name)).not.toContain("Di Gran");

    // A class assignment.
    await qb
      .insertInto("ClassificationAssignment")
      .values({ id: randomUUID(), classificationId: ids.junior, competitionEntryId: entry.Ana ?? "", createdAt: new Date() })
      .execute();
    expect((await read.readPublicResults(ids.competition, { classificationId: ids.junior })).rows).toHaveLength(2);

    // Live results off again: nothing to see.
    await qb.updateTable("Competition").set({ liveResults: false }).where("id", "=", ids.competition).execute();
    await expect(read.readPublicResults(ids.competition, {})).rejects.toMatchObject({ status: 404 });
  });

  it("compute a list once when many ask at the same moment", async () => {
    await qb.updateTable("Competition").set({ liveResults: true, updatedAt: new Date() }).where("id", "=", ids.competition).execute();
    const lists = await Promise.all(Array.from({ length: 50 }, () => read.keptPublicResults(ids.competition, {})));
    expect(new Set(lists.map((l) => l.list)).size).toBe(1);
    expect(new Set(lists.map((l) => l.etag)).size).toBe(1);
  });
});
