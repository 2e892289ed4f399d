// A person's account as we read it (better-auth writes Person, Account, Session and Passkey; we
// only read them): who they are, what they hold on every request, everything the data export gives
// them, and the journal that deleting the account erases.
import "server-only";
import { lockRow, qb, transaction, type Trx } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";

/** What a person holds, read on every request they make: the admin flag, memberships and coaching. */
export async function personGrants(personId: string) {
  const [person, memberships, coaching] = await Promise.all([
    qb.selectFrom("Person").select("isAdmin").where("id", "=", personId).executeTakeFirst(),
    qb
      .selectFrom("Member as m")
      .leftJoin("Athlete as a", "a.id", "m.athleteId")
      .select(["m.role", "m.organizationId", "m.athleteId", "a.organizationId as athleteOrganizationId"])
      .where("m.userId", "=", personId)
      .execute(),
    qb
      .selectFrom("Coaching as c")
      .innerJoin("Athlete as a", "a.id", "c.athleteId")
      .select(["c.athleteId", "a.organizationId"])
      .where("c.coachId", "=", personId)
      .execute(),
  ]);
  return person ? { isAdmin: person.isAdmin, memberships, coaching } : null;
}

export function personById(id: string) {
  return qb.selectFrom("Person").select(["id", "email", "name", "language"]).where("id", "=", id).executeTakeFirst();
}

/** The language the person with this address chose, if there is one and they chose. */
export async function languageOfAddress(email: string): Promise<string | null> {
  const row = await qb.selectFrom("Person").select("language").where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
  return row?.language ?? null;
}

/** The names of the organizations and athletes a principal's grants point at. */
export async function grantNames(organizationIds: string[], athleteIds: string[]) {
  const [organizations, athletes] = await Promise.all([
    organizationIds.length === 0 ? [] : qb.selectFrom("Organization").select(["id", "name"]).where("id", "in", organizationIds).execute(),
    athleteIds.length === 0
      ? []
      : qb
          .selectFrom("Athlete as a")
          .leftJoin("UserProfile as p", "p.athleteId", "a.id")
          .select(["a.id", "a.firstName", "a.lastName", "p.id as userProfileId"])
          .where("a.id", "in", athleteIds)
          .execute(),
  ]);
  return { organizations, athletes };
}

/** The athlete records the person is. */
export async function athleteIdsOf(personId: string): Promise<string[]> {
  const rows = await qb
    .selectFrom("Member")
    .select("athleteId")
    .where("userId", "=", personId)
    .where("role", "=", "athlete")
    .where("athleteId", "is not", null)
    .execute();
  return rows.flatMap((m) => (m.athleteId ? [m.athleteId] : []));
}

/** The person and everything kept under their account, for the data export. */
export async function personExport(personId: string) {
  const [person, accounts, passkeys, sessions, memberships, coaching, comments, apiKeys] = await Promise.all([
    qb.selectFrom("Person").select(["id", "name", "email", "emailVerified", "createdAt"]).where("id", "=", personId).executeTakeFirst(),
    qb.selectFrom("Account").select(["providerId", "accountId", "createdAt"]).where("userId", "=", personId).execute(),
    qb.selectFrom("Passkey").select(["name", "deviceType", "createdAt"]).where("userId", "=", personId).execute(),
    qb.selectFrom("Session").select(["createdAt", "expiresAt", "ipAddress", "userAgent"]).where("userId", "=", personId).execute(),
    qb
      .selectFrom("Member as m")
      .innerJoin("Organization as o", "o.id", "m.organizationId")
      .select(["o.name as organization", "m.role", "m.athleteId", "m.createdAt"])
      .where("m.userId", "=", personId)
      .execute(),
    qb
      .selectFrom("Coaching as c")
      .innerJoin("Athlete as a", "a.id", "c.athleteId")
      .select(["a.firstName", "a.lastName", "c.athleteId", "c.createdAt"])
      .where("c.coachId", "=", personId)
      .execute(),
    qb.selectFrom("Comment").select(["id", "journalEntryId", "body", "createdAt", "updatedAt"]).where("authorId", "=", personId).execute(),
    qb.selectFrom("ApiKey").select(["name", "prefix", "createdAt", "revokedAt"]).where("personId", "=", personId).execute(),
  ]);
  return person ? { ...person, accounts, passkeys, sessions, memberships, coaching, comments, apiKeys } : null;
}

