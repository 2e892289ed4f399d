import { describe, expect, it } from "vitest";
import { type DoneSession, type PlannedRow, assemblePlan, complianceOf, kindOfSession, linkSessions, weekStartOf } from "./plan";

let made = 0;
function planned(fields: Partial<PlannedRow> & Pick<PlannedRow, "date" | "type">): PlannedRow {
  made += 1;
  return {
    id: `p${made}`,
    plannedShots: null,
    plannedMinutes: null,
    journalEntryId: null,
    linkedByHand: false,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, made)),
    ...fields,
  };
}

function session(fields: Partial<DoneSession> & Pick<DoneSession, "id" | "day">): DoneSession {
  return { sessionType: null, score: null, shotsFired: null, durationMinutes: null, ...fields };
}

describe("kindOfSession", () => {
  it("reads the session types of section 14, and a scored session as live fire", () => {
    expect(kindOfSession({ sessionType: "Dry fire", score: null, shotsFired: null })).toBe("dry-fire");
    expect(kindOfSession({ sessionType: "match simulation", score: 580, shotsFired: 60 })).toBe("match-simulation");
    expect(kindOfSession({ sessionType: "Competition", score: null, shotsFired: null })).toBe("competition");
    expect(kindOfSession({ sessionType: "Training", score: 95, shotsFired: null })).toBe("live-fire");
    expect(kindOfSession({ sessionType: null, score: null, shotsFired: 40 })).toBe("live-fire");
    expect(kindOfSession({ sessionType: "Physical", score: null, shotsFired: null })).toBeNull();
  });
});

describe("linkSessions", () => {
  it("links one planned session to the day's one session whatever their types", () => {
    const p = planned({ date: "2026-03-02", type: "mental" });
    const links = linkSessions([p], [session({ id: "e1", day: "2026-03-02", sessionType: "Training", score: 580 })]);
    expect(links.get(p.id)).toBe("e1");
  });

  it("matches by type when a day has several, in the order they were planned", () => {
    const live = planned({ date: "2026-03-02", type: "live-fire" });
    const dry = planned({ date: "2026-03-02", type: "dry-fire" });
    const links = linkSessions(
      [live, dry],
      [
        session({ id: "dry", day: "2026-03-02", sessionType: "Dry fire" }),
        session({ id: "live", day: "2026-03-02", sessionType: "Training", shotsFired: 60 }),
      ],
    );
    expect(links.get(live.id)).toBe("live");
    expect(links.get(dry.id)).toBe("dry");
  });

  it("leaves a planned session unlinked when no session of the day matches its type", () => {
    const physical = planned({ date: "2026-03-02", type: "physical" });
    const live = planned({ date: "2026-03-02", type: "live-fire" });
    const links = linkSessions([physical, live], [session({ id: "e", day: "2026-03-02", score: 590 })]);
    expect(links.get(physical.id)).toBeNull();
    expect(links.get(live.id)).toBe("e");
  });

  it("keeps a link set by hand, and a link cleared by hand, and never gives that session to another plan", () => {
    const byHand = planned({ date: "2026-03-01", type: "live-fire", journalEntryId: "e", linkedByHand: true });
    const sameDay = planned({ date: "2026-03-02", type: "live-fire" });
    const cleared = planned({ date: "2026-03-03", type: "live-fire", journalEntryId: null, linkedByHand: true });
    const links = linkSessions(
      [byHand, sameDay, cleared],
      [session({ id: "e", day: "2026-03-02", score: 590 }), session({ id: "f", day: "2026-03-03", score: 580 })],
    );
    expect(links.get(byHand.id)).toBe("e");
    expect(links.get(sameDay.id)).toBeNull();
    expect(links.get(cleared.id)).toBeNull();
  });

  it("does not link across days", () => {
    const p = planned({ date: "2026-03-02", type: "live-fire" });
    expect(linkSessions([p], [session({ id: "e", day: "2026-03-03", score: 590 })]).get(p.id)).toBeNull();
  });
});

describe("complianceOf", () => {
  const p = { plannedShots: 100, plannedMinutes: 90 };
  it.each([
    [80, "green"],
    [120, "green"],
    [79, "yellow"],
    [50, "yellow"],
    [121, "yellow"],
    [150, "yellow"],
    [49, "red"],
    [151, "red"],
  ] as const)("%i of 100 planned shots is %s", (shots, colour) => {
    expect(complianceOf(p, session({ id: "e", day: "d", shotsFired: shots }))).toBe(colour);
  });

  it("falls back to minutes, and is green when nothing can be compared", () => {
    expect(complianceOf(p, session({ id: "e", day: "d", durationMinutes: 40 }))).toBe("red");
    expect(complianceOf({ plannedShots: null, plannedMinutes: null }, session({ id: "e", day: "d" }))).toBe("green");
  });
});

describe("assemblePlan", () => {
  it("marks done, missed and planned, tallies every week of the range, and counts compliance up to today", () => {
    const done = planned({ date: "2026-03-02", type: "live-fire", plannedShots: 60 });
    const short = planned({ date: "2026-03-03", type: "live-fire", plannedShots: 100 });
    const missed = planned({ date: "2026-03-04", type: "dry-fire", plannedMinutes: 30 });
    const later = planned({ date: "2026-03-20", type: "live-fire", plannedShots: 60 });
    const plan = assemblePlan(
      [done, short, missed, later],
      [
        session({ id: "a", day: "2026-03-02", shotsFired: 60, durationMinutes: 75 }),
        session({ id: "b", day: "2026-03-03", shotsFired: 40 }),
      ],
      { from: "2026-03-01", to: "2026-03-22", today: "2026-03-10" },
    );
    expect(plan.statuses.get(done.id)).toEqual({ status: "done", journalEntryId: "a", compliance: "green" });
    expect(plan.statuses.get(short.id)).toEqual({ status: "done", journalEntryId: "b", compliance: "red" });
    expect(plan.statuses.get(missed.id)).toEqual({ status: "missed", journalEntryId: null, compliance: "red" });
    expect(plan.statuses.get(later.id)).toEqual({ status: "planned", journalEntryId: null, compliance: null });
    expect(plan.compliance).toBeCloseTo(1 / 3);
    expect(plan.weeks.map((w) => w.weekStart)).toEqual(["2026-02-23", "2026-03-02", "2026-03-09", "2026-03-16"]);
    expect(plan.weeks[1]).toEqual({
      weekStart: "2026-03-02",
      planned: { sessions: 3, shots: 160, minutes: 30 },
      done: { sessions: 2, shots: 100, minutes: 75 },
    });
  });

  it("has no compliance while nothing is due", () => {
    const plan = assemblePlan([planned({ date: "2026-03-20", type: "mental" })], [], {
      from: "2026-03-16",
      to: "2026-03-22",
      today: "2026-03-10",
    });
    expect(plan.compliance).toBeNull();
  });

  it("finds the Monday of a week across a year's end", () => {
    expect(weekStartOf("2027-01-01")).toBe("2026-12-28");
    expect(weekStartOf("2026-03-02")).toBe("2026-03-02");
    expect(weekStartOf("2026-03-08")).toBe("2026-03-02");
  });
});
