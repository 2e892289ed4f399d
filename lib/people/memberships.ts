// Who belongs to an organization, in which role, and how people are invited: staff invite by
// e-mail; the invitation's link carries a token (only its hash is kept); an invited athlete claims
// an existing athlete record, journal and all, or gets a new one in their name.
import "server-only";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { hashSecret } from "@/lib/auth/keys";
import { db, transaction } from "@/lib/db/client";
import { ApiError, conflict, found, invalid, notFound } from "@/lib/errors";
import type { Athlete } from "@/lib/generated/prisma/client";
import { sendMail } from "@/lib/mail/send-mail";
import type { invitationInput, invitationResponse, memberResponse, MemberRole } from "@/lib/schemas/people";
import { roleLabels } from "@/lib/schemas/people";
import { iso } from "@/lib/schemas/common";

const INVITATION_DAYS = 14;

type MemberRow = Awaited<ReturnType<typeof memberRows>>[number];
type InvitationRow = Awaited<ReturnType<typeof invitationRows>>[number];

function memberRows(where: { organizationId: string; id?: string }) {
  return db.member.findMany({
    where,
    include: { person: { select: { name: true, email: true } }, athlete: { select: { firstName: true, lastName: true } } },
    orderBy: { person: { name: "asc" } },
  });
}

function invitationRows(where: { organizationId?: string; id?: string; tokenHash?: string; status?: string }) {
  return db.invitation.findMany({
    where,
    include: {
      organization: { select: { name: true } },
      inviter: { select: { name: true } },
      athlete: { select: { firstName: true, lastName: true } },
    },
    orderBy: { createdAt: "desc" },
  });
}

const fullName = (a: Pick<Athlete, "firstName" | "lastName"> | null) => (a ? `${a.firstName} ${a.lastName}` : null);

function serializeMember(m: MemberRow): z.output<typeof memberResponse> {
  return {
    id: m.id,
    organizationId: m.organizationId,
    personId: m.userId,
    name: m.person.name,
    email: m.person.email,
    role: m.role as MemberRole,
    athleteId: m.athleteId,
    athleteName: fullName(m.athlete),
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
    organizationName: i.organization.name,
    email: i.email,
    role: i.role as MemberRole,
    athleteId: i.athleteId,
    athleteName: fullName(i.athlete),
    status: statusOf(i),
    invitedBy: i.inviter?.name ?? "Rangebook's operator",
    expiresUtc: iso(i.expiresAt),
    createdUtc: iso(i.createdAt),
  };
}

export async function listPeople(organizationId: string) {
  const [members, invitations] = await Promise.all([memberRows({ organizationId }), invitationRows({ organizationId, status: "pending" })]);
  return { members: members.map(serializeMember), invitations: invitations.map(serializeInvitation).filter((i) => i.status === "pending") };
}

/** Creates the invitation and mails its link; the link's origin is the one staff used. */
export async function invite(organizationId: string, inviterId: string | null, input: z.output<typeof invitationInput>, origin: string) {
  if (input.role !== "athlete" && input.athleteId) throw invalid({ "/athleteId": "is only for athletes" });
  if (input.athleteId) {
    const athlete = await db.athlete.findFirst({
      where: { id: input.athleteId, organizationId },
      include: { members: { select: { id: true } } },
    });
    if (!athlete) throw invalid({ "/athleteId": "must be an athlete of this organization" });
    if (athlete.members.length > 0) throw conflict(`${athlete.firstName} ${athlete.lastName} already belongs to a person's account.`);
  }
  const already = await db.member.findFirst({ where: { organizationId, person: { email: input.email } } });
  if (already) throw conflict(`${input.email} already belongs to this organization; change their role instead.`);
  const token = randomBytes(24).toString("base64url");
  const row = await db.invitation.create({
    data: {
      organizationId,
      email: input.email,
      role: input.role,
      athleteId: input.athleteId,
      inviterId,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    },
  });
  const [invitation] = await invitationRows({ id: row.id });
  if (!invitation) throw notFound(`Invitation ${row.id}`);
  await sendMail({
    to: input.email,
    subject: `Join ${invitation.organization.name} on Rangebook`,
    text: [
      `${invitation.inviter?.name ?? "Rangebook's operator"} invites you to ${invitation.organization.name} on Rangebook as ${roleLabels[input.role].toLowerCase()}.`,
      "",
      `Accept within ${INVITATION_DAYS} days (sign up first if you have no account, with this address):`,
      `${origin}/invitations/accept?token=${token}`,
    ].join("\n"),
  });
  return serializeInvitation(invitation);
}

