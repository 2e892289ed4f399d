// People and their places: who is signed in, memberships and invitations, coaches, comments on
// journal entries and coach feedback, personal API keys.
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/config";
import { described, name, utcDateTime } from "./common";
import { MEMBER_ROLES } from "./roles";

export { MEMBER_ROLES, type MemberRole } from "./roles";

const memberRole = z.enum(MEMBER_ROLES, { error: "must be one of athlete, coach, staff, competition-admin" });
const email = z.email("must be an e-mail address such as emma@example.org").trim().toLowerCase().max(254);

const grant = z.object(
  described(
    {
      role: z.enum(["staff", "competition-admin", "athlete", "coach"]),
      organizationId: z.uuid().nullable(),
      organizationName: z.string().nullable(),
      athleteId: z.uuid().nullable(),
      athleteName: z.string().nullable(),
    },
    {
      role: "The role held",
      organizationId: "The organization it is held in (for a coached athlete, theirs)",
      organizationName: "Its name",
      athleteId: "The athlete it is for: the athlete themselves, or the athlete coached",
      athleteName: "Their name",
    },
  ),
);

export const whoAmIResponse = z.object(
  described(
    {
      role: z.enum(["admin", "staff", "competition-admin", "athlete", "coach"]).nullable(),
      keyName: z.string().nullable(),
      via: z.enum(["key", "session", "person"]),
      organizationId: z.uuid().nullable(),
      organizationName: z.string().nullable(),
      athleteId: z.uuid().nullable(),
      athleteName: z.string().nullable(),
      userProfileId: z.uuid().nullable(),
      person: z
        .object(
          described({ id: z.uuid(), name: z.string(), email: z.string() }, { id: "Identifier", name: "Name", email: "E-mail address" }),
        )
        .nullable(),
      admin: z.boolean(),
      grants: z.array(grant),
      language: z.enum(LOCALES).nullable(),
    },
    {
      role: "The main role: admin, else the first of the grants (an athlete's own record first); null for a person who holds no role yet",
      keyName: "The name of the key the request came with; null for a person's own session",
      via: "How the request proved who it is: the X-API-KEY header, a key exchanged for a cookie, or a person's session",
      organizationId: "The main role's organization",
      organizationName: "Its name",
      athleteId: "The main role's athlete (for an athlete, their own record)",
      athleteName: "Their name",
      userProfileId: "The athlete's own user profile, once they have one",
      person: "The person signed in, or who owns the key; null for an operator's key",
      admin: "Whether the principal may do everything",
      grants: "Every role held, with its organization and athlete",
      language: "The language the person chose for pages and mail (en, de or sv); null follows the browser's Accept-Language",
    },
  ),
);
export type WhoAmI = z.output<typeof whoAmIResponse>;

export const memberResponse = z.object(
  described(
    {
      id: z.uuid(),
      organizationId: z.uuid(),
      personId: z.uuid(),
      name: z.string(),
      email: z.string(),
      role: memberRole,
      athleteId: z.uuid().nullable(),
      athleteName: z.string().nullable(),
      createdUtc: utcDateTime,
    },
    {
      id: "Identifier of the membership",
      organizationId: "The organization",
      personId: "The person",
      name: "Their name",
      email: "Their e-mail address",
      role: "Their role in the organization",
      athleteId: "For an athlete: the athlete record they are",
      athleteName: "Its name",
      createdUtc: "When they joined",
    },
  ),
);

export const invitationInput = z.object(
  described(
    {
      email,
      role: memberRole,
      athleteId: z
        .uuid()
        .nullish()
        .transform((v) => v ?? null),
    },
    {
      email: "Who is invited",
      role: "The role they will hold",
      athleteId:
        "For an athlete: an existing athlete record of the organization they claim, journal and all; left out, a new record is made in their name",
    },
  ),
);

export const invitationResponse = z.object(
  described(
    {
      id: z.uuid(),
      organizationId: z.uuid(),
      organizationName: z.string(),
      email: z.string(),
      role: memberRole,
      athleteId: z.uuid().nullable(),
      athleteName: z.string().nullable(),
      status: z.enum(["pending", "accepted", "canceled", "expired"]),
      invitedBy: z.string(),
      expiresUtc: utcDateTime,
      createdUtc: utcDateTime,
    },
    {
      id: "Identifier",
      organizationId: "The organization",
      organizationName: "Its name",
      email: "Who is invited",
      role: "The role they will hold",
      athleteId: "The athlete record they will claim",
      athleteName: "Its name",
      status: "pending until accepted, canceled or past its expiry",
      invitedBy: "Who sent it",
      expiresUtc: "Until when it may be accepted",
      createdUtc: "When it was sent",
    },
  ),
);

const classifyingFacts = {
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.int().nullable(),
  country: z.int().nullable(),
};
const factDescriptions = {
  firstName: "Given name",
  lastName: "Family name",
  dateOfBirth: "Date of birth",
  gender: "Gender code",
  country: "ISO 3166-1 numeric country code",
} as const;

