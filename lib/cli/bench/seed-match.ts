// Match day's benchmark data (issue 37 point 8), added beside the benchmark data set: a competition
// of 300 entries from ten clubs on a decimal 60-shot course, every entry with its six series and 60
// shots, four classes of 75, five relays (the last one's results held), live results on. Scores are
// drawn so that ties on the total occur, some down to the series. Prints a manifest as JSON on its
// last line. `tsx lib/cli/bench/seed-match.ts <organizationId>`
import { randomUUID } from "node:crypto";
import { createKey } from "@/lib/auth/manage-keys";
import { disconnect, qb } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";

const ENTRIES = 300;
const CLUBS = 10;
const BATCH = 500;

export type MatchManifest = {
  competitionId: string;
  courseOfFireId: string;
  classificationIds: string[];
  entryIds: string[];
  competitionAdminKey: string;
};

/** mulberry32: a small generator with a full period, so sixty shots of one entry never repeat another's. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const times = () => {
  const now = new Date();
  return { createdAt: now, updatedAt: now };
};

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

async function seedMatch(hostId: string): Promise<MatchManifest> {
  const next = random(37);
  const tag = randomUUID().slice(0, 6);
  const course = await qb
    .insertInto("CourseOfFire")
    .values({
      id: newId(),
      ...times(),
      name: "10m Air Rifle, 60 shots (match day bench)",
      code: `BM60-${tag}`,
      shotCount: 60,
      maxScore: 654,
      seriesCount: 6,
      shotsPerSeries: 10,
      scoring: "decimal",
      rankingRule: "issf-decimal",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const competition = await qb
    .insertInto("Competition")
    .values({
      id: newId(),
      ...times(),
      organizationId: hostId,
      name: "Bench Match Day",
      startDate: new Date("2027-03-13T08:00:00Z"),
      liveResults: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await qb
    .insertInto("CompetitionCourse")
    .values({ id: newId(), competitionId: competition.id, courseOfFireId: course.id, position: 0 })
    .execute();
  const clubs = [hostId];
  for (let i = 1; i < CLUBS; i += 1) {
    const club = await qb
      .insertInto("Organization")
      .values({ id: newId(), ...times(), name: `Bench Club ${i} ${tag}` })
      .returning("id")
      .executeTakeFirstOrThrow();
    clubs.push(club.id);
  }
  const classificationIds = ["Men", "Women", "Junior Men", "Junior Women"].map(() => newId());
  await qb
    .insertInto("Classification")
    .values(
      ["Men", "Women", "Junior Men", "Junior Women"].map((name, i) => ({
        id: classificationIds[i] ?? "",
        competitionId: competition.id,
        name,
        type: 2,
        displayOrder: i,
        isActive: true,
        isAutoAssigned: false,
        ...times(),
      })),
    )
    .execute();
  await qb
    .insertInto("Relay")
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        id: newId(),
        competitionId: competition.id,
        number: i + 1,
        firingPoints: Array.from({ length: 60 }, (_, p) => String(p + 1)).join("|"),
        resultsHeld: i === 4,
        ...times(),
      })),
    )
    .execute();

  const athletes = Array.from({ length: ENTRIES }, (_, i) => ({
    id: newId(),
    organizationId: clubs[i % CLUBS] ?? hostId,
    firstName: `Shooter${i}`,
    lastName: `Bench${String(i).padStart(3, "0")}`,
    ...times(),
  }));
  await inBatches(athletes, (batch) => qb.insertInto("Athlete").values(batch).execute());

  const entries: Array<Record<string, unknown> & { id: string }> = [];
  const series: Array<Record<string, unknown>> = [];
  const shots: Array<Record<string, unknown>> = [];
  const assignments: Array<Record<string, unknown>> = [];
  let previous: number[] = [];
  athletes.forEach((athlete, i) => {
    const id = newId();
    // Shots from 9.8 to 10.9 in tenths. Every fifth entry shoots the series of another in another
    // order (the total ties, the series decide); every 25th the shots of the one before with its last
    // two swapped (the series tie too: the last shot decides, and only these rows' shots are read).
    const own = Array.from({ length: 60 }, () => Math.round((9.8 + next() * 1.1) * 10) / 10);
    const values =
      i % 25 === 24
        ? [...previous.slice(0, 58), previous[59] ?? 10, previous[58] ?? 10]
        : i % 5 === 4
          ? [...own.slice(30), ...own.slice(0, 30)]
          : own;
    previous = values;
    values.forEach((value, n) =>
      shots.push({
        id: newId(),
        competitionEntryId: id,
        seriesNumber: Math.floor(n / 10) + 1,
        shotNumber: (n % 10) + 1,
        score: Math.floor(value),
        decimalScore: value,
        isInnerTen: value >= 10.2,
        isSighter: false,
      }),
    );
    const sums = Array.from({ length: 6 }, (_, s) => Math.round(values.slice(s * 10, s * 10 + 10).reduce((a, b) => a + b, 0) * 10) / 10);
    sums.forEach((score, s) =>
      series.push({ id: newId(), competitionEntryId: id, seriesNumber: s + 1, score, shotCount: 10, fromShots: true }),
    );
    const status = i % 97 === 13 ? "dns" : i % 131 === 7 ? "dnf" : "entered";
    entries.push({
      id,
      competitionId: competition.id,
      athleteId: athlete.id,
      courseOfFireId: course.id,
      score: status === "dns" ? null : Math.round(sums.reduce((a, b) => a + b, 0) * 10) / 10,
      innerTens: values.filter((v) => v >= 10.2).length,
      bib: String(100 + i),
      relayNumber: Math.floor(i / 60) + 1,
      firingPoint: String((i % 60) + 1),
      status,
      scoreCorrected: i % 23 === 0,
      ...times(),
    });
    assignments.push({ id: newId(), classificationId: classificationIds[i % 4] ?? "", competitionEntryId: id, createdAt: new Date() });
  });
  await inBatches(entries, (batch) =>
    qb
      .insertInto("CompetitionEntry")
      .values(batch as never)
      .execute(),
  );
  await inBatches(series, (batch) =>
    qb
      .insertInto("CompetitionSeries")
      .values(batch as never)
      .execute(),
  );
  await inBatches(shots, (batch) =>
    qb
      .insertInto("CompetitionShot")
      .values(batch as never)
      .execute(),
  );
  await inBatches(assignments, (batch) =>
    qb
      .insertInto("ClassificationAssignment")
      .values(batch as never)
      .execute(),
  );
  const { key } = await createKey({ role: "competition-admin", name: "bench match official", organizationId: hostId });
  return {
    competitionId: competition.id,
    courseOfFireId: course.id,
    classificationIds,
    entryIds: entries.map((e) => e.id),
    competitionAdminKey: key,
  };
}

async function main() {
  const hostId = process.argv[2];
  if (!hostId) throw new Error("usage: tsx lib/cli/bench/seed-match.ts <organizationId>");
  const started = Date.now();
  const manifest = await seedMatch(hostId);
  console.error(`match day bench data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(JSON.stringify(manifest));
  await disconnect();
}

if (process.argv[1]?.endsWith("seed-match.ts")) void main();
