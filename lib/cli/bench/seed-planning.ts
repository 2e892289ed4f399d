// Planning's part of the benchmark data set (issue 38, point 8): a season of planned sessions for the
// athlete with 10,000 entries (the last year of their journal, planned five days a week), and a
// coach of 30 athletes who each planned last week, with a personal key to read the coach's page.
import { randomUUID } from "node:crypto";
import { qb } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";
import { createPersonalKey } from "@/lib/people/personal-keys";

const TYPES = ["live-fire", "dry-fire", "live-fire", "match-simulation", "physical"] as const;

export type PlanningManifest = { seasonFrom: string; seasonTo: string; coachKey: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function seedPlanning(mainAthleteId: string, athleteIds: readonly string[], courseOfFireId: string, lastEntry: Date) {
  const now = new Date();
  const seasonTo = day(lastEntry);
  const seasonFrom = day(new Date(lastEntry.getTime() - 364 * 86_400_000));
  const planned = [];
  for (let i = 0; i < 365; i += 1) {
    const date = new Date(lastEntry.getTime() - i * 86_400_000);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    const type = TYPES[i % TYPES.length] ?? "live-fire";
    planned.push({
      id: randomUUID(),
      athleteId: mainAthleteId,
      date: day(date),
      type,
      courseOfFireId: type === "physical" ? null : courseOfFireId,
      plannedShots: type === "physical" ? null : 60,
      plannedMinutes: 90,
      targetScore: null,
      priority: null,
      notes: null,
      journalEntryId: null,
      linkedByHand: false,
      createdAt: now,
      updatedAt: now,
    });
  }
  await qb.insertInto("PlannedSession").values(planned).execute();

  const coach = await qb
    .insertInto("Person")
    .values({
      id: newId(),
      name: "Bench Coach",
      email: `bench-coach-${Date.now().toString(36)}@rangebook.invalid`,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const coached = athleteIds.slice(0, 30);
  await qb
    .insertInto("Coaching")
    .values(coached.map((athleteId) => ({ id: newId(), coachId: coach.id, athleteId, grantedBy: "athlete", createdAt: now })))
    .execute();
  const lastWeek = Array.from({ length: 7 }, (_, i) => day(new Date(now.getTime() - i * 86_400_000)));
  await qb
    .insertInto("PlannedSession")
    .values(
      coached.flatMap((athleteId) =>
        lastWeek.slice(0, 4).map((date) => ({
          id: randomUUID(),
          athleteId,
          date,
          type: "live-fire",
          courseOfFireId,
          plannedShots: 60,
          plannedMinutes: 90,
          targetScore: null,
          priority: null,
          notes: null,
          journalEntryId: null,
          linkedByHand: false,
          createdAt: now,
          updatedAt: now,
        })),
      ),
    )
    .execute();
  const { key } = await createPersonalKey(coach.id, "bench coach");
  return { seasonFrom, seasonTo, coachKey: key } satisfies PlanningManifest;
}
