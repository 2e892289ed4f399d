// Who belongs to an organization (Member) and who is invited to (Invitation): every statement on
// the two, with the names they are shown with.
import "server-only";
import type { ExpressionBuilder } from "kysely";
import { qb, type Executor } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";
import type { DB } from "@/lib/generated/kysely/types";

export function memberRows(filter: { organizationId: string; id?: string }) {
  let query = qb
    .selectFrom("Member as m")
    .innerJoin("Person as p", "p.id", "m.userId")
    .leftJoin("Athlete as a", "a.id", "m.athleteId")
    .selectAll("m")
    .select(["p.name as personName", "p.email as personEmail", "a.firstName as athleteFirstName", "a.lastName as athleteLastName"])
    .where("m.organizationId", "=", filter.organizationId);
  if (filter.id) query = query.where("m.id", "=", filter.id);
  return query.orderBy("p.name", "asc").execute();
}

export type MemberRow = Awaited<ReturnType<typeof memberRows>>[number];

/** A member of the organization, with the athlete record they are (if any). */
export function memberOf(organizationId: string, id: string) {
  return qb
    .selectFrom("Member as m")
    .leftJoin("Athlete as a", "a.id", "m.athleteId")
    .selectAll("m")
    .select(["a.firstName as athleteFirstName", "a.lastName as athleteLastName"])
    .where("m.id", "=", id)
    .where("m.organizationId", "=", organizationId)
    .executeTakeFirst();
}

/** An organization's own invitations, to join it, leaving out athletes' invitations to coach them. */
const toJoin = (eb: ExpressionBuilder<DB, "Invitation">) =>
  eb.not(eb.and([eb("Invitation.role", "=", "coach"), eb("Invitation.athleteId", "is not", null)]));

export function invitationRows(filter: { id: string } | { tokenHash: string } | { pendingOf: string }) {
  let query = qb
    .selectFrom("Invitation")
    .innerJoin("Organization as o", "o.id", "Invitation.organizationId")
    .leftJoin("Person as p", "p.id", "Invitation.inviterId")
    .leftJoin("Athlete as a", "a.id", "Invitation.athleteId")
    .selectAll("Invitation")
    .select(["o.name as organizationName", "p.name as inviterName", "a.firstName as athleteFirstName", "a.lastName as athleteLastName"]);
  if ("id" in filter) query = query.where("Invitation.id", "=", filter.id);
  else if ("tokenHash" in filter) query = query.where("Invitation.tokenHash", "=", filter.tokenHash);
  else query = query.where("Invitation.organizationId", "=", filter.pendingOf).where("Invitation.status", "=", "pending").where(toJoin);
  return query.orderBy("Invitation.createdAt", "desc").execute();
}

export type InvitationRow = Awaited<ReturnType<typeof invitationRows>>[number];

/** The organization's athlete records (the first 500 by name), with who holds each and its profile. */
export function athleteRecords(organizationId: string) {
  return qb
    .selectFrom("Athlete as a")
    .leftJoin("UserProfile as u", "u.athleteId", "a.id")
    .select([
      "a.id",
      "a.firstName",
      "a.lastName",
      "a.dateOfBirth",
      "a.gender",
      "a.country",
      "u.id as profileId",
      "u.firstName as profileFirstName",
      "u.lastName as profileLastName",
      "u.dateOfBirth as profileDateOfBirth",
      "u.gender as profileGender",
      "u.country as profileCountry",
    ])
    .select((eb) =>
      eb
        .selectFrom("Member as m")
        .innerJoin("Person as p", "p.id", "m.userId")
        .select("p.name")
        .whereRef("m.athleteId", "=", "a.id")
        .orderBy("m.id")
        .limit(1)
        .as("heldBy"),
    )
    .where("a.organizationId", "=", organizationId)
    .orderBy("a.lastName", "asc")
    .orderBy("a.firstName", "asc")
    .orderBy("a.id", "asc")
    .limit(500)
    .execute();
}

const counted = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? 0);

/** How many members hold the record, and how many invitations to claim it were accepted. */
export async function claimsOf(athleteId: string): Promise<number> {
  const [members, accepted] = await Promise.all([
    qb
      .selectFrom("Member")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("athleteId", "=", athleteId)
      .executeTakeFirst(),
    qb
      .selectFrom("Invitation")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("athleteId", "=", athleteId)
      .where("role", "=", "athlete")
      .where("status", "=", "accepted")
      .executeTakeFirst(),
  ]);
  return counted(members) + counted(accepted);
}

/** Whether the record holds anything of its athlete's own: journal entries, calendar events, equipment. */
export async function holdsJournal(athleteId: string): Promise<boolean> {
  const held = await qb
    .selectNoFrom((eb) =>
      eb
        .or(
          (["JournalEntry", "CalendarEvent", "EquipmentProfile"] as const).map((table) =>
            eb.exists(eb.selectFrom(table).select("id").where("athleteId", "=", athleteId)),
          ),
        )
        .as("held"),
    )
    .executeTakeFirstOrThrow();
  return Boolean(held.held);
}

