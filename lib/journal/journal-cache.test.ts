// The journal's kept answers: one per question and athlete, the older revision dropped as soon as a
// newer one is computed, so steady writes do not fill the budget with answers nobody can ask for.
import { describe, expect, it } from "vitest";
import { keptJournalJson, keptJournalSize } from "./journal-cache";

describe("the journal's kept answers", () => {
  it("keep only the newest revision of each question while an athlete writes", async () => {
    const before = keptJournalSize().answers;
    for (let revision = 1; revision <= 50; revision++) {
      const athlete = { id: "athlete-writing", journalRevision: revision };
      expect(await keptJournalJson(athlete, "stats {}", async () => ({ revision }))).toBe(`{"revision":${revision}}`);
      await keptJournalJson(athlete, "list {}", async () => ({ items: [revision] }));
    }
    expect(keptJournalSize().answers - before).toBe(2);
  });

  it("answer a revision from what was kept for it, and the next revision anew", async () => {
    let calls = 0;
    const compute = async () => ++calls;
    const athlete = { id: "athlete-reading", journalRevision: 7 };
    expect(await keptJournalJson(athlete, "stats {}", compute)).toBe("1");
    expect(await keptJournalJson(athlete, "stats {}", compute)).toBe("1");
    expect(await keptJournalJson({ ...athlete, journalRevision: 8 }, "stats {}", compute)).toBe("2");
  });
});
