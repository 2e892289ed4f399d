import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { keyedSessions } from "./keyed-sessions";
import { lineErrors } from "./types";

const sessions = (hold: number, errors = lineErrors()) =>
  keyedSessions<{ line: number; shots: number }>(
    (key) => `Start number ${key}`,
    (key, s) => ({ sessionDate: "2026-01-01T00:00:00.000Z", writtenDate: "", label: key, line: s.line, shots: [] }),
    errors,
    hold,
  );
const shot = (keyed: ReturnType<typeof sessions>, key: string, line: number) => {
  const session = keyed.shot(key, line, () => ({ line, shots: 0 }));
  if (session) session.shots += 1;
};

describe("keyed sessions", () => {
  it("holds every session while it holds no more than the bound, so a small file may mix them", () => {
    const keyed = sessions(4);
    for (const [key, line] of [
      ["1", 1],
      ["2", 2],
      ["1", 3],
      ["2", 4],
    ] as const)
      shot(keyed, key, line);
    expect(keyed.take()).toEqual([]);
    expect(keyed.rest().map((s) => [s.label, s.line])).toEqual([
      ["1", 1],
      ["2", 2],
    ]);
  });

  it("past the bound hands on every session but the current one, and refuses one that comes back", () => {
    const keyed = sessions(2);
    for (const [key, line] of [
      ["1", 1],
      ["1", 2],
      ["2", 3],
    ] as const)
      shot(keyed, key, line);
    expect(keyed.take().map((s) => s.label)).toEqual(["1"]);
    shot(keyed, "2", 4);
    expect(keyed.take()).toEqual([]); // one session held, two shots: within the bound
    const error = (() => {
      try {
        shot(keyed, "1", 5);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({ "/lines/5": "continues Start number 1, which ended earlier in the file" });
    expect(keyed.rest().map((s) => s.label)).toEqual(["2"]);
    expect(keyed.any()).toBe(true);
  });

  it("takes no shot past the most one session holds: the line is named once, the session marked, memory bounded", () => {
    const errors = lineErrors();
    const keyed = sessions(100_000, errors);
    for (let line = 1; line <= 1_000; line += 1) shot(keyed, "7", line);
    shot(keyed, "8", 1_001);
    const [seven, eight] = keyed.rest();
    expect(seven?.droppedShots).toBe(600);
    expect(eight?.droppedShots).toBeUndefined();
    expect(errors.list()).toEqual([
      {
        line: 401,
        message: "Start number 7 holds more than 400 shots, sighters included, the most one session holds; it cannot be imported",
      },
    ]);
  });
});
