// Who belongs to an organization, in which role, and how people are invited: staff invite by
// e-mail; the invitation's link carries a token (only its hash is kept); an invited athlete claims
// an existing athlete record, journal and all, or gets a new one in their name.
import "server-only";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { hashSecret } from "@/lib/auth/keys";
import { transaction } from "@/lib/db/client";
import { ApiError, conflict, forbidden, found, invalid, notFound } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/config";
import { mailLanguage, mailWords } from "@/lib/mail/messages";
import { sendMail } from "@/lib/mail/send-mail";
import type { invitationInput, invitationResponse, memberResponse, MemberRole } from "@/lib/schemas/people";
import { iso } from "@/lib/schemas/common";
import { languageOfAddress } from "./account-repository";
import { upsertCoaching } from "./coaching-repository";
import {
  athleteOfOrganization,
  athleteRecords,
  cancelPendingInvitation,
  claimsOf,
  deleteMember,
  endCalendarFeed,
  endStaffCoaching,
  holdsJournal,
  insertAthlete,
  insertInvitation,
  invitationRows,
  type InvitationRow,
  isHeldRecord,
  isMemberByEmail,
  memberOf,
  memberRows,
  type MemberRow,
  otherStaff,
  setInvitationAthlete,
  takeInvitation,
  updateMemberRole,
  upsertMember,
} from "./membership-repository";

const INVITATION_DAYS = 14;

// An invitation with the role coach and an athlete is that athlete's own, asking someone to coach them.
const isCoachInvitation = (i: { role: string; athleteId: string | null }) => i.role === "coach" && i.athleteId !== null;

type Names = { athleteFirstName: string | null; athleteLastName: string | null };

const fullName = (a: Names) =>
  a.athleteFirstName !== null && a.athleteLastName !== null ? `${a.athleteFirstName} ${a.athleteLastName}` : null;

function serializeMember(m: MemberRow): z.output<typeof memberResponse> {
  return {
    id: m.id,
    organizationId: m.organizationId,
    personId: m.userId,
    name: m.personName,
    email: m.personEmail,
    role: m.role as MemberRole,
    athleteId: m.athleteId,
    athleteName: fullName(m),
    createdUtc: iso(m.createdAt),
  };
}

function statusOf(i: InvitationRow): z.output<typeof invitationResponse>["status"] {
  return i.status === "pending" && i.expiresAt < new Date() ? "expired" : (i.status as "pending" | "accepted" | "canceled");
}

function serializeInvitation(i: InvitationRow): z.output<typeof invitationResponse> {
  return {
    id: i.id,
    organizationId: i.organizationId,
    organizationName: i.organizationName,
    email: i.email,
    role: i.role as MemberRole,
    athleteId: i.athleteId,
    athleteName: fullName(i),
    status: statusOf(i),
    invitedBy: i.inviterName ?? "Rangebook's operator",
    expiresUtc: iso(i.expiresAt),
    createdUtc: iso(i.createdAt),
  };
}

const facts = (a: { firstName: string; lastName: string; dateOfBirth: Date | null; gender: number | null; country: number | null }) => ({
  firstName: a.firstName,
  lastName: a.lastName,
  dateOfBirth: iso(a.dateOfBirth),
  gender: a.gender,
  country: a.country,
});

/**
 * The organization's people, its pending invitations and its athlete records: those without an
 * account too, so staff can set the facts classifications read (date of birth, gender, country)
 * before anyone claims the record.
 */
export async function listPeople(organizationId: string) {
  const [members, invitations, athletes] = await Promise.all([
    memberRows({ organizationId }),
    invitationRows({ pendingOf: organizationId }),
    athleteRecords(organizationId),
  ]);
  return {
    members: members.map(serializeMember),
    invitations: invitations.map(serializeInvitation).filter((i) => i.status === "pending"),
    athleteRecords: athletes.map((a) => ({
      id: a.id,
      ...facts(a),
      heldBy: a.heldBy,
      profile:
        a.profileId !== null && a.profileFirstName !== null && a.profileLastName !== null
          ? facts({
              firstName: a.profileFirstName,
              lastName: a.profileLastName,
              dateOfBirth: a.profileDateOfBirth,
              gender: a.profileGender,
              country: a.profileCountry,
            })
          : null,
    })),
  };
}

/**
 * Whether an athlete record is a person's own: someone claimed it once (a member holds it, or an
 * invitation to it was accepted), or it holds a journal (entries, calendar events, equipment). Such a
 * record passes to a new person only through an admin, so staff cannot hand an athlete's journal to
 * an address of their choosing.
 */
async function personalRecord(athleteId: string): Promise<boolean> {
  return (await claimsOf(athleteId)) > 0 || (await holdsJournal(athleteId));
}

