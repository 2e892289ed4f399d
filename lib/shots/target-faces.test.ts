import { describe, expect, it } from "vitest";
import { faceRadius, scoreHit, targetFace, typedInnerTen } from "./target-faces";

const face = (code: string) => {
  const found = targetFace(code);
  if (!found) throw new Error(code);
  return found;
};

describe("scoreHit on the 10 m air rifle face (ten dot 0.5 mm, rings 2.5 mm apart, pellet 4.5 mm)", () => {
  const ar = face("issf-10m-air-rifle");
  it("scores a centre hit 10.9 and an inner ten", () => {
    expect(scoreHit(ar, 0, 0)).toEqual({ score: 10, decimalScore: 10.9, isInnerTen: true });
  });
  it("scores by where the pellet's edge touches: 2.5 mm out is still 10.0, a hair more is 9.9", () => {
    expect(scoreHit(ar, 2.5, 0)).toEqual({ score: 10, decimalScore: 10, isInnerTen: false });
    expect(scoreHit(ar, 0, -2.51)).toMatchObject({ score: 9, decimalScore: 9.9 });
  });
  it("scores 10.3 at 1.75 mm and counts the X only while the ten dot is shot out (2.0 mm)", () => {
    expect(scoreHit(ar, 1.75, 0)).toEqual({ score: 10, decimalScore: 10.3, isInnerTen: true });
    expect(scoreHit(ar, 2.1, 0)).toMatchObject({ score: 10, isInnerTen: false });
  });
  it("scores a hit touching ring 1 as 1 and one beyond it as a miss", () => {
    expect(faceRadius(ar)).toBeCloseTo(22.75, 6);
    expect(scoreHit(ar, 0, 22.75 + 2.25)).toMatchObject({ score: 1, decimalScore: 1 });
    expect(scoreHit(ar, 0, 25.1)).toEqual({ score: 0, decimalScore: 0, isInnerTen: false });
  });
});

describe("scoreHit on other faces", () => {
  it("50 m rifle: ten ring 10.4 mm, rings 8 mm apart, .22 hole; inner ten ring 5 mm", () => {
    const rifle = face("issf-50m-rifle");
    expect(scoreHit(rifle, 8, 0)).toMatchObject({ score: 10, decimalScore: 10 });
    expect(scoreHit(rifle, 5.3, 0)).toMatchObject({ score: 10, isInnerTen: true });
    expect(scoreHit(rifle, 5.4, 0)).toMatchObject({ score: 10, isInnerTen: false });
    expect(scoreHit(rifle, 0, 20)).toMatchObject({ score: 8, decimalScore: 8.5 });
  });
  it("rapid fire pistol: the lowest ring is 5; farther out is a miss", () => {
    const rapid = face("issf-rapid-fire-pistol");
    expect(scoreHit(rapid, 0, 250 + 2.8)).toMatchObject({ score: 5 });
    expect(scoreHit(rapid, 0, 260)).toMatchObject({ score: 0 });
  });
});

describe("typedInnerTen: a typed shot is an X by the face's rule, as a tapped one is", () => {
  const ar = face("issf-10m-air-rifle");
  const ap = face("issf-10m-air-pistol");
  const hit = (decimalScore: number | null, score = 10) => ({ score, decimalScore });
  it("air rifle: 10.2 and better are inner tens, 10.1 is not, marked or not", () => {
    expect(typedInnerTen(ar, hit(10.2), false)).toBe(true);
    expect(typedInnerTen(ar, hit(10.9), false)).toBe(true);
    expect(typedInnerTen(ar, hit(10.1), true)).toBe(false);
    expect(typedInnerTen(ar, hit(9.9, 9), true)).toBe(false);
  });
  it("agrees with a tap at every hundredth of a millimetre on the air rifle face", () => {
    for (let d = 0; d <= 2.6; d += 0.01) {
      const tapped = scoreHit(ar, d, 0);
      expect(typedInnerTen(ar, tapped, false), `at ${d.toFixed(2)} mm`).toBe(tapped.isInnerTen);
    }
  });
  it("air pistol: 10.5 and better are inner tens; 10.4 straddles the ring and is one only when marked", () => {
    expect(typedInnerTen(ap, hit(10.5), false)).toBe(true);
    expect(typedInnerTen(ap, hit(10.4), false)).toBe(false);
    expect(typedInnerTen(ap, hit(10.4), true)).toBe(true);
    expect(typedInnerTen(ap, hit(10.3), true)).toBe(false);
  });
  it("whole rings: the mark alone decides", () => {
    expect(typedInnerTen(ar, hit(null), true)).toBe(true);
    expect(typedInnerTen(ar, hit(null), false)).toBe(false);
  });
});
