// All of one person's data, as JSON to take away, and what deleting their account removes: their
// account, sessions, keys, memberships, coaching and comments, and the journal of the athlete record
// they are (entries, series, shots, comments, calendar and its feed, equipment, images). The athlete record itself
// (name, date of birth, competition entries) stays with its organization: results belong to the match.
import "server-only";
import { serializeAthlete } from "@/lib/athletes/athletes";
import { serializeCalendarEvent } from "@/lib/athletes/calendar-events";
import { serializeEquipmentProfile } from "@/lib/athletes/equipment-profiles";
import { serializeAthleteCompetitionEntry } from "@/lib/competitions/competition-entries";
import { db, prismaTransaction as transaction } from "@/lib/db/client";
import { dropUnusedBytes, serializeImage } from "@/lib/images/profile-images";
import { serializeShot } from "@/lib/journal/entry-shots";
import { entryInclude, type EntryWithLinks, serializeEntry } from "@/lib/journal/serialize-entry";
import type { Shot } from "@/lib/generated/prisma/client";
import { serializeProfile } from "@/lib/profiles/user-profiles";
import { iso } from "@/lib/schemas/common";

async function athleteIdsOf(personId: string): Promise<string[]> {
  const members = await db.member.findMany({
    where: { userId: personId, role: "athlete", athleteId: { not: null } },
    select: { athleteId: true },
  });
  return members.flatMap((m) => (m.athleteId ? [m.athleteId] : []));
}

/** Everything Rangebook holds about one athlete record: the journal with its series and shots, and the rest. */
async function athleteData(athleteId: string, request: Request) {
  const [record, journal] = await Promise.all([athleteRecord(athleteId, request), journalWithShots(athleteId)]);
  return { ...record, journal };
}

async function journalWithShots(athleteId: string) {
  const entries = await db.journalEntry.findMany({
    where: { athleteId },
    include: { ...entryInclude, shots: { orderBy: [{ seriesNumber: "asc" }, { shotNumber: "asc" }] } },
    orderBy: { sessionDate: "asc" },
  });
  return entries.map(entryWithShots);
}

/** An entry as the API gives it, with its shots. */
export function entryWithShots(entry: EntryWithLinks & { shots: Shot[] }) {
  return {
    ...serializeEntry(entry),
    shots: entry.shots.map(serializeShot),
  };
}

/** The athlete record and everything kept with it but the journal. */
export async function athleteRecord(athleteId: string, request: Request) {
  const athlete = await db.athlete.findUniqueOrThrow({
    where: { id: athleteId },
    include: {
      userProfile: true,
      calendarEvents: { orderBy: { startUtc: "asc" } },
      equipmentProfiles: { orderBy: { name: "asc" } },
      profileImages: { orderBy: { uploadedAt: "asc" } },
      competitionEntries: { include: { competition: true, courseOfFire: true } },
      coaches: { include: { coach: { select: { name: true, email: true } } } },
    },
  });
  return {
    athlete: serializeAthlete(athlete),
    userProfile: athlete.userProfile ? serializeProfile(athlete.userProfile) : null,
    calendarEvents: athlete.calendarEvents.map(serializeCalendarEvent),
    equipmentProfiles: athlete.equipmentProfiles.map(serializeEquipmentProfile),
    profileImages: athlete.profileImages.map((image) => serializeImage(image, request)),
    competitionEntries: athlete.competitionEntries.map(serializeAthleteCompetitionEntry),
    coaches: athlete.coaches.map((c) => ({
      name: c.coach.name,
      email: c.coach.email,
      grantedBy: c.grantedBy,
      since: iso(c.createdAt),
    })),
  };
}