export async function cancelInvitation(organizationId: string, id: string): Promise<void> {
  const { count } = await db.invitation.updateMany({ where: { id, organizationId, status: "pending" }, data: { status: "canceled" } });
  if (count === 0) throw notFound(`Pending invitation ${id} of organization ${organizationId}`);
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

/** What an invitation's link shows before it is accepted. */
export async function lookUpInvitation(token: string) {
  return serializeInvitation(await pendingByToken(token));
}

/** The signed-in person joins; the invitation was for their e-mail address. */
export async function acceptInvitation(token: string, person: { id: string; email: string; name: string }) {
  const invitation = await pendingByToken(token);
  if (invitation.email.toLowerCase() !== person.email.toLowerCase()) {
    throw new ApiError("forbidden", 403, `This invitation is for ${invitation.email}; you are signed in as ${person.email}.`);
  }
  return transaction(async (tx) => {
    const taken = await tx.invitation.updateMany({ where: { id: invitation.id, status: "pending" }, data: { status: "accepted" } });
    if (taken.count === 0) throw conflict("This invitation was just accepted or canceled.");
    let athleteId: string | null = null;
    if (invitation.role === "athlete") {
      if (invitation.athleteId) {
        if (await tx.member.findFirst({ where: { athleteId: invitation.athleteId } }))
          throw conflict("That athlete record already belongs to a person's account.");
        athleteId = invitation.athleteId;
      } else {
        const [firstName = person.name, ...rest] = person.name.trim().split(/\s+/);
        athleteId = (
          await tx.athlete.create({ data: { organizationId: invitation.organizationId, firstName, lastName: rest.join(" ") || "-" } })
        ).id;
      }
    }
    const member = await tx.member.upsert({
      where: { organizationId_userId: { organizationId: invitation.organizationId, userId: person.id } },
      create: { organizationId: invitation.organizationId, userId: person.id, role: invitation.role, athleteId },
      update: { role: invitation.role, athleteId },
    });
    return { organizationId: member.organizationId, role: member.role, athleteId };
  });
}

export async function changeRole(organizationId: string, memberId: string, role: MemberRole) {
  const member = found(
    await db.member.findFirst({ where: { id: memberId, organizationId } }),
    `Member ${memberId} of organization ${organizationId}`,
  );
  if (role === "athlete" && !member.athleteId) {
    throw invalid({ "/role": "needs an athlete record: invite them as an athlete instead, so they claim theirs" });
  }
  // Leaving the athlete role, the athlete record stays with the organization; the person no longer acts as it.
  await db.member.update({ where: { id: member.id }, data: { role, athleteId: role === "athlete" ? member.athleteId : null } });
  const [row] = await memberRows({ organizationId, id: member.id });
  return serializeMember(found(row, `Member ${memberId}`));
}

/** Removes the membership; from the next request on the person holds nothing through it. */
export async function removeMember(organizationId: string, memberId: string): Promise<void> {
  const member = found(
    await db.member.findFirst({ where: { id: memberId, organizationId } }),
    `Member ${memberId} of organization ${organizationId}`,
  );
  await transaction(async (tx) => {
    await tx.member.delete({ where: { id: member.id } });
    // Staff-assigned coaching of this organization's athletes ends with the coach's membership.
    await tx.coaching.deleteMany({ where: { coachId: member.userId, grantedBy: "staff", athlete: { organizationId } } });
  });
}
