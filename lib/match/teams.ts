// Club team results of one course of fire (issue 37): the best three of each organization, or the
// teams the organizations declared.
import type { EntryStatus } from "./ranking";

const TEAM_SIZE = 3;

export type TeamEntry = {
  entryId: string;
  organization: { id: string; name: string } | null;
  score: number | null;
  status: EntryStatus;
};

export type TeamDeclaration = { name: string; entryIds: readonly string[] };

/** members: the scored members that count, best first. A team short of three has no rank. */
export type TeamResult<E> = { rank: number | null; name: string; total: number; members: E[] };

type Team<E> = { name: string; members: E[] };

const tenths = (value: number) => Math.round(value * 10);

const collator = new Intl.Collator("en");

const scoreOf = (entry: TeamEntry) => entry.score ?? 0;

/** The members that count: scored, still in the match, the best three (equal scores keep the given order). */
const counting = <E extends TeamEntry>(entries: readonly E[]) =>
  entries
    .filter((entry) => entry.status === "entered" && entry.score !== null)
    .sort((a, b) => tenths(scoreOf(b)) - tenths(scoreOf(a)))
    .slice(0, TEAM_SIZE);

function clubTeams<E extends TeamEntry>(entries: readonly E[]): Team<E>[] {
  const byOrganization = new Map<string, { name: string; entries: E[] }>();
  for (const entry of entries) {
    if (entry.organization === null) continue;
    const club = byOrganization.get(entry.organization.id) ?? { name: entry.organization.name, entries: [] };
    club.entries.push(entry);
    byOrganization.set(entry.organization.id, club);
  }
  return [...byOrganization.values()]
    .map((club) => ({ name: club.name, members: counting(club.entries) }))
    .filter((team) => team.members.length > 0);
}

function declaredTeams<E extends TeamEntry>(entries: readonly E[], declared: readonly TeamDeclaration[]): Team<E>[] {
  const byId = new Map(entries.map((entry) => [entry.entryId, entry]));
  return declared.map((team) => ({
    name: team.name,
    members: counting(team.entryIds.flatMap((id) => byId.get(id) ?? [])),
  }));
}

/** Total first, then the best member's total, then the second's: in tenths, free of float noise. */
const standing = (team: Team<TeamEntry>) => {
  const scores = team.members.map((m) => tenths(scoreOf(m)));
  return [scores.reduce((sum, score) => sum + score, 0), ...scores];
};

const compareStanding = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (b[i] ?? 0) - (a[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

/**
 * Team results, ranked. With declarations only the declared teams compete (a club cannot pick its
 * best three after the match while another is held to the three it named); without, each
 * organization's best three form its team. A team's total is the sum of its members' totals; equal
 * teams are separated by their members' totals, highest first, and still equal share the rank,
 * listed by name. Teams with fewer than three scored members follow the full teams, unranked.
 */
export function teamResults<E extends TeamEntry>(entries: readonly E[], declared: readonly TeamDeclaration[] = []): TeamResult<E>[] {
  const teams = declared.length > 0 ? declaredTeams(entries, declared) : clubTeams(entries);
  const standings = teams
    .map((team) => ({ team, key: standing(team) }))
    .sort((a, b) => compareStanding(a.key, b.key) || collator.compare(a.team.name, b.team.name));
  const full = standings.filter(({ team }) => team.members.length === TEAM_SIZE);
  const short = standings.filter(({ team }) => team.members.length < TEAM_SIZE);
  const result = (team: Team<E>, key: readonly number[], rank: number | null) => {
    const [totalTenths = 0] = key;
    return { rank, name: team.name, total: totalTenths / 10, members: team.members };
  };
  let rank = 0;
  let above: readonly number[] | null = null;
  const ranked = full.map(({ team, key }, i) => {
    if (above === null || compareStanding(above, key) !== 0) rank = i + 1;
    above = key;
    return result(team, key, rank);
  });
  return [...ranked, ...short.map(({ team, key }) => result(team, key, null))];
}
