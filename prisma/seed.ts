// Demo data for a fresh database, written once: a club with its addresses and a news author,
// athletes, a competition with entries and classifications, and a few weeks of journal entries
// with score series. Then one demo person per role (one password for all)
// and one demo key per role, printed at every start.
// Only in demo mode (RANGEBOOK_DEMO; by default on the embedded SQLite database, off on PostgreSQL).
// In every mode, first: the preset courses of fire (lib/competitions/course-presets.ts).
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createKey } from "@/lib/auth/manage-keys";
import { principalForKey } from "@/lib/auth/authenticate";
import type { Role } from "@/lib/auth/keys";
import { defaultDatabaseUrl, demoKeysFile } from "@/lib/db/database-url";
import { assignCompetition } from "@/lib/classifications/assign";
import { ensureCoursePresets } from "@/lib/competitions/course-presets";
import { disconnect, qb } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";
import { demoMode } from "@/lib/env";
import { derivedColumns } from "@/lib/journal/totals";
import { liveAdminKeyCount } from "@/lib/auth/api-key-repository";
import { existingEmails } from "@/lib/people/account-repository";
import { seedDemoPeople } from "@/lib/people/demo-people";

type DemoKey = { role: Role; name: string; key: string };
type DemoPerson = { email: string; name: string; role: string };
type Demo = { keys: DemoKey[]; people: DemoPerson[]; password: string | null };

/** A small deterministic generator, so every fresh demo database looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** A new row's id and times, as Prisma's client filled them. */
function stamped() {
  const now = new Date();
  return { id: newId(), createdAt: now, updatedAt: now };
}

const athletes = [
  { firstName: "Emma", lastName: "Lindqvist", dateOfBirth: "2008-04-17", gender: 2, country: 840 },
  { firstName: "Marcus", lastName: "Chen", dateOfBirth: "1995-09-02", gender: 1, country: 840 },
  { firstName: "Sofia", lastName: "Ramirez", dateOfBirth: "2006-01-23", gender: 2, country: 840 },
  { firstName: "Jonas", lastName: "Becker", dateOfBirth: "1988-11-30", gender: 1, country: 276 },
  { firstName: "Ava", lastName: "Thompson", dateOfBirth: "2010-06-08", gender: 2, country: 124 },
];

