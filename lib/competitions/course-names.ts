// The English names of the courses of fire every Rangebook knows from its first start, by code. The
// presets are written with them, and the pages word a course in their language by them: a course
// whose name is still its preset's name shows the name from the "choices" messages, a renamed one
// shows as it is.
export const PRESET_COURSE_NAMES = {
  AR60: "10m Air Rifle, 60 shots",
  AP60: "10m Air Pistol, 60 shots",
  SB3X20: "50m Rifle 3 Positions, 3x20",
  SB3X40: "50m Rifle 3 Positions, 3x40",
  SBP60: "50m Rifle Prone, 60 shots",
  SP60: "25m Pistol, 30 precision + 30 rapid",
  RFP60: "25m Rapid Fire Pistol, 60 shots",
  FP60: "50m Pistol, 60 shots",
  FR3X20: "300m Rifle 3 Positions, 3x20",
  FRP60: "300m Rifle Prone, 60 shots",
  "3PAR3X20": "3-Position Air Rifle, 3x20",
  "3PAR3X10": "3-Position Air Rifle, 3x10",
  AR40: "10m Air Rifle, 40 shots (junior)",
  "NRA-SB3P-50FT": "NRA Smallbore 3-Position, 50 ft, 3x20",
  "NRA-SBPR-40": "NRA Smallbore Prone, 40 shots",
} as const;

const CODE_BY_NAME = new Map<string, string>(Object.entries(PRESET_COURSE_NAMES).map(([code, name]) => [name, code]));

/** The preset a course's name is still the English name of, else null. */
export const presetCourseCode = (name: string | null | undefined): string | null => (name ? (CODE_BY_NAME.get(name) ?? null) : null);
