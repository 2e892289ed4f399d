// The benchmark's data set, written once per benchmark database: one athlete with 10,000 journal
// entries with six series each, 100,000 entries in all (90 more athletes, 1,000 each), a competition
// with 1,000 entries and 6 auto-assigned classifications, and what the six operations touch (an
// address, a news author, a user profile, profile images). Prints a manifest of ids and keys as JSON
// on its last line.
import { randomUUID } from "node:crypto";
import { createKey } from "@/lib/auth/manage-keys";
import { assignCompetition } from "@/lib/classifications/assign";
import { disconnect, qb } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";
import { derivedColumns } from "@/lib/journal/totals";
import { type PlanningManifest, seedPlanning } from "./seed-planning";
import { SEED_VERSION } from "./seed-version";

const MARKER = "Bench Federation";
const BATCH = 500;

export type BenchManifest = {
  seedVersion: number;
  organizationId: string;
  athleteId: string;
  writerAthleteId: string;
  competitionId: string;
  smallCompetitionId: string;
  classificationId: string;
  smallClassificationId: string;
  addressOrganizationId: string;
  newsAuthorId: string;
  userProfileId: string;
  courseOfFireId: string;
  keys: { admin: string; athlete: string; writer: string; staff: string; competitionAdmin: string };
  planning: PlanningManifest;
};