const athleteRecordResponse = z.object(
  described(
    {
      id: z.uuid(),
      ...classifyingFacts,
      heldBy: z.string().nullable(),
      profile: z.object(described(classifyingFacts, factDescriptions)).nullable(),
    },
    {
      ...factDescriptions,
      id: "The athlete record",
      heldBy: "The name of the member whose record it is; null when nobody has an account for it",
      profile: "The same facts as the athlete's user profile holds them, where one is linked; the record's count for classifications",
    },
  ),
);

export const peopleResponse = z.object(
  described(
    {
      members: z.array(memberResponse),
      invitations: z.array(invitationResponse),
      athleteRecords: z.array(athleteRecordResponse),
    },
    {
      members: "Everyone with a role in the organization, by name",
      invitations: "Invitations still pending, newest first",
      athleteRecords: "The organization's athlete records, with or without an account, by last name (at most 500)",
    },
  ),
);

export const memberRoleInput = z.object(described({ role: memberRole }, { role: "The new role" }));

export const acceptInvitationInput = z.object(
  described({ token: z.string().min(20).max(100) }, { token: "The token from the invitation's link" }),
);

const coachResponse = z.object(
  described(
    {
      personId: z.uuid(),
      name: z.string(),
      email: z.string().nullable(),
      grantedBy: z.enum(["athlete", "staff"]),
      createdUtc: utcDateTime,
    },
    {
      personId: "The coach",
      name: "Their name",
      email: "Their e-mail address; null when a coach reads the list (the other coaches' addresses are not theirs)",
      grantedBy: "Who granted it: the athlete, or their organization's staff",
      createdUtc: "Since when",
    },
  ),
);

export const coachesResponse = z.object(
  described(
    {
      coaches: z.array(coachResponse),
      available: z.array(
        z.object(
          described(
            { personId: z.uuid(), name: z.string(), email: z.string() },
            { personId: "The coach", name: "Their name", email: "Their e-mail address" },
          ),
        ),
      ),
    },
    {
      coaches: "Who coaches this athlete",
      available: "Coaches of the athlete's organization who do not yet; empty when a coach reads the list",
    },
  ),
);

export const addCoachInput = z.object(
  described(
    { email },
    {
      email:
        "The coach's e-mail address: a coach of the athlete's organization starts at once; anyone else the athlete names is invited by mail and starts on accepting",
    },
  ),
);

export const commentInput = z.object(
  described({ body: z.string().trim().min(1, "must not be empty").max(4000) }, { body: "The comment, at most 4,000 characters" }),
);

export const commentResponse = z.object(
  described(
    {
      id: z.uuid(),
      athleteId: z.uuid(),
      journalEntryId: z.uuid(),
      authorId: z.uuid(),
      authorName: z.string(),
      authorRole: z.enum(["athlete", "coach", "admin"]),
      body: z.string(),
      unread: z.boolean(),
      createdUtc: utcDateTime,
      updatedUtc: utcDateTime,
    },
    {
      id: "Identifier",
      athleteId: "The athlete whose entry it is on",
      journalEntryId: "The entry",
      authorId: "Who wrote it",
      authorName: "Their name",
      authorRole: "Whether the author is the athlete or one of their coaches",
      body: "The comment",
      unread: "Whether the athlete has not read it yet",
      createdUtc: "When it was written",
      updatedUtc: "When it was last edited",
    },
  ),
);

export const coachFeedbackInput = z.object(
  described(
    {
      coachFeedback: z
        .string()
        .max(10_000)
        .nullish()
        .transform((v) => v ?? null),
    },
    { coachFeedback: "The coach's feedback on the session; null clears it" },
  ),
);

export const personalKeyInput = z.object(described({ name }, { name: "What the key is for, e.g. ShotMarker sync" }));

export const personalKeyResponse = z.object(
  described(
    {
      id: z.uuid(),
      name: z.string(),
      prefix: z.string(),
      createdUtc: utcDateTime,
      revokedUtc: utcDateTime.nullable(),
      key: z.string().optional(),
    },
    {
      id: "Identifier",
      name: "What the key is for",
      prefix: "Its first characters (rbk_<prefix>_…), to tell keys apart",
      createdUtc: "When it was made",
      revokedUtc: "When it was revoked",
      key: "The key itself: answered once, when it is made",
    },
  ),
);

export const invitationAcceptedResponse = z.object(
  described(
    {
      organizationId: z.uuid(),
      role: memberRole,
      athleteId: z.uuid().nullable(),
    },
    { organizationId: "The organization joined", role: "The role now held", athleteId: "For an athlete: the athlete record they now are" },
  ),
);

export const deletionSummaryResponse = z.object(
  described(
    {
      journalEntries: z.int(),
      profileImages: z.int(),
      athleteRecordsKeptBy: z.array(z.string()),
    },
    {
      journalEntries: "Journal entries (with their series, shots and comments) that deleting the account removes",
      profileImages: "Profile images it removes",
      athleteRecordsKeptBy: "Organizations that keep the athlete record (name, date of birth, competition results)",
    },
  ),
);