const heldRecord = (name: string) =>
  forbidden(
    `${name}'s athlete record holds their journal, so only an admin can give it to another person. ` +
      "Invite the person as an athlete without a record; they get a new one of their own.",
  );

/**
 * Creates the invitation and mails its link, in the invited person's language if they chose one, else
 * in `language` (the inviter's). `byAdmin`: an admin may invite a person to claim an
 * athlete record that is already someone's (personalRecord); staff only to one nobody has had.
 */
export async function invite(
  organizationId: string,
  inviter: { id: string | null; admin: boolean },
  input: z.output<typeof invitationInput>,
  origin: string,
  language: Locale,
) {
  if (input.role !== "athlete" && input.athleteId) throw invalid({ "/athleteId": "is only for athletes" });
  if (input.athleteId) {
    const athlete = await athleteOfOrganization(organizationId, input.athleteId);
    if (!athlete) throw invalid({ "/athleteId": "must be an athlete of this organization" });
    if (athlete.held) throw conflict(`${athlete.firstName} ${athlete.lastName} already belongs to a person's account.`);
    if (!inviter.admin && (await personalRecord(athlete.id))) throw heldRecord(`${athlete.firstName} ${athlete.lastName}`);
  }
  if (await isMemberByEmail(organizationId, input.email))
    throw conflict(`${input.email} already belongs to this organization; change their role instead.`);
  const { invitation, token } = await createInvitation({ organizationId, inviterId: inviter.id, ...input });
  const t = mailWords(mailLanguage(await languageOfAddress(input.email), language));
  await sendMail({
    to: input.email,
    subject: t("invitation.subject", { organization: invitation.organizationName }),
    text: t("invitation.text", {
      inviter: invitation.inviterName ?? t("invitation.operator"),
      organization: invitation.organizationName,
      role: t(`role.${input.role}`),
      days: INVITATION_DAYS,
      url: `${origin}/invitations/accept?token=${token}`,
    }),
  });
  return serializeInvitation(invitation);
}

