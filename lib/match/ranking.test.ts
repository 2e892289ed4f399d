import { describe, expect, it } from "vitest";
import { rankResults, type EntryStatus, type ResultRow } from "./ranking";

type Scores = { score?: number | null; innerTens?: number | null; series?: number[]; shots?: number[] | null; status?: EntryStatus };

const tenthsSum = (values: readonly number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 10) / 10;

/** A row named "Given Family"; its total is the sum of its series unless given. */
function athlete(fullName: string, scores: Scores): ResultRow {
  const series = scores.series ?? [];
  return {
    entryId: `entry-${fullName}`,
    familyName: fullName.split(" ").at(-1) ?? fullName,
    fullName,
    score: scores.score === undefined ? tenthsSum(series) : scores.score,
    innerTens: scores.innerTens ?? null,
    series,
    shots: scores.shots ?? null,
    status: scores.status ?? "entered",
  };
}

/** Sixty shots of `base`, with the shots named by number changed; series of ten are their sums. */
function sixtyShots(fullName: string, changes: Record<number, number>, base: number, innerTens: number | null = null): ResultRow {
  const shots = Array.from({ length: 60 }, (_, i) => changes[i + 1] ?? base);
  const series = Array.from({ length: 6 }, (_, i) => tenthsSum(shots.slice(i * 10, i * 10 + 10)));
  return athlete(fullName, { series, shots, innerTens });
}

/** Each row as "name rank decidedBy", top to bottom. */
const list = (rows: readonly (ResultRow & { rank: number | null; decidedBy: string | null })[]) =>
  rows.map((row) => `${row.fullName} ${row.rank ?? "-"} ${row.decidedBy ?? "-"}`);