/** An athlete record of the organization, with whether a member holds it. */
export function athleteOfOrganization(organizationId: string, athleteId: string) {
  return qb
    .selectFrom("Athlete as a")
    .select(["a.id", "a.firstName", "a.lastName"])
    .select((eb) => eb.exists(eb.selectFrom("Member as m").select("m.id").whereRef("m.athleteId", "=", "a.id")).as("held"))
    .where("a.id", "=", athleteId)
    .where("a.organizationId", "=", organizationId)
    .executeTakeFirst();
}

export async function isMemberByEmail(organizationId: string, email: string): Promise<boolean> {
  const row = await qb
    .selectFrom("Member as m")
    .innerJoin("Person as p", "p.id", "m.userId")
    .select("m.id")
    .where("m.organizationId", "=", organizationId)
    .where("p.email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertInvitation(invitation: {
  organizationId: string;
  email: string;
  role: string;
  athleteId: string | null;
  inviterId: string | null;
  tokenHash: string;
  expiresAt: Date;
}): Promise<string> {
  const id = newId();
  await qb
    .insertInto("Invitation")
    .values({ ...invitation, id, status: "pending", createdAt: new Date() })
    .execute();
  return id;
}

/** Cancels the organization's own pending invitation; answers whether there was one. */
export async function cancelPendingInvitation(organizationId: string, id: string): Promise<boolean> {
  const { numUpdatedRows } = await qb
    .updateTable("Invitation")
    .set({ status: "canceled" })
    .where("id", "=", id)
    .where("organizationId", "=", organizationId)
    .where("status", "=", "pending")
    .where(toJoin)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Marks a pending invitation accepted; false when it was not pending any more. */
export async function takeInvitation(trx: Executor, id: string): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable("Invitation")
    .set({ status: "accepted" })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** The invitation names the athlete record it made. */
export async function setInvitationAthlete(trx: Executor, id: string, athleteId: string): Promise<void> {
  await trx.updateTable("Invitation").set({ athleteId }).where("id", "=", id).execute();
}

export async function isHeldRecord(trx: Executor, athleteId: string): Promise<boolean> {
  return (await trx.selectFrom("Member").select("id").where("athleteId", "=", athleteId).executeTakeFirst()) !== undefined;
}

/** A new athlete record of the organization, for a person who accepted without one. */
export async function insertAthlete(trx: Executor, organizationId: string, firstName: string, lastName: string): Promise<string> {
  const id = newId();
  const now = new Date();
  await trx.insertInto("Athlete").values({ id, organizationId, firstName, lastName, createdAt: now, updatedAt: now }).execute();
  return id;
}

/** Makes the person a member in `role`, or changes the role they have there. */
export function upsertMember(trx: Executor, member: { organizationId: string; userId: string; role: string; athleteId: string | null }) {
  return trx
    .insertInto("Member")
    .values({ ...member, id: newId(), createdAt: new Date() })
    .onConflict((conflict) =>
      conflict.columns(["organizationId", "userId"]).doUpdateSet({ role: member.role, athleteId: member.athleteId }),
    )
    .returning(["organizationId", "role"])
    .executeTakeFirstOrThrow();
}

export async function updateMemberRole(trx: Executor, id: string, role: string, athleteId: string | null): Promise<void> {
  await trx.updateTable("Member").set({ role, athleteId }).where("id", "=", id).execute();
}

export async function deleteMember(trx: Executor, id: string): Promise<void> {
  await trx.deleteFrom("Member").where("id", "=", id).execute();
}

/** Staff-assigned coaching of the organization's athletes ends with the coach's role in it. */
export async function endStaffCoaching(trx: Executor, organizationId: string, personId: string): Promise<void> {
  await trx
    .deleteFrom("Coaching")
    .where("coachId", "=", personId)
    .where("grantedBy", "=", "staff")
    .where("athleteId", "in", (eb) => eb.selectFrom("Athlete").select("id").where("organizationId", "=", organizationId))
    .execute();
}

/** A record's feed URL is its holder's: when the record changes hands, or is nobody's, the old URL stops. */
export async function endCalendarFeed(trx: Executor, athleteId: string): Promise<void> {
  await trx.updateTable("Athlete").set({ calendarFeedHash: null, updatedAt: new Date() }).where("id", "=", athleteId).execute();
}

/** How many other staff members the organization has, and its name and the person's, for the refusal. */
export async function otherStaff(organizationId: string, memberId: string, personId: string) {
  const [others, organization, person] = await Promise.all([
    qb
      .selectFrom("Member")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("organizationId", "=", organizationId)
      .where("role", "=", "staff")
      .where("id", "!=", memberId)
      .executeTakeFirst(),
    qb.selectFrom("Organization").select("name").where("id", "=", organizationId).executeTakeFirst(),
    qb.selectFrom("Person").select("name").where("id", "=", personId).executeTakeFirst(),
  ]);
  return { count: counted(others), organizationName: organization?.name ?? null, personName: person?.name ?? null };
}

export async function insertMembers(members: Array<{ organizationId: string; userId: string; role: string; athleteId?: string | null }>) {
  const now = new Date();
  await qb
    .insertInto("Member")
    .values(members.map((m) => ({ athleteId: null, ...m, id: newId(), createdAt: now })))
    .execute();
}