/** Everything Rangebook holds about the person, and the athlete records they are. */
export async function exportPersonData(personId: string, request: Request) {
  const person = await db.person.findUniqueOrThrow({
    where: { id: personId },
    include: {
      accounts: { select: { providerId: true, accountId: true, createdAt: true } },
      passkeys: { select: { name: true, deviceType: true, createdAt: true } },
      sessions: { select: { createdAt: true, expiresAt: true, ipAddress: true, userAgent: true } },
      memberships: { include: { organization: { select: { name: true } } } },
      coaching: { include: { athlete: { select: { firstName: true, lastName: true } } } },
      comments: { select: { id: true, journalEntryId: true, body: true, createdAt: true, updatedAt: true } },
      apiKeys: { select: { name: true, prefix: true, createdAt: true, revokedAt: true } },
    },
  });
  const athletes = await Promise.all((await athleteIdsOf(personId)).map((athleteId) => athleteData(athleteId, request)));
  return {
    exportedUtc: iso(new Date()),
    person: {
      id: person.id,
      name: person.name,
      email: person.email,
      emailVerified: person.emailVerified,
      createdUtc: iso(person.createdAt),
    },
    signIn: {
      providers: person.accounts.map((a) => ({
        provider: a.providerId,
        idpUserId: a.providerId === "credential" ? null : a.accountId,
        since: iso(a.createdAt),
      })),
      passkeys: person.passkeys.map((p) => ({ name: p.name, deviceType: p.deviceType, createdUtc: p.createdAt ? iso(p.createdAt) : null })),
      sessions: person.sessions.map((s) => ({
        createdUtc: iso(s.createdAt),
        expiresUtc: iso(s.expiresAt),
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
      })),
      apiKeys: person.apiKeys.map((k) => ({
        name: k.name,
        prefix: k.prefix,
        createdUtc: iso(k.createdAt),
        revokedUtc: k.revokedAt ? iso(k.revokedAt) : null,
      })),
    },
    memberships: person.memberships.map((m) => ({
      organization: m.organization.name,
      role: m.role,
      athleteId: m.athleteId,
      since: iso(m.createdAt),
    })),
    coaching: person.coaching.map((c) => ({
      athlete: `${c.athlete.firstName} ${c.athlete.lastName}`,
      athleteId: c.athleteId,
      since: iso(c.createdAt),
    })),
    commentsWritten: person.comments.map((c) => ({
      id: c.id,
      journalEntryId: c.journalEntryId,
      body: c.body,
      createdUtc: iso(c.createdAt),
      updatedUtc: iso(c.updatedAt),
    })),
    athletes,
  };
}

/** What deleting the account will remove, for the page to say before anyone confirms. */
export async function deletionSummary(personId: string) {
  const athleteIds = await athleteIdsOf(personId);
  const [entries, images, athletes] = await Promise.all([
    db.journalEntry.count({ where: { athleteId: { in: athleteIds } } }),
    db.profileImage.count({ where: { athleteId: { in: athleteIds } } }),
    db.athlete.findMany({ where: { id: { in: athleteIds } }, include: { organization: { select: { name: true } } } }),
  ]);
  return { journalEntries: entries, profileImages: images, athleteRecordsKeptBy: athletes.map((a) => a.organization.name) };
}

/** Removes the journal of the person's athlete records; called just before the account itself goes. */
export async function forgetAthleteData(personId: string): Promise<void> {
  const athleteIds = await athleteIdsOf(personId);
  if (athleteIds.length === 0) return;
  const where = { athleteId: { in: athleteIds } };
  const images = await db.profileImage.findMany({ where, select: { storageKey: true } });
  await transaction(async (tx) => {
    await tx.journalEntry.deleteMany({ where });
    await tx.calendarEvent.deleteMany({ where });
    await tx.equipmentProfile.deleteMany({ where });
    await tx.profileImage.deleteMany({ where });
    await tx.userProfile.deleteMany({ where });
    await tx.coaching.deleteMany({ where });
    await tx.athlete.updateMany({ where: { id: { in: athleteIds } }, data: { calendarFeedHash: null } });
    await tx.apiKey.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: new Date() } });
  });
  await dropUnusedBytes(images.map((i) => i.storageKey));
}