async function createInvitation(data: {
  organizationId: string;
  email: string;
  role: MemberRole;
  athleteId?: string | null;
  inviterId: string | null;
}) {
  const token = randomBytes(24).toString("base64url");
  const id = await insertInvitation({
    ...data,
    athleteId: data.athleteId ?? null,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  const [invitation] = await invitationRows({ id });
  if (!invitation) throw notFound(`Invitation ${id}`);
  return { invitation, token };
}

/**
 * An athlete asks someone, by e-mail, to coach them: the same mail goes out whether or not the
 * address has an account (so the answer tells nobody which addresses do), and coaching starts when
 * that person accepts with the address. Kept as an invitation with the role coach and the athlete.
 */
export async function inviteCoach(
  athlete: { id: string; organizationId: string },
  inviterId: string | null,
  email: string,
  origin: string,
  language: Locale,
) {
  const { invitation, token } = await createInvitation({
    organizationId: athlete.organizationId,
    email,
    role: "coach",
    athleteId: athlete.id,
    inviterId,
  });
  const t = mailWords(mailLanguage(await languageOfAddress(email), language));
  const who = invitation.inviterName ?? fullName(invitation) ?? t("coachInvitation.anAthlete");
  await sendMail({
    to: email,
    subject: t("coachInvitation.subject", { who }),
    text: t("coachInvitation.text", { who, days: INVITATION_DAYS, url: `${origin}/invitations/accept?token=${token}` }),
  });
}

export async function cancelInvitation(organizationId: string, id: string): Promise<void> {
  if (!(await cancelPendingInvitation(organizationId, id))) throw notFound(`Pending invitation ${id} of organization ${organizationId}`);
}

async function pendingByToken(token: string) {
  const [invitation] = await invitationRows({ tokenHash: hashSecret(token) });
  if (!invitation || statusOf(invitation) !== "pending") {
    throw new ApiError(
      "not_found",
      404,
      "This invitation does not exist any more: it was accepted, canceled or has expired. Ask for a new one.",
    );
  }
  return invitation;
}

/** The address a pending invitation's token was mailed to, or null: opening the link proved it. */
export async function invitedAddress(token: string): Promise<string | null> {
  const [invitation] = await invitationRows({ tokenHash: hashSecret(token) });
  return invitation && statusOf(invitation) === "pending" ? invitation.email.toLowerCase() : null;
}

/** What an invitation's link shows before it is accepted. */
export async function lookUpInvitation(token: string) {
  return serializeInvitation(await pendingByToken(token));
}

/**
 * The signed-in person joins; the invitation was for their e-mail address. Claiming an existing
 * athlete record ends its calendar feed's old URL (its holder makes a new one), and an invitation to
 * coach an athlete starts the coaching, without a membership.
 */
export async function acceptInvitation(token: string, person: { id: string; email: string; name: string }) {
  const invitation = await pendingByToken(token);
  if (invitation.email.toLowerCase() !== person.email.toLowerCase()) {
    throw new ApiError("forbidden", 403, `This invitation is for ${invitation.email}; you are signed in as ${person.email}.`);
  }
  return transaction(async (trx) => {
    if (!(await takeInvitation(trx, invitation.id))) throw conflict("This invitation was just accepted or canceled.");
    if (isCoachInvitation(invitation) && invitation.athleteId) {
      await upsertCoaching({ coachId: person.id, athleteId: invitation.athleteId, grantedBy: "athlete" }, trx);
      return { organizationId: invitation.organizationId, role: "coach", athleteId: invitation.athleteId };
    }
    let athleteId: string | null = null;
    if (invitation.role === "athlete") {
      if (invitation.athleteId) {
        if (await isHeldRecord(trx, invitation.athleteId)) throw conflict("That athlete record already belongs to a person's account.");
        athleteId = invitation.athleteId;
        await endCalendarFeed(trx, athleteId);
      } else {
        const [firstName = person.name, ...rest] = person.name.trim().split(/\s+/);
        athleteId = await insertAthlete(trx, invitation.organizationId, firstName, rest.join(" ") || "-");
        // The invitation names the record it made, which is from now on someone's (personalRecord).
        await setInvitationAthlete(trx, invitation.id, athleteId);
      }
    }
    const member = await upsertMember(trx, {
      organizationId: invitation.organizationId,
      userId: person.id,
      role: invitation.role,
      athleteId,
    });
    return { organizationId: member.organizationId, role: member.role, athleteId };
  });
}

/**
 * Changes the role; leaving the athlete role, the athlete record stays with the organization and the
 * person no longer acts as it, and any change ends the coaching staff assigned them here.
 */
export async function changeRole(organizationId: string, memberId: string, role: MemberRole, byAdmin: boolean) {
  const member = found(await memberOf(organizationId, memberId), `Member ${memberId} of organization ${organizationId}`);
  if (role === "athlete" && !member.athleteId) {
    throw invalid({ "/role": "needs an athlete record: invite them as an athlete instead, so they claim theirs" });
  }
  if (role !== member.role) {
    if (!byAdmin) await keepOneStaff(organizationId, member, "step down from the staff role");
    if (!byAdmin) await refuseParting(member);
    await transaction(async (trx) => {
      await updateMemberRole(trx, member.id, role, role === "athlete" ? member.athleteId : null);
      await endStaffCoaching(trx, organizationId, member.userId);
      if (member.athleteId) await endCalendarFeed(trx, member.athleteId);
    });
  }
  const [row] = await memberRows({ organizationId, id: member.id });
  return serializeMember(found(row, `Member ${memberId}`));
}

// Parting an athlete from their journal would leave it readable by nobody but whoever claims the record next.
async function refuseParting(member: { athleteId: string | null } & Names): Promise<void> {
  if (!member.athleteId || !(await holdsJournal(member.athleteId))) return;
  throw forbidden(
    `${fullName(member) ?? ""} keeps a journal in their athlete record, so only an admin can take them out of ` +
      "the athlete role or remove them; they can also delete their account themselves.",
  );
}

/**
 * An organization whose last staff member steps down has nobody left to invite or manage its people
 * but an admin, so staff hand the role on first. (Staff act only on their own organization, so the
 * last staff member a non-admin can touch is themselves.)
 */
async function keepOneStaff(organizationId: string, member: { id: string; role: string; userId: string }, toDo: string): Promise<void> {
  if (member.role !== "staff") return;
  const others = await otherStaff(organizationId, member.id, member.userId);
  if (others.count > 0) return;
  throw conflict(
    `${others.personName ?? "This person"} is the last staff member of ${others.organizationName ?? "this organization"}, so they cannot ${toDo}: ` +
      "nobody would be left to invite people or manage them. Make someone else staff first.",
  );
}

/** Removes the membership; from the next request on the person holds nothing through it. */
export async function removeMember(organizationId: string, memberId: string, byAdmin: boolean): Promise<void> {
  const member = found(await memberOf(organizationId, memberId), `Member ${memberId} of organization ${organizationId}`);
  if (!byAdmin) await keepOneStaff(organizationId, member, "leave");
  if (!byAdmin) await refuseParting(member);
  await transaction(async (trx) => {
    await deleteMember(trx, member.id);
    await endStaffCoaching(trx, organizationId, member.userId);
    if (member.athleteId) await endCalendarFeed(trx, member.athleteId);
  });
}
