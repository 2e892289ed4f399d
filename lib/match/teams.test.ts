import { describe, expect, it } from "vitest";
import type { EntryStatus } from "./ranking";
import { teamResults, type TeamEntry } from "./teams";

const clubs = { a: { id: "club-a", name: "Aarau" }, b: { id: "club-b", name: "Bern" }, c: { id: "club-c", name: "Chur" } };

let next = 0;
const entry = (organization: TeamEntry["organization"], score: number | null, status: EntryStatus = "entered"): TeamEntry => ({
  entryId: `entry-${++next}`,
  organization,
  score,
  status,
});

/** Each team as "name rank total: member scores". */
const table = (teams: ReturnType<typeof teamResults>) =>
  teams.map((team) => `${team.name} ${team.rank ?? "-"} ${team.total}: ${team.members.map((m) => m.score).join(" ")}`);

describe("club teams, by default the best three of each organization", () => {
  it("count each club's three best scored entries; withdrawn, disqualified and unscored entries count for nothing", () => {
    const entries = [
      entry(clubs.a, 570),
      entry(clubs.a, 590),
      entry(clubs.a, 560),
      entry(clubs.a, 580),
      entry(clubs.a, 599, "dsq"),
      entry(clubs.b, 585),
      entry(clubs.b, 575),
      entry(clubs.b, 595),
      entry(clubs.b, null),
      entry(clubs.b, 600, "dnf"),
    ];
    expect(table(teamResults(entries))).toEqual(["Bern 1 1755: 595 585 575", "Aarau 2 1740: 590 580 570"]);
  });

  it("leave athletes of no organization out of every team", () => {
    expect(teamResults([entry(null, 600), entry(null, 600), entry(null, 600)])).toEqual([]);
  });

  it("sum decimal totals in tenths: 600 + 0.2 + 0.1 ties 600 + 0.3 + 0, and the members decide", () => {
    const entries = [
      entry(clubs.a, 0.1),
      entry(clubs.a, 0.2),
      entry(clubs.a, 600),
      entry(clubs.b, 0.3),
      entry(clubs.b, 600),
      entry(clubs.b, 0),
    ];
    expect(table(teamResults(entries))).toEqual(["Bern 1 600.3: 600 0.3 0", "Aarau 2 600.3: 600 0.2 0.1"]);
  });
});

describe("team ties", () => {
  it("are broken by the members' totals, highest first: the best member, then the second", () => {
    const entries = [
      entry(clubs.a, 590),
      entry(clubs.a, 580),
      entry(clubs.a, 570),
      entry(clubs.b, 590),
      entry(clubs.b, 585),
      entry(clubs.b, 565),
      entry(clubs.c, 595),
      entry(clubs.c, 575),
      entry(clubs.c, 570),
    ];
    expect(table(teamResults(entries))).toEqual(["Chur 1 1740: 595 575 570", "Bern 2 1740: 590 585 565", "Aarau 3 1740: 590 580 570"]);
  });

  it("still equal share the rank, are listed by name, and the next rank skips", () => {
    const entries = [
      entry(clubs.c, 590),
      entry(clubs.c, 580),
      entry(clubs.c, 570),
      entry(clubs.a, 590),
      entry(clubs.a, 580),
      entry(clubs.a, 570),
      entry(clubs.b, 500),
      entry(clubs.b, 500),
      entry(clubs.b, 500),
    ];
    expect(table(teamResults(entries))).toEqual(["Aarau 1 1740: 590 580 570", "Chur 1 1740: 590 580 570", "Bern 3 1500: 500 500 500"]);
  });
});

describe("teams short of three scored members", () => {
  it("follow the full teams, unranked, however high their total", () => {
    const entries = [
      entry(clubs.a, 600),
      entry(clubs.a, 600),
      entry(clubs.b, 500),
      entry(clubs.b, 500),
      entry(clubs.b, 500),
      entry(clubs.c, 400),
    ];
    expect(table(teamResults(entries))).toEqual(["Bern 1 1500: 500 500 500", "Aarau - 1200: 600 600", "Chur - 400: 400"]);
  });
});

describe("declared teams", () => {
  it("replace the clubs' best three: only the named members count, under the team's name", () => {
    const a = [entry(clubs.a, 600), entry(clubs.a, 590), entry(clubs.a, 580), entry(clubs.a, 570)];
    const b = [entry(clubs.b, 595), entry(clubs.b, 585), entry(clubs.b, 575)];
    const declared = [
      { name: "Aarau 1", entryIds: a.slice(1).map((e) => e.entryId) },
      { name: "Bern", entryIds: b.map((e) => e.entryId) },
    ];
    expect(table(teamResults([...a, ...b], declared))).toEqual(["Bern 1 1755: 595 585 575", "Aarau 1 2 1740: 590 580 570"]);
  });

  it("fall short, unranked, when a named member did not start or has no score yet", () => {
    const a = [entry(clubs.a, 600), entry(clubs.a, 590, "dns"), entry(clubs.a, null)];
    const b = [entry(clubs.b, 500), entry(clubs.b, 500), entry(clubs.b, 500)];
    const declared = [
      { name: "Aarau", entryIds: a.map((e) => e.entryId) },
      { name: "Bern", entryIds: b.map((e) => e.entryId) },
    ];
    expect(table(teamResults([...a, ...b], declared))).toEqual(["Bern 1 1500: 500 500 500", "Aarau - 600: 600"]);
  });
});
