import { describe, expect, it } from "vitest";
import type { ImportedSessionReport, ImportReport } from "../api/imports";
import { coursesToSend, guessMapping, type PreviewStage } from "./stage";

describe("an import's stages", () => {
  it("guess each column for one field, and read X beside Y as a position", () => {
    expect(guessMapping(["Date", "Score", "X", "Y"])).toEqual({ sessionDate: "Date", score: "Score", x: "X", y: "Y" });
    expect(guessMapping(["When", "Ring", "X"])).toEqual({ sessionDate: "When", score: "Ring", innerTen: "X" });
  });

  it("name the most common course once and the others session by session", () => {
    const session = (index: number, course: string | null) =>
      ({ index, courseOfFire: course ? { id: course } : null }) as unknown as ImportedSessionReport;
    const stage = {
      report: { sessions: [session(0, "ar60"), session(1, "ar60"), session(2, null), session(3, null)] } as unknown as ImportReport,
      courses: new Map([
        [2, "ar40"],
        [3, "ar60"],
      ]),
    } as PreviewStage;
    const sent = coursesToSend(stage, [0, 1, 2, 3]);
    expect(sent.courseOfFireId).toBe("ar60");
    expect([...sent.courses]).toEqual([[2, "ar40"]]);
  });
});