describe("issf-decimal: total; then the last series, back to the first; then shot by shot from the last backwards", () => {
  it("ranks by the total first", () => {
    const rows = [athlete("Ana Berg", { series: [104.1, 103.2] }), athlete("Bo Dahl", { series: [105.0, 103.0] })];
    expect(list(rankResults("issf-decimal", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 score"]);
  });

  it("breaks an equal total by the last series", () => {
    const rows = [
      athlete("Ana Berg", { series: [104, 103, 105, 104, 103, 104.2] }),
      athlete("Bo Dahl", { series: [104, 103, 105, 104, 102.9, 104.3] }),
    ];
    expect(list(rankResults("issf-decimal", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 series 6"]);
  });

  it("with the last series equal too, by the series before it, and so back towards the first", () => {
    const rows = [
      athlete("Ana Berg", { series: [104, 103, 105, 104.5, 103, 104] }),
      athlete("Bo Dahl", { series: [104, 103, 105.1, 104.4, 103, 104] }),
      athlete("Cy Falk", { series: [104, 103.4, 104.6, 104.5, 103, 104] }),
    ];
    expect(list(rankResults("issf-decimal", rows))).toEqual(["Ana Berg 1 -", "Cy Falk 2 series 3", "Bo Dahl 3 series 4"]);
  });

  it("with every series equal, by the last shot", () => {
    const rows = [sixtyShots("Ana Berg", { 59: 10.5, 60: 10.1 }, 10.3), sixtyShots("Bo Dahl", { 59: 10.1, 60: 10.5 }, 10.3)];
    expect(list(rankResults("issf-decimal", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 shot 60"]);
  });

  it("with the last shot equal too, by the shot before it, and so backwards", () => {
    const rows = [
      sixtyShots("Ana Berg", { 51: 10.9, 52: 9.7, 60: 10.6 }, 10.3),
      sixtyShots("Bo Dahl", { 51: 9.7, 52: 10.9, 60: 10.6 }, 10.3),
    ];
    expect(list(rankResults("issf-decimal", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 shot 52"]);
  });

  it("gives inner tens no say in a decimal event", () => {
    const rows = [
      athlete("Ana Berg", { series: [104.8, 104.0], innerTens: 9 }),
      athlete("Bo Dahl", { series: [104.7, 104.1], innerTens: 2 }),
    ];
    expect(list(rankResults("issf-decimal", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 series 2"]);
  });

  it("compares decimal scores in tenths, so sums with floating-point noise are equal", () => {
    const noisy = 10.1 + 10.2 + 10.3;
    expect(noisy).not.toBe(30.6);
    const rows = [
      athlete("Bo Dahl", { score: noisy, series: [10.1 + 10.2, 10.3] }),
      athlete("Ana Berg", { score: 30.6, series: [20.3, 10.3] }),
    ];
    expect(list(rankResults("issf-decimal", rows))).toEqual(["Ana Berg 1 -", "Bo Dahl 1 -"]);
  });
});

describe("issf-integer: total; then inner tens; then series backwards; then shot by shot backwards", () => {
  it("ranks by the total first", () => {
    const rows = [athlete("Ana Berg", { series: [97, 96], innerTens: 8 }), athlete("Bo Dahl", { series: [98, 96], innerTens: 2 })];
    expect(list(rankResults("issf-integer", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 score"]);
  });

  it("breaks an equal total by the most inner tens, before any series", () => {
    const rows = [athlete("Ana Berg", { series: [96, 98], innerTens: 4 }), athlete("Bo Dahl", { series: [98, 96], innerTens: 5 })];
    expect(list(rankResults("issf-integer", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 innerTens"]);
  });

  it("with equal inner tens, by the last series", () => {
    const rows = [athlete("Ana Berg", { series: [97, 97], innerTens: 4 }), athlete("Bo Dahl", { series: [96, 98], innerTens: 4 })];
    expect(list(rankResults("issf-integer", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 series 2"]);
  });

  it("with the last series equal too, by the series before it", () => {
    const rows = [
      athlete("Ana Berg", { series: [95, 97, 96, 98, 97, 96], innerTens: 4 }),
      athlete("Bo Dahl", { series: [96, 96, 96, 98, 97, 96], innerTens: 4 }),
    ];
    expect(list(rankResults("issf-integer", rows))).toEqual(["Ana Berg 1 -", "Bo Dahl 2 series 2"]);
  });

  it("with every series equal, shot by shot from the last", () => {
    const rows = [sixtyShots("Ana Berg", { 58: 10, 59: 9, 60: 9 }, 10, 20), sixtyShots("Bo Dahl", { 58: 9, 59: 10, 60: 9 }, 10, 20)];
    expect(list(rankResults("issf-integer", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 shot 59"]);
  });

  it("passes over inner tens when a tied row has none recorded, and lets the series decide", () => {
    const rows = [athlete("Ana Berg", { series: [96, 98], innerTens: 9 }), athlete("Bo Dahl", { series: [95, 99], innerTens: null })];
    expect(list(rankResults("issf-integer", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 series 2"]);
  });
});

describe("x-count: total; then Xs; then series backwards", () => {
  it("ranks by the total first", () => {
    const rows = [athlete("Ana Berg", { series: [98, 99], innerTens: 12 }), athlete("Bo Dahl", { series: [99, 99], innerTens: 3 })];
    expect(list(rankResults("x-count", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 score"]);
  });

  it("breaks an equal total by the most Xs", () => {
    const rows = [athlete("Ana Berg", { series: [99, 98], innerTens: 6 }), athlete("Bo Dahl", { series: [98, 99], innerTens: 7 })];
    expect(list(rankResults("x-count", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 xs"]);
  });

  it("with equal Xs, by the last series, then the one before it", () => {
    const rows = [
      athlete("Ana Berg", { series: [97, 99, 98], innerTens: 6 }),
      athlete("Bo Dahl", { series: [96, 99, 99], innerTens: 6 }),
      athlete("Cy Falk", { series: [98, 98, 98], innerTens: 6 }),
    ];
    expect(list(rankResults("x-count", rows))).toEqual(["Bo Dahl 1 -", "Ana Berg 2 series 3", "Cy Falk 3 series 2"]);
  });

  it("never goes shot by shot: equal series leave a shared rank", () => {
    const rows = [sixtyShots("Bo Dahl", { 59: 9, 60: 10 }, 10, 30), sixtyShots("Ana Berg", { 59: 10, 60: 9 }, 10, 30)];
    expect(list(rankResults("x-count", rows))).toEqual(["Ana Berg 1 -", "Bo Dahl 1 -"]);
  });
});

describe("ties the rule cannot separate", () => {
  it("share the rank, are listed by family name, and the next rank skips (1, 2, 2, 4)", () => {
    const rows = [
      athlete("Di Gunn", { series: [90, 90], innerTens: 1 }),
      athlete("Cy Falk", { series: [95, 95], innerTens: 3 }),
      athlete("Bo Dahl", { series: [95, 95], innerTens: 3 }),
      athlete("Ana Berg", { series: [96, 96], innerTens: 3 }),
    ];
    expect(list(rankResults("issf-integer", rows))).toEqual(["Ana Berg 1 -", "Bo Dahl 2 score", "Cy Falk 2 -", "Di Gunn 4 score"]);
  });

  it("list athletes of one family name by given name", () => {
    const rows = [athlete("Eva Berg", { series: [95] }), athlete("Ana Berg", { series: [95] })];
    expect(list(rankResults("issf-integer", rows))).toEqual(["Ana Berg 1 -", "Eva Berg 1 -"]);
  });

  it("name, below a shared rank, the step that separated the next row from the last of the tie", () => {
    const rows = [
      athlete("Ana Berg", { series: [96, 97], innerTens: 3 }),
      athlete("Bo Dahl", { series: [96, 97], innerTens: 3 }),
      athlete("Cy Falk", { series: [97, 96], innerTens: 3 }),
    ];
    expect(list(rankResults("issf-integer", rows))).toEqual(["Ana Berg 1 -", "Bo Dahl 1 -", "Cy Falk 3 series 2"]);
  });
});

describe("entries without a rank", () => {
  it("come last: not yet scored, then did not finish, did not start, disqualified, each by family name", () => {
    const rows = [
      athlete("Ana Berg", { series: [99], status: "dsq" }),
      athlete("Bo Dahl", { series: [90], status: "dnf" }),
      athlete("Cy Falk", { score: null }),
      athlete("Di Gunn", { score: null, status: "dns" }),
      athlete("Al Holm", { score: null, status: "dnf" }),
      athlete("Ed Ibsen", { series: [80] }),
    ];
    expect(list(rankResults("issf-integer", rows))).toEqual([
      "Ed Ibsen 1 -",
      "Cy Falk - -",
      "Bo Dahl - -",
      "Al Holm - -",
      "Di Gunn - -",
      "Ana Berg - -",
    ]);
  });

  it("leave an empty list empty and a list of none ranked unranked", () => {
    expect(rankResults("issf-decimal", [])).toEqual([]);
    expect(list(rankResults("issf-decimal", [athlete("Ana Berg", { score: null })]))).toEqual(["Ana Berg - -"]);
  });
});

describe("where a tied row lacks what a step needs", () => {
  it("the shots cannot separate them when one has no shots: they share the rank", () => {
    const withShots = sixtyShots("Bo Dahl", { 59: 10.1, 60: 10.5 }, 10.3);
    const typed = athlete("Ana Berg", { series: withShots.series.slice() });
    expect(list(rankResults("issf-decimal", [withShots, typed]))).toEqual(["Ana Berg 1 -", "Bo Dahl 1 -"]);
  });

  it("one row without shots holds its whole tie together, so no row sits between two it cannot be compared with", () => {
    const better = sixtyShots("Ana Berg", { 59: 10.1, 60: 10.5 }, 10.3);
    const worse = sixtyShots("Cy Falk", { 59: 10.5, 60: 10.1 }, 10.3);
    const typed = athlete("Bo Dahl", { series: better.series.slice() });
    expect(list(rankResults("issf-decimal", [worse, typed, better]))).toEqual(["Ana Berg 1 -", "Bo Dahl 1 -", "Cy Falk 1 -"]);
    expect(list(rankResults("issf-decimal", [worse, better]))).toEqual(["Ana Berg 1 -", "Cy Falk 2 shot 60"]);
  });

  it("a series one row lacks cannot separate them; the series all have still can", () => {
    const rows = [athlete("Ana Berg", { series: [100, 95] }), athlete("Bo Dahl", { series: [99, 94, 2] })];
    expect(list(rankResults("issf-integer", rows))).toEqual(["Ana Berg 1 -", "Bo Dahl 2 series 2"]);
  });
});
