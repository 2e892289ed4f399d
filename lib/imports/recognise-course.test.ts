import { describe, expect, it } from "vitest";
import { faceNamed, type KnownCourse, recogniseCourse } from "./recognise-course";
import type { ImportedShot } from "./types";

const course = (code: string, shotCount: number, scoring: string, targetFace: string | null): KnownCourse => ({
  id: code,
  code,
  name: code,
  shotCount,
  scoring,
  targetFace,
});
const courses = [
  course("AR60", 60, "decimal", "issf-10m-air-rifle"),
  course("AR40", 40, "integer", "issf-10m-air-rifle"),
  course("SBP60", 60, "decimal", "issf-50m-rifle"),
  course("NRA-SBPR-40", 40, "integer", null),
  course("3PAR3X20", 60, "integer", "issf-10m-air-rifle"),
];
const shots = (count: number, decimal: boolean, sighters = 0): ImportedShot[] =>
  Array.from({ length: count + sighters }, (_, i) => ({
    seriesNumber: Math.floor(i / 10) + 1,
    shotNumber: (i % 10) + 1,
    score: 10,
    decimalScore: decimal ? 10.4 : null,
    isInnerTen: false,
    isSighter: i < sighters,
    x: null,
    y: null,
    firedAt: null,
  }));
const code = (count: number, decimal: boolean, face: string | null, sighters = 0) =>
  recogniseCourse(shots(count, decimal, sighters), face, courses).course?.code ?? null;

describe("recogniseCourse", () => {
  it("knows a course by its match shots, their scoring and the face", () => {
    expect(code(60, true, "10m Air Rifle", 5)).toBe("AR60");
    expect(code(40, false, "ISSF 10m air rifle target")).toBe("AR40");
    expect(code(40, true, "10m Air Rifle")).toBe("AR40"); // whole rings read from tenths
    expect(code(60, false, "Air rifle")).toBe("3PAR3X20");
  });

  it("recognises none where several or no courses fit, and says why in words", () => {
    expect(recogniseCourse(shots(60, true), null, courses)).toEqual({
      course: null,
      why: "its 60 match shots in tenths fit 2 courses of fire (AR60, SBP60)",
    });
    expect(recogniseCourse(shots(5, false), "NRA Long Range FC at 600y", courses).why).toBe("its 5 match shots fit no course of fire");
    expect(recogniseCourse(shots(60, false), "50m rifle", courses).why).toBe(
      "its 60 match shots on the 50 m rifle face fit no course of fire",
    );
  });

  it("reads the face from a file's own words", () => {
    expect(faceNamed("10m Air Rifle")).toBe("issf-10m-air-rifle");
    expect(faceNamed("AR 10m")).toBe("issf-10m-air-rifle");
    expect(faceNamed("10m Air Pistol")).toBe("issf-10m-air-pistol");
    expect(faceNamed("50m Rifle Prone")).toBe("issf-50m-rifle");
    expect(faceNamed("25m Rapid Fire")).toBe("issf-rapid-fire-pistol");
    expect(faceNamed("NRA Long Range FC at 1000y")).toBe(null);
  });
});
