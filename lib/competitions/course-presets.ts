// The courses of fire every Rangebook knows from its first start: the ISSF events and common US
// national ones, with their layout, so choosing one fills in a session's discipline, position, shots
// and maximum and lays out its series. Written once per code (an operator's later edits stay).
// Where a rule book figure is not certain here (some time limits), it is left empty rather than guessed.
import "server-only";
import type { TargetFaceCode } from "@/lib/shots/target-faces";
import { courseOfFireCodes, insertCoursesOfFire } from "./course-of-fire-repository";
import { PRESET_COURSE_NAMES } from "./course-names";

type Preset = {
  code: string;
  name: string;
  discipline: string;
  positions: string[];
  seriesCount: number;
  shotsPerSeries: number;
  scoring: "integer" | "decimal";
  innerTens: boolean;
  sightersAllowed: boolean;
  timeLimitMinutes: number | null;
  targetFace: TargetFaceCode | null;
};

const issf = { innerTens: true, sightersAllowed: true } as const;

const COURSE_PRESETS: readonly Preset[] = [
  // ISSF
  {
    code: "AR60",
    name: PRESET_COURSE_NAMES["AR60"],
    discipline: "Air Rifle",
    positions: ["Standing"],
    seriesCount: 6,
    shotsPerSeries: 10,
    scoring: "decimal",
    timeLimitMinutes: 75,
    targetFace: "issf-10m-air-rifle",
    ...issf,
  },
  {
    code: "AP60",
    name: PRESET_COURSE_NAMES["AP60"],
    discipline: "Air Pistol",
    positions: ["Standing"],
    seriesCount: 6,
    shotsPerSeries: 10,
    scoring: "integer",
    timeLimitMinutes: 75,
    targetFace: "issf-10m-air-pistol",
    ...issf,
  },
  {
    code: "SB3X20",
    name: PRESET_COURSE_NAMES["SB3X20"],
    discipline: "Smallbore Rifle",
    positions: ["Kneeling", "Prone", "Standing"],
    seriesCount: 6,
    shotsPerSeries: 10,
    scoring: "integer",
    timeLimitMinutes: null,
    targetFace: "issf-50m-rifle",
    ...issf,
  },
  {
    code: "SB3X40",
    name: PRESET_COURSE_NAMES["SB3X40"],
    discipline: "Smallbore Rifle",
    positions: ["Kneeling", "Prone", "Standing"],
    seriesCount: 12,
    shotsPerSeries: 10,
    scoring: "integer",
    timeLimitMinutes: null,
    targetFace: "issf-50m-rifle",
    ...issf,
  },
  {
    code: "SBP60",
    name: PRESET_COURSE_NAMES["SBP60"],
    discipline: "Smallbore Rifle",
    positions: ["Prone"],
    seriesCount: 6,
    shotsPerSeries: 10,
    scoring: "decimal",
    timeLimitMinutes: 50,
    targetFace: "issf-50m-rifle",
    ...issf,
  },
  {
    // Precision stage on the precision face, rapid stage on the rapid-fire face; the preset draws the
    // precision face for both.
    code: "SP60",
    name: PRESET_COURSE_NAMES["SP60"],
    discipline: "Pistol",
    positions: ["Standing"],
    seriesCount: 12,
    shotsPerSeries: 5,
    scoring: "integer",
    timeLimitMinutes: null,
    targetFace: "issf-precision-pistol",
    ...issf,
  },
  {
    code: "RFP60",
    name: PRESET_COURSE_NAMES["RFP60"],
    discipline: "Pistol",
    positions: ["Standing"],
    seriesCount: 12,
    shotsPerSeries: 5,
    scoring: "integer",
    timeLimitMinutes: null,
    targetFace: "issf-rapid-fire-pistol",
    ...issf,
  },
  {
    code: "FP60",
    name: PRESET_COURSE_NAMES["FP60"],
    discipline: "Pistol",
    positions: ["Standing"],
    seriesCount: 6,
    shotsPerSeries: 10,
    scoring: "integer",
    timeLimitMinutes: 90,
    targetFace: "issf-precision-pistol",
    ...issf,
  },
  {
    code: "FR3X20",
    name: PRESET_COURSE_NAMES["FR3X20"],
    discipline: "300m Rifle",
    positions: ["Kneeling", "Prone", "Standing"],
    seriesCount: 6,
    shotsPerSeries: 10,
    scoring: "integer",
    timeLimitMinutes: null,
    targetFace: "issf-300m-rifle",
    ...issf,
  },
  {
    code: "FRP60",
    name: PRESET_COURSE_NAMES["FRP60"],
    discipline: "300m Rifle",
    positions: ["Prone"],
    seriesCount: 6,
    shotsPerSeries: 10,
    scoring: "integer",
    timeLimitMinutes: null,
    targetFace: "issf-300m-rifle",
    ...issf,
  },
  // US junior programs: 3-position air rifle (sporter and precision) on the 10 m air rifle face,
  // whole rings, prone, standing, kneeling.
  {
    code: "3PAR3X20",
    name: PRESET_COURSE_NAMES["3PAR3X20"],
    discipline: "Air Rifle",
    positions: ["Prone", "Standing", "Kneeling"],
    seriesCount: 6,
    shotsPerSeries: 10,
    scoring: "integer",
    innerTens: true,
    sightersAllowed: true,
    timeLimitMinutes: null,
    targetFace: "issf-10m-air-rifle",
  },
  {
    code: "3PAR3X10",
    name: PRESET_COURSE_NAMES["3PAR3X10"],
    discipline: "Air Rifle",
    positions: ["Prone", "Standing", "Kneeling"],
    seriesCount: 3,
    shotsPerSeries: 10,
    scoring: "integer",
    innerTens: true,
    sightersAllowed: true,
    timeLimitMinutes: null,
    targetFace: "issf-10m-air-rifle",
  },
  {
    code: "AR40",
    name: PRESET_COURSE_NAMES["AR40"],
    discipline: "Air Rifle",
    positions: ["Standing"],
    seriesCount: 4,
    shotsPerSeries: 10,
    scoring: "integer",
    innerTens: true,
    sightersAllowed: true,
    timeLimitMinutes: null,
    targetFace: "issf-10m-air-rifle",
  },
  // NRA and CMP smallbore on their own targets (A-17 at 50 ft, A-23 and A-25 outdoors): no face is
  // drawn for them yet, so shots are typed rather than tapped.
  {
    code: "NRA-SB3P-50FT",
    name: PRESET_COURSE_NAMES["NRA-SB3P-50FT"],
    discipline: "Smallbore Rifle",
    positions: ["Prone", "Standing", "Kneeling"],
    seriesCount: 6,
    shotsPerSeries: 10,
    scoring: "integer",
    innerTens: true,
    sightersAllowed: true,
    timeLimitMinutes: null,
    targetFace: null,
  },
  {
    code: "NRA-SBPR-40",
    name: PRESET_COURSE_NAMES["NRA-SBPR-40"],
    discipline: "Smallbore Rifle",
    positions: ["Prone"],
    seriesCount: 4,
    shotsPerSeries: 10,
    scoring: "integer",
    innerTens: true,
    sightersAllowed: true,
    timeLimitMinutes: null,
    targetFace: null,
  },
];

/** A preset's columns: the shots and maximum follow from its layout. */
function presetRow(p: Preset) {
  const shotCount = p.seriesCount * p.shotsPerSeries;
  return {
    ...p,
    positions: p.positions.join("|"),
    shotCount,
    maxScore: Math.round(shotCount * (p.scoring === "decimal" ? 10.9 : 10) * 10) / 10,
  };
}

/** Creates each preset whose code is not taken yet; answers how many were created. */
export async function ensureCoursePresets(): Promise<number> {
  const taken = new Set(await courseOfFireCodes());
  const missing = COURSE_PRESETS.filter((p) => !taken.has(p.code)).map(presetRow);
  await insertCoursesOfFire(missing);
  return missing.length;
}