/** The athlete record and everything kept with it but the journal. */
export async function athleteWithRecords(athleteId: string) {
  const [athlete, userProfile, calendarEvents, equipmentProfiles, profileImages, competitionEntries, coaches] = await Promise.all([
    qb.selectFrom("Athlete").selectAll().where("id", "=", athleteId).executeTakeFirst(),
    qb.selectFrom("UserProfile").selectAll().where("athleteId", "=", athleteId).executeTakeFirst(),
    qb.selectFrom("CalendarEvent").selectAll().where("athleteId", "=", athleteId).orderBy("startUtc", "asc").execute(),
    qb.selectFrom("EquipmentProfile").selectAll().where("athleteId", "=", athleteId).orderBy("name", "asc").execute(),
    qb.selectFrom("ProfileImage").selectAll().where("athleteId", "=", athleteId).orderBy("uploadedAt", "asc").execute(),
    qb
      .selectFrom("CompetitionEntry as e")
      .innerJoin("Competition as c", "c.id", "e.competitionId")
      .selectAll("e")
      .select(["c.name as competitionName", "c.startDate as competitionStartDate"])
      .where("e.athleteId", "=", athleteId)
      .execute(),
    qb
      .selectFrom("Coaching as c")
      .innerJoin("Person as p", "p.id", "c.coachId")
      .select(["p.name", "p.email", "c.grantedBy", "c.createdAt"])
      .where("c.athleteId", "=", athleteId)
      .execute(),
  ]);
  if (!athlete) return null;
  return {
    athlete,
    userProfile: userProfile ?? null,
    calendarEvents,
    equipmentProfiles,
    profileImages,
    competitionEntries: competitionEntries.map(({ competitionName, competitionStartDate, ...entry }) => ({
      ...entry,
      competition: { name: competitionName, startDate: competitionStartDate },
    })),
    coaches,
  };
}

/** What deleting the account would remove, counted, and the organizations that keep the records. */
export async function erasableCounts(athleteIds: string[]) {
  if (athleteIds.length === 0) return { journalEntries: 0, profileImages: 0, organizations: [] };
  const count = (table: "JournalEntry" | "ProfileImage") =>
    qb
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("athleteId", "in", athleteIds)
      .executeTakeFirstOrThrow();
  const [entries, images, athletes] = await Promise.all([
    count("JournalEntry"),
    count("ProfileImage"),
    qb
      .selectFrom("Athlete as a")
      .innerJoin("Organization as o", "o.id", "a.organizationId")
      .select("o.name")
      .where("a.id", "in", athleteIds)
      .execute(),
  ]);
  return { journalEntries: Number(entries.count), profileImages: Number(images.count), organizations: athletes.map((a) => a.name) };
}

export async function imageKeysOf(athleteIds: string[]): Promise<string[]> {
  const rows = await qb.selectFrom("ProfileImage").select("storageKey").where("athleteId", "in", athleteIds).execute();
  return rows.map((r) => r.storageKey);
}

/**
 * Erases the journal of these athlete records (series, shots and comments go with their entries),
 * their calendar, equipment, images, profile and coaching, and ends their calendar feed.
 */
export async function eraseAthleteData(trx: Trx, athleteIds: string[]): Promise<void> {
  // The kept course weeks first: on SQLite each deleted entry counts its week again only while the
  // week has its row (decision 027), so a week of thousands of sessions is not read once per session.
  // The athletes' rows are held before them, as every journal write's triggers hold them first, so
  // that a write of the same journal meanwhile waits instead of deadlocking (PostgreSQL).
  for (const athleteId of [...athleteIds].sort()) await lockRow(trx, "Athlete", athleteId);
  await trx.deleteFrom("JournalCourseWeeks").where("athleteId", "in", athleteIds).execute();
  for (const table of ["JournalEntry", "CalendarEvent", "EquipmentProfile", "ProfileImage", "UserProfile", "Coaching"] as const) {
    await trx.deleteFrom(table).where("athleteId", "in", athleteIds).execute();
  }
  await trx.updateTable("Athlete").set({ calendarFeedHash: null, updatedAt: new Date() }).where("id", "in", athleteIds).execute();
}

/**
 * A person with a confirmed address and a password, as better-auth's sign-up and confirmation would
 * leave them (its `credential` account holds the hash): for the demo people only.
 */
export async function insertPersonWithPassword(person: { email: string; name: string; isAdmin: boolean; passwordHash: string }) {
  const now = new Date();
  const id = newId();
  await transaction(async (trx) => {
    await trx
      .insertInto("Person")
      .values({ id, email: person.email, name: person.name, emailVerified: true, isAdmin: person.isAdmin, createdAt: now, updatedAt: now })
      .execute();
    await trx
      .insertInto("Account")
      .values({
        id: newId(),
        userId: id,
        accountId: id,
        providerId: "credential",
        password: person.passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });
  return { id, email: person.email, name: person.name };
}

/** Which of these addresses have an account. */
export async function existingEmails(emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await qb.selectFrom("Person").select("email").where("email", "in", emails).execute();
  return new Set(rows.map((r) => r.email));
}

/** Makes the person with this address an administrator; false when no account has it. */
export async function makeAdmin(email: string): Promise<boolean> {
  const { numUpdatedRows } = await qb
    .updateTable("Person")
    .set({ isAdmin: true, updatedAt: new Date() })
    .where("email", "=", email)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}
