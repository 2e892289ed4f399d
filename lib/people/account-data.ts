// All of one person's data, as JSON to take away, and what deleting their account removes: their
// account, sessions, keys, memberships, coaching and comments, and the journal of the athlete record
// they are (entries, series, shots, comments, calendar and its feed, equipment, images). The athlete record itself
// (name, date of birth, competition entries) stays with its organization: results belong to the match.
import "server-only";
import { revokeAthletesKeys } from "@/lib/auth/api-key-repository";
import { serializeAthlete } from "@/lib/athletes/athletes";
import { serializeCalendarEvent } from "@/lib/athletes/calendar-events";
import { serializeEquipmentProfile } from "@/lib/athletes/equipment-profiles";
import { serializeAthleteCompetitionEntry } from "@/lib/competitions/competition-entries";
import { transaction } from "@/lib/db/client";
import { ApiError } from "@/lib/errors";
import { dropUnusedBytes, serializeImage } from "@/lib/images/profile-images";
import { selectWholeJournal } from "@/lib/journal/entry-repository";
import { serializeShot } from "@/lib/journal/entry-shots";
import { type EntryWithLinks, serializeEntry } from "@/lib/journal/serialize-entry";
import { serializeProfile } from "@/lib/profiles/user-profiles";
import { iso } from "@/lib/schemas/common";
import { athleteIdsOf, athleteWithRecords, eraseAthleteData, erasableCounts, imageKeysOf, personExport } from "./account-repository";

/** A record read by an id we hold may have gone meanwhile: 404, in the words the API has always used for it. */
function existing<T>(row: T | null): T {
  if (row === null) throw new ApiError("not_found", 404, "The record does not exist (any more).");
  return row;
}

/** Everything Rangebook holds about one athlete record: the journal with its series and shots, and the rest. */
async function athleteData(athleteId: string, origin: string) {
  const [record, journal] = await Promise.all([athleteRecord(athleteId, origin), selectWholeJournal(athleteId)]);
  return { ...record, journal: journal.map(entryWithShots) };
}

/** An entry as the API gives it, with its shots. */
export function entryWithShots(entry: EntryWithLinks & { shots: Array<Parameters<typeof serializeShot>[0]> }) {
  return {
    ...serializeEntry(entry),
    shots: entry.shots.map(serializeShot),
  };
}

/** The athlete record and everything kept with it but the journal. */
export async function athleteRecord(athleteId: string, origin: string) {
  const { athlete, ...kept } = existing(await athleteWithRecords(athleteId));
  return {
    athlete: serializeAthlete(athlete),
    userProfile: kept.userProfile ? serializeProfile(kept.userProfile) : null,
    calendarEvents: kept.calendarEvents.map(serializeCalendarEvent),
    equipmentProfiles: kept.equipmentProfiles.map(serializeEquipmentProfile),
    profileImages: kept.profileImages.map((image) => serializeImage(image, origin)),
    competitionEntries: kept.competitionEntries.map(serializeAthleteCompetitionEntry),
    coaches: kept.coaches.map((c) => ({
      name: c.name,
      email: c.email,
      grantedBy: c.grantedBy,
      since: iso(c.createdAt),
    })),
  };
}

/** Everything Rangebook holds about the person, and the athlete records they are. */
export async function exportPersonData(personId: string, origin: string) {
  const person = existing(await personExport(personId));
  const athletes = await Promise.all((await athleteIdsOf(personId)).map((athleteId) => athleteData(athleteId, origin)));
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
      organization: m.organization,
      role: m.role,
      athleteId: m.athleteId,
      since: iso(m.createdAt),
    })),
    coaching: person.coaching.map((c) => ({
      athlete: `${c.firstName} ${c.lastName}`,
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
  const { journalEntries, profileImages, organizations } = await erasableCounts(await athleteIdsOf(personId));
  return { journalEntries, profileImages, athleteRecordsKeptBy: organizations };
}

/** Removes the journal of the person's athlete records; called just before the account itself goes. */
export async function forgetAthleteData(personId: string): Promise<void> {
  const athleteIds = await athleteIdsOf(personId);
  if (athleteIds.length === 0) return;
  const images = await imageKeysOf(athleteIds);
  await transaction(async (trx) => {
    await eraseAthleteData(trx, athleteIds);
    await revokeAthletesKeys(trx, athleteIds);
  });
  await dropUnusedBytes(images);
}