function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** The times of a new row, as Prisma's client filled them. */
function times() {
  const now = new Date();
  return { createdAt: now, updatedAt: now };
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

function entryRow(athleteId: string, courseOfFireId: string, index: number, next: () => number, withSeries: boolean) {
  const id = randomUUID();
  const sessionDate = new Date(Date.UTC(2000, 0, 1) + index * 86_400_000 + Math.floor(next() * 8) * 3_600_000);
  const series = withSeries
    ? Array.from({ length: 6 }, (_, n) => ({
        id: randomUUID(),
        journalEntryId: id,
        seriesNumber: n + 1,
        score: Math.round((98 + next() * 9) * 10) / 10,
        maxScore: 109,
        shotCount: 10,
        innerTens: Math.floor(next() * 6),
      }))
    : [];
  const score = withSeries ? Math.round(series.reduce((s, x) => s + x.score, 0) * 10) / 10 : Math.round((560 + next() * 80) * 10) / 10;
  const xs = Math.floor(next() * 25);
  return {
    entry: {
      id,
      athleteId,
      sessionDate,
      sessionType: index % 7 === 6 ? "Match simulation" : "Training",
      discipline: index % 5 === 4 ? "Smallbore Rifle" : "Air Rifle",
      position: ["Standing", "Prone", "Kneeling"][index % 3],
      courseOfFireId,
      hoursOfSleep: 6 + Math.round(next() * 30) / 10,
      energyLevel: 4 + Math.floor(next() * 6),
      focusLevel: 4 + Math.floor(next() * 6),
      confidenceLevel: 4 + Math.floor(next() * 6),
      stressLevel: 1 + Math.floor(next() * 6),
      shotsFired: 60,
      score,
      maxScore: 654,
      numberOfTens: Math.floor(next() * 50),
      numberOfXs: xs,
      notes: "Benchmark session.",
      ...derivedColumns({ sessionDate, score, maxScore: 654, shotsFired: 60, numberOfXs: xs }, series),
    },
    series,
  };
}

async function seed(): Promise<BenchManifest> {
  const next = random(7);
  const organization = await qb
    .insertInto("Organization")
    .values({ id: newId(), ...times(), name: MARKER })
    .returning("id")
    .executeTakeFirstOrThrow();
  const course = await qb
    .insertInto("CourseOfFire")
    .values({
      id: newId(),
      ...times(),
      name: "10m Air Rifle, 60 shots (bench)",
      code: `AR60-BENCH-${Date.now().toString(36)}`,
      shotCount: 60,
      maxScore: 654,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  const athletes = Array.from({ length: 1000 }, (_, i) => ({
    id: randomUUID(),
    organizationId: organization.id,
    firstName: `Athlete${i}`,
    lastName: `Bench${String(i).padStart(4, "0")}`,
    dateOfBirth: new Date(Date.UTC(1960 + (i % 50), i % 12, 1 + (i % 27))),
    gender: i % 2 === 0 ? 1 : 2,
    country: [840, 124, 276, 756][i % 4],
  }));
  await inBatches(athletes, (batch) =>
    qb
      .insertInto("Athlete")
      .values(batch.map((a) => ({ ...a, ...times() })))
      .execute(),
  );
  const [main] = athletes;
  if (!main) throw new Error("no athletes");
  // The writes of operations 1 and 3 go to an athlete of their own, entered in no competition, so
  // the rows they add (and each run removes again) never change what the other scenarios read.
  const writer = await qb
    .insertInto("Athlete")
    .values({ id: newId(), ...times(), organizationId: organization.id, firstName: "Writer", lastName: "Bench", gender: 2, country: 840 })
    .returning("id")
    .executeTakeFirstOrThrow();

  // 10,000 entries with series for one athlete, then 90 athletes with 1,000 entries each.
  const mainRows = Array.from({ length: 10_000 }, (_, i) => entryRow(main.id, course.id, i, next, true));
  await inBatches(mainRows, async (batch) => {
    await qb
      .insertInto("JournalEntry")
      .values(batch.map((r) => ({ ...r.entry, ...times() })))
      .execute();
    await qb
      .insertInto("ScoreSeries")
      .values(batch.flatMap((r) => r.series))
      .execute();
  });
  for (let a = 2; a < 92; a += 1) {
    const athlete = athletes[a];
    if (!athlete) continue;
    const rows = Array.from({ length: 1000 }, (_, i) => entryRow(athlete.id, course.id, i * 3, next, false).entry);
    await inBatches(rows, (batch) =>
      qb
        .insertInto("JournalEntry")
        .values(batch.map((entry) => ({ ...entry, ...times() })))
        .execute(),
    );
  }

  // A competition with 1,000 entries and 6 auto-assigned classifications; a small one for operation 6.
  const competition = await qb
    .insertInto("Competition")
    .values({
      id: newId(),
      ...times(),
      organizationId: organization.id,
      name: "Bench Nationals",
      startDate: new Date("2027-03-01T08:00:00Z"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await inBatches(
    athletes.map((athlete, i) => ({
      id: randomUUID(),
      competitionId: competition.id,
      athleteId: athlete.id,
      courseOfFireId: course.id,
      score: Math.round((560 + next() * 90) * 10) / 10,
      createdAt: new Date(Date.UTC(2027, 0, 1) + i * 1000),
      updatedAt: new Date(),
    })),
    (batch) => qb.insertInto("CompetitionEntry").values(batch).execute(),
  );
  const rule = (fieldName: string, operator: number, value: string, secondaryValue: string | null = null, ruleType = 0) => ({
    id: randomUUID(),
    ruleType,
    fieldName,
    operator,
    value,
    secondaryValue,
    priority: 0,
    isActive: true,
  });
  const classifications = [
    { name: "Junior Women", type: 1, rules: [rule("age", 4, "21"), rule("gender", 0, "2")] },
    { name: "Junior Men", type: 1, rules: [rule("age", 4, "21"), rule("gender", 0, "1")] },
    { name: "Women", type: 2, rules: [rule("gender", 0, "2")] },
    { name: "Men", type: 2, rules: [rule("gender", 0, "1")] },
    { name: "Expert", type: 3, rules: [rule("entryScore", 3, "620"), rule("country", 7, "840, 124")] },
    { name: "Sharpshooter", type: 3, rules: [rule("entryScore", 6, "580", "619.9"), rule("country", 8, "756", null, 0)] },
  ];
  let classificationId = "";
  for (const [i, c] of classifications.entries()) {
    const created = await qb
      .insertInto("Classification")
      .values({
        id: randomUUID(),
        ...times(),
        competitionId: competition.id,
        name: c.name,
        type: c.type,
        displayOrder: (i + 1) * 10,
        isActive: true,
        isAutoAssigned: true,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await qb
      .insertInto("ClassificationRule")
      .values(c.rules.map((r, position) => ({ ...r, classificationId: created.id, position })))
      .execute();
    if (i === 4) classificationId = created.id;
  }
  await assignCompetition(competition.id);
  const small = await qb
    .insertInto("Competition")
    .values({
      id: newId(),
      ...times(),
      organizationId: organization.id,
      name: "Bench Club Night",
      startDate: new Date("2027-02-01T18:00:00Z"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await qb
    .insertInto("CompetitionEntry")
    .values(
      athletes
        .slice(0, 10)
        .map((a, i) => ({ id: newId(), ...times(), competitionId: small.id, athleteId: a.id, courseOfFireId: course.id, score: 600 + i })),
    )
    .execute();
  const smallClassification = await qb
    .insertInto("Classification")
    .values({
      id: randomUUID(),
      ...times(),
      competitionId: small.id,
      name: "Club Expert",
      type: 3,
      displayOrder: 10,
      isActive: true,
      isAutoAssigned: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  await qb
    .insertInto("OrganizationAddress")
    .values({
      id: newId(),
      ...times(),
      organizationId: organization.id,
      addressLine1: "1 Range Road",
      city: "Springfield",
      state: 17,
      postalCode: "62701",
      country: 840,
      addressType: 1,
    })
    .execute();
  const author = await qb
    .insertInto("NewsAuthor")
    .values({ id: newId(), ...times(), organizationId: organization.id, displayName: "Bench Author", email: "bench@example.org" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const profile = await qb
    .insertInto("UserProfile")
    .values({ id: randomUUID(), ...times(), athleteId: writer.id, firstName: "Writer", lastName: "Bench", email: "writer@example.org" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await qb
    .insertInto("ProfileImage")
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        id: newId(),
        athleteId: main.id,
        imageType: i % 4,
        originalFileName: `bench-${i}.png`,
        storageKey: `${randomUUID().replaceAll("-", "").padEnd(64, "0")}.png`,
        contentType: "image/png",
        fileSize: 1000 + i,
        width: 100,
        height: 100,
        uploadedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    )
    .execute();

  const lastEntry = mainRows.at(-1)?.entry.sessionDate ?? new Date();
  const planning = await seedPlanning(
    main.id,
    athletes.slice(1).map((a) => a.id),
    course.id,
    lastEntry,
  );
  const key = async (role: "admin" | "staff" | "competition-admin" | "athlete", scope: { organizationId?: string; athleteId?: string }) =>
    (await createKey({ role, name: `bench ${role}`, ...scope })).key;
  return {
    seedVersion: SEED_VERSION,
    organizationId: organization.id,
    athleteId: main.id,
    writerAthleteId: writer.id,
    competitionId: competition.id,
    smallCompetitionId: small.id,
    classificationId,
    smallClassificationId: smallClassification.id,
    addressOrganizationId: organization.id,
    newsAuthorId: author.id,
    userProfileId: profile.id,
    courseOfFireId: course.id,
    keys: {
      admin: await key("admin", {}),
      athlete: await key("athlete", { athleteId: main.id }),
      writer: await key("athlete", { athleteId: writer.id }),
      staff: await key("staff", { organizationId: organization.id }),
      competitionAdmin: await key("competition-admin", { organizationId: organization.id }),
    },
    planning,
  };
}

async function main() {
  const started = Date.now();
  const manifest = await seed();
  console.error(`bench data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(JSON.stringify(manifest));
  await disconnect();
}

// Only when run as a script (the benchmark imports the manifest type from here).
if (process.argv[1]?.endsWith("seed-bench.ts")) void main();
