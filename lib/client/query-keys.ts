// Every query key the pages use, one entry per resource: `[resource, params]`, with narrower keys
// extending broader ones, so a mutation invalidates through the same factory whatever it touched
// (keys.journal.of(athleteId) covers the athlete's pages of entries, statistics and each entry).
export type JournalFilters = { from?: string; to?: string; discipline?: string; sessionType?: string; courseOfFireId?: string };

export const keys = {
  session: () => ["session"] as const,
  me: {
    keys: () => ["me", "keys"] as const,
    deletion: () => ["me", "deletion"] as const,
    coachedAthletes: () => ["me", "coached-athletes"] as const,
    passkeys: () => ["me", "passkeys"] as const,
    linkedAccounts: () => ["me", "linked-accounts"] as const,
    sessions: () => ["me", "sessions"] as const,
    currentSession: () => ["me", "current-session"] as const,
  },
  athletes: {
    of: (organizationId: string) => ["athletes", { organizationId }] as const,
    one: (athleteId: string) => ["athletes", "one", { athleteId }] as const,
  },
  invitations: { byToken: (token: string) => ["invitations", { token }] as const },
  people: { of: (organizationId: string) => ["people", { organizationId }] as const },
  coaches: { of: (athleteId: string) => ["coaches", { athleteId }] as const },
  comments: { of: (athleteId: string, entryId: string) => ["journal", { athleteId }, "entry", entryId, "comments"] as const },
  codes: () => ["codes"] as const,
  organizations: {
    all: () => ["organizations"] as const,
    one: (organizationId: string) => ["organizations", { organizationId }] as const,
  },
  addresses: { of: (organizationId: string) => ["addresses", { organizationId }] as const },
  newsAuthors: { of: (organizationId: string) => ["news-authors", { organizationId }] as const },
  userProfiles: { one: (id: string) => ["user-profiles", { id }] as const },
  coursesOfFire: { all: () => ["courses-of-fire"] as const, one: (id: string) => ["courses-of-fire", { id }] as const },
  competitions: {
    all: () => ["competitions"] as const,
    one: (competitionId: string) => ["competitions", { competitionId }] as const,
  },
  classifications: {
    of: (competitionId: string) => ["classifications", { competitionId }] as const,
    preview: (competitionId: string, values: unknown, replacing: string | null) =>
      ["classifications", { competitionId }, "preview", { replacing }, values] as const,
    entrants: (competitionId: string) => ["classifications", { competitionId }, "entrants"] as const,
  },
  journal: {
    all: () => ["journal"] as const,
    of: (athleteId: string) => ["journal", { athleteId }] as const,
    entries: (athleteId: string, filters: JournalFilters) => ["journal", { athleteId }, "entries", filters] as const,
    stats: (athleteId: string, filters: JournalFilters) => ["journal", { athleteId }, "stats", filters] as const,
    entry: (athleteId: string, entryId: string) => ["journal", { athleteId }, "entry", entryId] as const,
    shots: (athleteId: string, entryId: string) => ["journal", { athleteId }, "entry", entryId, "shots"] as const,
    unreadComments: (athleteId: string) => ["journal", { athleteId }, "unread-comments"] as const,
    /** The entry as it was when editing began: its ETag is what a save must match, so it is never refetched. */
    editing: (athleteId: string, entryId: string) => ["journal", { athleteId }, "entry", entryId, "editing"] as const,
  },
  planning: {
    calendarEvents: (athleteId: string) => ["calendar-events", { athleteId }] as const,
    equipmentProfiles: (athleteId: string) => ["equipment-profiles", { athleteId }] as const,
    competitionEntries: (athleteId: string) => ["competition-entries", { athleteId }] as const,
    plan: (athleteId: string, from: string, to: string) => ["plan", { athleteId }, from, to] as const,
    plans: (athleteId: string) => ["plan", { athleteId }] as const,
    goals: (athleteId: string) => ["goals", { athleteId }] as const,
    checkIn: (athleteId: string, date: string) => ["check-in", { athleteId }, date] as const,
    /** The check-ins of `from` to `to`: the readiness strip beside the journal's scores. */
    checkInDays: (athleteId: string, from: string, to: string) => ["check-in", { athleteId }, from, to] as const,
    /** Every check-in read, of anyone: what the outbox refreshes once it sent one. */
    checkIns: () => ["check-in"] as const,
  },
  profileImages: {
    of: (athleteId: string) => ["profile-images", { athleteId }] as const,
    current: (athleteId: string, imageType: number) => ["profile-images", { athleteId }, "current", imageType] as const,
  },
};