async function seed(): Promise<Demo> {
  const organization = await qb
    .insertInto("Organization")
    .values({ ...stamped(), name: "Riverside Rifle & Pistol Club" })
    .returningAll()
    .executeTakeFirstOrThrow();
  await qb
    .insertInto("OrganizationAddress")
    .values([
      {
        ...stamped(),
        organizationId: organization.id,
        addressLine1: "4100 Range Road",
        city: "Colorado Springs",
        state: 8,
        postalCode: "80909",
        country: 840,
        addressType: 2,
        latitude: 38.8339,
        longitude: -104.8214,
      },
      {
        ...stamped(),
        organizationId: organization.id,
        addressLine1: "PO Box 2217",
        city: "Colorado Springs",
        state: 8,
        postalCode: "80901",
        country: 840,
        addressType: 1,
      },
    ])
    .execute();
  await qb
    .insertInto("NewsAuthor")
    .values({
      ...stamped(),
      organizationId: organization.id,
      displayName: "Dana Whitfield",
      email: "dana@riverside-rpc.example",
      bio: "Head coach and match director; writes the club's match reports and training notes.",
    })
    .execute();

  const courseIds = new Map((await qb.selectFrom("CourseOfFire").select(["id", "code"]).execute()).map((c) => [c.code, c.id]));
  const athleteRows = [];
  for (const a of athletes) {
    athleteRows.push(
      await qb
        .insertInto("Athlete")
        .values({ ...stamped(), ...a, dateOfBirth: new Date(`${a.dateOfBirth}T00:00:00Z`), organizationId: organization.id })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }

  const competition = await qb
    .insertInto("Competition")
    .values({
      ...stamped(),
      organizationId: organization.id,
      name: "Riverside Winter Air Rifle Open",
      discipline: "Air Rifle",
      startDate: new Date("2026-12-12T08:00:00Z"),
      endDate: new Date("2026-12-13T17:00:00Z"),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const entryScores = [618.4, 624.9, 609.7, 601.2, 388];
  const entries = [];
  for (const [i, athlete] of athleteRows.entries()) {
    const junior = i === 4;
    entries.push(
      await qb
        .insertInto("CompetitionEntry")
        .values({
          ...stamped(),
          competitionId: competition.id,
          athleteId: athlete.id,
          score: entryScores[i],
          courseOfFireId: courseIds.get(junior ? "AR40" : "AR60"),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  const classifications = [
    {
      name: "Junior",
      type: 1,
      displayOrder: 1,
      description: "Under 21 on the first match day.",
      rules: [{ ruleType: 0, fieldName: "age", operator: 4, value: "21", priority: 1, description: "Younger than 21" }],
    },
    {
      name: "Women",
      type: 2,
      displayOrder: 2,
      rules: [{ ruleType: 0, fieldName: "gender", operator: 0, value: "2", priority: 1, description: "Female" }],
    },
    {
      name: "Expert",
      type: 3,
      displayOrder: 3,
      maxParticipants: 8,
      description: "Averages 93% or better in training.",
      rules: [
        {
          ruleType: 0,
          fieldName: "averageScorePercent",
          operator: 3,
          value: "93",
          priority: 1,
          description: "Training average at least 93%",
        },
        {
          ruleType: 1,
          fieldName: "courseOfFireCode",
          operator: 0,
          value: "AR40",
          priority: 2,
          description: "Not the junior 40-shot match",
        },
      ],
    },
    { name: "Sharpshooter", type: 3, displayOrder: 4, description: "Everyone not yet in Expert.", rules: [] },
  ];
  for (const { rules, ...c } of classifications) {
    const { id } = await qb
      .insertInto("Classification")
      .values({ ...stamped(), ...c, id: randomUUID(), competitionId: competition.id, isActive: true, isAutoAssigned: true })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (rules.length > 0) {
      await qb
        .insertInto("ClassificationRule")
        .values(rules.map((r, position) => ({ ...r, id: randomUUID(), classificationId: id, isActive: true, position })))
        .execute();
    }
  }

  const emma = athleteRows[0];
  if (!emma) throw new Error("no athletes seeded");
  const equipment = await qb
    .insertInto("EquipmentProfile")
    .values({
      ...stamped(),
      athleteId: emma.id,
      name: "Match rifle",
      rifle: "Walther LG400 Expert",
      ammunition: "RWS R10 Match 4.50mm",
      sights: "Centra Spectra front, 4.0mm aperture",
      clothing: "Kurt Thune jacket and trousers",
      accessories: "Glove, sling",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const event = await qb
    .insertInto("CalendarEvent")
    .values({
      ...stamped(),
      athleteId: emma.id,
      title: "Winter Open preparation block",
      startUtc: new Date("2026-11-01T00:00:00Z"),
      endUtc: new Date("2026-12-11T00:00:00Z"),
      notes: "Build to 60 shots at match pace.",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const next = random(42);
  const positions = ["Standing", "Standing", "Standing", "Prone"];
  for (let day = 0; day < 24; day += 1) {
    const sessionDate = new Date(Date.UTC(2026, 9, 5 + day * 2, 17, 30));
    const series = Array.from({ length: 6 }, (_, n) => {
      const score = Math.round((99 + next() * 7.5) * 10) / 10;
      return { seriesNumber: n + 1, seriesName: `Series ${n + 1}`, score, maxScore: 109, shotCount: 10, innerTens: Math.floor(next() * 6) };
    });
    const total = Math.round(series.reduce((s, x) => s + x.score, 0) * 10) / 10;
    const tens = Math.max(0, Math.min(60, Math.round((total - 590) * 1.4)));
    const xs = Math.floor(tens / 3);
    const entry = stamped();
    await qb
      .insertInto("JournalEntry")
      .values({
        ...entry,
        athleteId: emma.id,
        sessionDate,
        sessionType: day % 6 === 5 ? "Match simulation" : "Training",
        discipline: "Air Rifle",
        position: positions[day % positions.length],
        durationMinutes: 90 + (day % 3) * 15,
        courseOfFireId: courseIds.get("AR60"),
        equipmentProfileId: equipment.id,
        linkedCalendarEventId: event.id,
        hoursOfSleep: 6.5 + Math.round(next() * 20) / 10,
        energyLevel: 5 + Math.floor(next() * 5),
        focusLevel: 5 + Math.floor(next() * 5),
        confidenceLevel: 5 + Math.floor(next() * 5),
        stressLevel: 2 + Math.floor(next() * 5),
        rifle: equipment.rifle,
        ammunition: equipment.ammunition,
        sights: equipment.sights,
        clothing: equipment.clothing,
        venueType: "Indoor range",
        location: "Riverside club house, 10m hall",
        temperatureFahrenheit: 68,
        humidity: 40,
        lighting: "Standard range lighting",
        shotsFired: 60,
        score: total,
        maxScore: 654,
        numberOfTens: tens,
        numberOfXs: xs,
        ...derivedColumns({ sessionDate, score: total, maxScore: 654, shotsFired: 60, numberOfXs: xs }, series),
        sessionGoals: "Hold the follow-through on every shot.",
        whatWentWell: "Steady natural point of aim after the sighters.",
        areasForImprovement: "Trigger timing drifted late in series 5.",
        coachFeedback: day % 2 === 0 ? "Good rhythm; keep the breathing pattern the same on the last series." : null,
        nextSessionActionItems: "Dry-fire 15 minutes focusing on trigger release.",
      })
      .execute();
    await qb
      .insertInto("ScoreSeries")
      .values(series.map((x) => ({ ...x, id: newId(), journalEntryId: entry.id })))
      .execute();
  }
  const marcus = athleteRows[1];
  if (marcus) {
    await qb
      .insertInto("JournalEntry")
      .values({
        ...stamped(),
        athleteId: marcus.id,
        sessionDate: new Date("2026-11-14T16:00:00Z"),
        sessionType: "Competition",
        discipline: "Air Rifle",
        position: "Standing",
        courseOfFireId: courseIds.get("AR60"),
        linkedCompetitionEntryId: entries[1]?.id,
        shotsFired: 60,
        score: 624.9,
        maxScore: 654,
        numberOfTens: 52,
        numberOfXs: 19,
        ...derivedColumns(
          { sessionDate: new Date("2026-11-14T16:00:00Z"), score: 624.9, maxScore: 654, shotsFired: 60, numberOfXs: 19 },
          [],
        ),
      })
      .execute();
  }

  await assignCompetition(competition.id);

  const keys: DemoKey[] = [];
  const make = async (role: Role, name: string, scope: { organizationId?: string; athleteId?: string }) => {
    const { key } = await createKey({ role, name, ...scope });
    keys.push({ role, name, key });
  };
  await make("admin", "Demo admin", {});
  await make("staff", "Demo staff (Riverside)", { organizationId: organization.id });
  await make("competition-admin", "Demo competition admin (Riverside)", { organizationId: organization.id });
  await make("athlete", "Demo athlete (Emma Lindqvist)", { athleteId: emma.id });
  const password = process.env.RANGEBOOK_DEMO_PASSWORD || `demo-${randomBytes(9).toString("base64url")}`;
  const people = await seedDemoPeople(
    { organizationId: organization.id, athleteId: emma.id, athleteName: `${emma.firstName} ${emma.lastName}` },
    password,
  );
  return { keys, people, password };
}

/** The demo keys and people from an earlier seed that still work against this database. */
async function liveDemo(): Promise<Demo> {
  const file = demoKeysFile(process.env.DATABASE_URL ?? defaultDatabaseUrl);
  if (!fs.existsSync(file)) return { keys: [], people: [], password: null };
  const saved = JSON.parse(fs.readFileSync(file, "utf8")) as Demo | DemoKey[];
  const demo = Array.isArray(saved) ? { keys: saved, people: [], password: null } : saved;
  const keys: DemoKey[] = [];
  for (const key of demo.keys) if (await principalForKey(key.key)) keys.push(key);
  const existing = await existingEmails(demo.people.map((p) => p.email));
  return { keys, people: demo.people.filter((p) => existing.has(p.email)), password: demo.password };
}

async function main() {
  const presets = await ensureCoursePresets();
  if (presets > 0) console.log(`Added ${presets} courses of fire.`);
  if (!demoMode()) {
    const admins = await liveAdminKeyCount();
    if (admins === 0)
      console.log(
        'No demo data (RANGEBOOK_DEMO is off). Create the first admin key with: npm run apikey -- create --role admin --name "Me"',
      );
    return;
  }
  const seeded = (await qb.selectFrom("Organization").select("id").limit(1).executeTakeFirst()) !== undefined;
  let demo: Demo;
  if (seeded) {
    demo = await liveDemo();
  } else {
    demo = await seed();
    const file = demoKeysFile(process.env.DATABASE_URL ?? defaultDatabaseUrl);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(demo, null, 2), { mode: 0o600 });
    console.log("Seeded the demo data.");
  }
  if (demo.people.length > 0 && demo.password) {
    console.log(`Demo people (sign in with e-mail and password; the password of each: ${demo.password}):`);
    for (const p of demo.people) console.log(`  ${p.email.padEnd(38)} ${p.name}, ${p.role}`);
  }
  if (demo.keys.length === 0) {
    console.log('No demo keys for this database; create one with: npm run apikey -- create --role admin --name "Me"');
    return;
  }
  console.log("Demo API keys (send one in the X-API-KEY header):");
  for (const k of demo.keys) console.log(`  ${k.role.padEnd(17)} ${k.key}   ${k.name}`);
}

main()
  .then(() => disconnect())
  .catch(async (error: unknown) => {
    console.error(error);
    await disconnect();
    process.exit(1);
  });
