import { describe, expect, it } from "vitest";
import { assembleList, rankingRuleOf, shotValues, tiedBeyondSeries, type EntryFacts, type ListFacts } from "./results";
import { decidedWords, listCounts, statusWords } from "./results-words";

type Athlete = Partial<EntryFacts> & { name: string; series?: number[]; classes?: string[] };

const sum = (values: readonly number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;

/** A list built in memory: each athlete "Given Family" with series (total their sum unless given). */
function list(rule: ListFacts["rule"], athletes: Athlete[], options: Partial<ListFacts> = {}) {
  const entries: EntryFacts[] = athletes.map((a) => {
    const [firstName = "", lastName = ""] = a.name.split(" ");
    return {
      id: `e-${a.name}`,
      athleteId: `a-${a.name}`,
      firstName,
      lastName,
      organizationName: a.organizationName ?? "Riverside",
      score: a.score !== undefined ? a.score : a.series ? sum(a.series) : null,
      innerTens: a.innerTens ?? null,
      status: a.status ?? "entered",
      scoreCorrected: a.scoreCorrected ?? false,
      relayHeld: a.relayHeld ?? null,
    };
  });
  const facts: ListFacts = {
    rule,
    entries,
    series: new Map(athletes.map((a) => [`e-${a.name}`, a.series ?? []])),
    classes: new Map(athletes.map((a) => [`e-${a.name}`, (a.classes ?? []).map((c) => ({ id: c, name: c.toUpperCase() }))])),
    classificationId: null,
    withoutHeld: false,
    ...options,
  };
  return { facts, rows: assembleList(facts) };
}

const lines = (rows: ReturnType<typeof assembleList>) => rows.map((r) => `${r.athleteName} ${r.rank ?? "-"} ${r.decidedBy ?? "-"}`);

describe("a result list (API section 13)", () => {
  it("separates a tie at every step of issf-integer: total, inner tens, series backwards, shots backwards", () => {
    const base = [97, 98, 96, 97, 98, 99];
    const shotsOf = (last: number) => [...Array.from({ length: 59 }, () => 10), last];
    const { facts, rows } = list("issf-integer", [
      { name: "Ana Berg", series: base, innerTens: 20 },
      { name: "Bo Dahl", series: [...base.slice(0, 5), 100], score: sum(base) + 1, innerTens: 10 }, // a better total
      { name: "Cy Falk", series: base, innerTens: 21 }, // more inner tens
      { name: "Di Gran", series: [96, 98, 97, 97, 98, 99], innerTens: 20 }, // equal back to series 3, where Di is better
      { name: "Ed Holm", series: base, innerTens: 20 },
      { name: "Fia Isak", series: base, innerTens: 20 },
    ]);
    expect(lines(rows)).toEqual([
      "Bo Dahl 1 -",
      "Cy Falk 2 score",
      "Di Gran 3 innerTens",
      "Ana Berg 4 series 3",
      "Ed Holm 4 -",
      "Fia Isak 4 -",
    ]);
    // Ana, Ed and Fia are tied beyond the series: only their shots are read, then the shots decide.
    const tied = tiedBeyondSeries("issf-integer", rows);
    expect(tied.sort()).toEqual(["e-Ana Berg", "e-Ed Holm", "e-Fia Isak"]);
    const shots = new Map([
      ["e-Ana Berg", shotsOf(8)],
      ["e-Ed Holm", shotsOf(9)],
      ["e-Fia Isak", shotsOf(10)],
    ]);
    const again = assembleList({ ...facts, shots });
    expect(lines(again).slice(3)).toEqual(["Fia Isak 4 series 3", "Ed Holm 5 shot 60", "Ana Berg 6 shot 60"]);
    expect(again.find((r) => r.athleteName === "Fia Isak")?.shots).toHaveLength(60);
    expect(again.find((r) => r.athleteName === "Bo Dahl")).not.toHaveProperty("shots");
  });

  it("rows nothing separates share the rank, listed by family name, and the next rank skips", () => {
    const { rows } = list("issf-decimal", [
      { name: "Zoe Ahl", series: [104.1, 103.2] },
      { name: "Al Zorn", series: [104.1, 103.2] },
      { name: "Mo Berg", series: [104.1, 103.2] },
      { name: "Lo Kim", series: [100, 100] },
    ]);
    expect(lines(rows)).toEqual(["Zoe Ahl 1 -", "Mo Berg 1 -", "Al Zorn 1 -", "Lo Kim 4 score"]);
    expect(tiedBeyondSeries("issf-decimal", rows)).toHaveLength(3);
    expect(tiedBeyondSeries("x-count", rows)).toEqual([]);
  });

  it("puts dns, dnf, dsq and entries without a score last, unranked: unscored, dnf, dns, dsq", () => {
    const { rows } = list("issf-decimal", [
      { name: "Ann Dsq", series: [105], status: "dsq" },
      { name: "Ben Dns", status: "dns" },
      { name: "Cat Dnf", series: [50], status: "dnf" },
      { name: "Dan None" },
      { name: "Eve Shot", series: [99] },
    ]);
    expect(lines(rows)).toEqual(["Eve Shot 1 -", "Dan None - -", "Cat Dnf - -", "Ben Dns - -", "Ann Dsq - -"]);
    expect(rows.map((r) => r.status)).toEqual(["entered", "entered", "dnf", "dns", "dsq"]);
  });

  it("ranks a class's entries among themselves, and names each entry's classes", () => {
    const athletes: Athlete[] = [
      { name: "Ana Berg", series: [100], classes: ["junior"] },
      { name: "Bo Dahl", series: [101], classes: ["open"] },
      { name: "Cy Falk", series: [99], classes: ["junior", "open"] },
    ];
    expect(lines(list("issf-integer", athletes, { classificationId: "junior" }).rows)).toEqual(["Ana Berg 1 -", "Cy Falk 2 score"]);
    const open = list("issf-integer", athletes, { classificationId: "open" }).rows;
    expect(lines(open)).toEqual(["Bo Dahl 1 -", "Cy Falk 2 score"]);
    expect(open[1]?.classifications).toEqual(["JUNIOR", "OPEN"]);
  });

  it("leaves out held relays from the public's list, ranking the rest among themselves", () => {
    const athletes: Athlete[] = [
      { name: "Ana Berg", series: [101], relayHeld: true },
      { name: "Bo Dahl", series: [100], relayHeld: false },
      { name: "Cy Falk", series: [99] },
    ];
    expect(lines(list("issf-integer", athletes).rows)).toHaveLength(3);
    expect(lines(list("issf-integer", athletes, { withoutHeld: true }).rows)).toEqual(["Bo Dahl 1 -", "Cy Falk 2 score"]);
  });

  it("marks corrected scores", () => {
    const { rows } = list("issf-integer", [{ name: "Ana Berg", series: [100], scoreCorrected: true }]);
    expect(rows[0]?.corrected).toBe(true);
  });

  it("takes the course's rule, else its scoring's default", () => {
    expect(rankingRuleOf({ rankingRule: "x-count", scoring: "decimal" })).toBe("x-count");
    expect(rankingRuleOf({ rankingRule: "nonsense", scoring: "decimal" })).toBe("issf-decimal");
    expect(rankingRuleOf({ rankingRule: null, scoring: null })).toBe("issf-integer");
  });

  it("reads decimal shots in tenths for decimal events, whole rings otherwise", () => {
    const shots = [
      { entryId: "e", score: 10, decimalScore: 10.4 },
      { entryId: "e", score: 9, decimalScore: null },
    ];
    expect(shotValues(shots, true).get("e")).toEqual([10.4, 9]);
    expect(shotValues(shots, false).get("e")).toEqual([10, 9]);
  });
});

describe("the words of a list", () => {
  const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ""}`;
  it("says the last series and the last shot as such", () => {
    const counts = listCounts([{ series: [1, 2, 3, 4, 5, 6], shots: Array.from({ length: 60 }, () => 10) }]);
    expect(decidedWords(t, "series 6", counts)).toBe("decided.lastSeries");
    expect(decidedWords(t, "series 4", counts)).toBe('decided.series{"number":4}');
    expect(decidedWords(t, "shot 60", counts)).toBe("decided.lastShot");
    expect(decidedWords(t, "innerTens", counts)).toBe("decided.innerTens");
    expect(decidedWords(t, null, counts)).toBe("");
    expect(statusWords(t, { rank: null, status: "dns" })).toBe("entryStatus.dns");
    expect(statusWords(t, { rank: 3, status: "entered" })).toBe("");
  });
});