/** A coach tag's codes (lib/people/coach-tags.ts words them in English, a page in its language). */
const COACH_TAG_CODES = ["shortSleep", "highStress", "openActionItem", "noFeedback"] as const;
export type CoachTagCode = (typeof COACH_TAG_CODES)[number];

const coachTag = z.object({
  code: z.enum(COACH_TAG_CODES).meta({ description: "What it is: shortSleep, highStress, openActionItem or noFeedback" }),
  value: z
    .number()
    .nullable()
    .meta({ description: "The hours of sleep (shortSleep) or the stress level out of 10 (highStress); null for the others" }),
});
export type CoachTag = z.output<typeof coachTag>;

export const coachedAthleteResponse = z.object(
  described(
    {
      athleteId: z.uuid(),
      name: z.string(),
      organizationName: z.string(),
      lastSessionDate: z.string().nullable(),
      lastSessionScore: z.number().nullable(),
      lastSessionMaxScore: z.number().nullable(),
      sessionsLast7Days: z.int(),
      shotsLast7Days: z.int(),
      awaitingFeedback: z.int(),
      firstAwaitingFeedbackId: z.uuid().nullable(),
      trend: z
        .object(
          described(
            {
              courseOfFireId: z.uuid(),
              courseOfFireName: z.string(),
              weeks: z.array(
                z.object(
                  described(
                    { weekStart: z.string(), sessions: z.int(), averageScore: z.number().nullable() },
                    {
                      weekStart: "The Monday of the week",
                      sessions: "Scored sessions on the course that week",
                      averageScore: "Their mean score; null without one",
                    },
                  ),
                ),
              ),
            },
            { courseOfFireId: "The course of fire the trend follows", courseOfFireName: "Its name", weeks: "The four weeks, oldest first" },
          ),
        )
        .nullable(),
      plannedShotsLast7Days: z.int().nullable(),
      complianceLast28Days: z.number().nullable(),
      latestReadiness: z.number().nullable(),
      readinessLowTwoDays: z.boolean(),
      nextCompetition: z
        .object(
          described(
            { competitionId: z.uuid(), name: z.string(), startDate: z.string(), priority: z.enum(["A", "B", "C"]).nullable() },
            {
              competitionId: "The competition",
              name: "Its name",
              startDate: "Its first day",
              priority: "The priority the athlete's plan gives it (A, B or C), if planned",
            },
          ),
        )
        .nullable(),
      seasonBest: z.array(
        z.object(
          described(
            { courseOfFireId: z.uuid(), courseOfFireName: z.string(), score: z.number() },
            { courseOfFireId: "The course of fire", courseOfFireName: "Its name", score: "The best score on it in the last twelve months" },
          ),
        ),
      ),
      latest: z.array(
        z.object(
          described(
            {
              id: z.uuid(),
              sessionDate: z.string(),
              sessionType: z.string().nullable(),
              discipline: z.string().nullable(),
              score: z.number().nullable(),
              maxScore: z.number().nullable(),
              flags: z.array(z.string()),
              tags: z.array(coachTag),
            },
            {
              id: "The journal entry",
              sessionDate: "Its date",
              sessionType: "Its session type",
              discipline: "Its discipline",
              score: "Its score",
              maxScore: "Its maximum",
              flags: "What a coach may want to look at: short sleep, high stress, an open action item, no feedback yet, in English words",
              tags: "The same, as codes with their values, for a page to word in its language",
            },
          ),
        ),
      ),
    },
    {
      athleteId: "The athlete",
      name: "Their name",
      organizationName: "Their organization",
      lastSessionDate: "The date of their latest session; null before the first",
      lastSessionScore: "The score of their latest session",
      lastSessionMaxScore: "The maximum of their latest session",
      sessionsLast7Days: "Sessions in the last seven days, today included",
      shotsLast7Days: "Shots fired in those sessions",
      awaitingFeedback: "Sessions of the last four weeks with no feedback and no comment from a coach yet",
      firstAwaitingFeedbackId: "The oldest of them, where to start",
      trend:
        "Weekly average scores over the last four weeks, on the course of fire they fired most shots on; null without scored sessions on a course of fire",
      plannedShotsLast7Days: "Shots planned for the last seven days, today included; null when nothing was planned",
      complianceLast28Days:
        "The share (0 to 1) of the sessions planned for the last four weeks that were done within 50% of plan; null when none was planned",
      latestReadiness: "The mean of their latest daily check-in of the last seven days, 1 (poor) to 5 (good); null without one",
      readinessLowTwoDays: "Whether their check-ins of the last two days running were both 2.5 or lower",
      nextCompetition: "The next competition they entered; null when none is ahead",
      seasonBest: "Their best score on each course of fire in the last twelve months",
      latest: "Their three latest sessions",
    },
  ),
);
