// Target faces by their scoring-ring dimensions (ISSF General Technical Rules, 6.3.4), and a shot's
// score from where it hit. Every face here has equally spaced rings: ring n's outer edge lies
// (10 - n) ring widths outside the ten. A shot scores the highest ring its hole touches, so the
// hole's radius (half the calibre) counts; decimal scores divide each ring into tenths the same way
// electronic targets do, 10.9 at most. Millimetres throughout; x to the right, y up.

export const TARGET_FACE_CODES = [
  "issf-10m-air-rifle",
  "issf-10m-air-pistol",
  "issf-50m-rifle",
  "issf-precision-pistol",
  "issf-rapid-fire-pistol",
  "issf-300m-rifle",
] as const;

export type TargetFaceCode = (typeof TARGET_FACE_CODES)[number];

export type TargetFace = {
  code: TargetFaceCode;
  label: string;
  /** Outer radius of the ten ring. */
  tenRadius: number;
  /** How much farther out each lower ring's edge lies. */
  ringWidth: number;
  /** The lowest ring printed (5 on the rapid-fire face). */
  lowestRing: number;
  /** Radius of the inner ten (X) ring; null where the X is the ten dot shot out. */
  innerTenRadius: number | null;
  /** Radius of the black aiming mark. */
  blackRadius: number;
  /** Half the calibre of the shot that scores it. */
  holeRadius: number;
};

const TARGET_FACES: readonly TargetFace[] = [
  {
    code: "issf-10m-air-rifle",
    label: "10 m air rifle",
    tenRadius: 0.25,
    ringWidth: 2.5,
    lowestRing: 1,
    innerTenRadius: null,
    blackRadius: 15.25,
    holeRadius: 2.25,
  },
  {
    code: "issf-10m-air-pistol",
    label: "10 m air pistol",
    tenRadius: 5.75,
    ringWidth: 8,
    lowestRing: 1,
    innerTenRadius: 2.5,
    blackRadius: 29.75,
    holeRadius: 2.25,
  },
  {
    code: "issf-50m-rifle",
    label: "50 m rifle",
    tenRadius: 5.2,
    ringWidth: 8,
    lowestRing: 1,
    innerTenRadius: 2.5,
    blackRadius: 56.2,
    holeRadius: 2.8,
  },
  {
    code: "issf-precision-pistol",
    label: "25 m and 50 m precision pistol",
    tenRadius: 25,
    ringWidth: 25,
    lowestRing: 1,
    innerTenRadius: 12.5,
    blackRadius: 100,
    holeRadius: 2.8,
  },
  {
    code: "issf-rapid-fire-pistol",
    label: "25 m rapid fire pistol",
    tenRadius: 50,
    ringWidth: 40,
    lowestRing: 5,
    innerTenRadius: 25,
    blackRadius: 250,
    holeRadius: 2.8,
  },
  {
    code: "issf-300m-rifle",
    label: "300 m rifle",
    tenRadius: 50,
    ringWidth: 50,
    lowestRing: 1,
    innerTenRadius: 25,
    blackRadius: 300,
    holeRadius: 4,
  },
];

export function targetFace(code: string | null | undefined): TargetFace | null {
  return TARGET_FACES.find((face) => face.code === code) ?? null;
}

/** Outer radius of ring n (1..10). */
export function ringRadius(face: TargetFace, ring: number): number {
  return face.tenRadius + (10 - ring) * face.ringWidth;
}

/** Radius of the whole scoring area: the lowest ring's outer edge. */
export function faceRadius(face: TargetFace): number {
  return ringRadius(face, face.lowestRing);
}

/** A view that holds every shot with a margin, never smaller than the seven ring nor larger than the face. */
export function fittingRadius(face: TargetFace, shots: { x: number; y: number }[]): number {
  const farthest = Math.max(0, ...shots.map((s) => Math.hypot(s.x, s.y) + face.holeRadius));
  return Math.min(faceRadius(face), Math.max(ringRadius(face, Math.max(face.lowestRing, 7)), farthest * 1.15));
}

export type ScoredHit = { score: number; decimalScore: number; isInnerTen: boolean };

/**
 * The score of a hit at (x, y). The ring is the highest one the hole touches; the decimal score
 * counts tenths of a ring width inward from where the hole would just touch the ring below, capped
 * at 10.9. A miss (touching no scoring ring) scores 0.
 */
export function scoreHit(face: TargetFace, x: number, y: number): ScoredHit {
  const distance = Math.hypot(x, y);
  // How many ring widths inside the edge where the hole just touches the ten ring.
  const value = 10 + (face.tenRadius + face.holeRadius - distance) / face.ringWidth;
  // Rounded to a micrometre first, so 7.9999999 from floating point reads as the 8.0 it is.
  const exact = Math.round(value * 10_000) / 10_000;
  if (exact < face.lowestRing) return { score: 0, decimalScore: 0, isInnerTen: false };
  const decimalScore = Math.min(10.9, Math.floor(exact * 10) / 10);
  const score = Math.min(10, Math.floor(exact));
  const innerTenReach = face.innerTenRadius === null ? face.holeRadius - face.tenRadius : face.innerTenRadius + face.holeRadius;
  return { score, decimalScore, isInnerTen: score === 10 && distance <= innerTenReach + 1e-9 };
}

/**
 * Whether a typed shot is an inner ten, by the same rule as a tapped one: the face's inner-ten
 * ring, reached where the decimal score is at least `10 + (ten radius + hole radius - reach) / ring
 * width` (10.2 on the air rifle face). A typed tenth covers a tenth of a ring width, so where that
 * threshold falls inside a tenth (10.40625 on the air pistol face) the tenth below it is an X only
 * when the shooter marked it one. Without a decimal score the mark alone decides, as the target's
 * own display showed it.
 */
export function typedInnerTen(face: TargetFace, hit: { score: number; decimalScore: number | null }, markedX: boolean): boolean {
  if (hit.score !== 10) return false;
  if (hit.decimalScore === null) return markedX;
  const reach = face.innerTenRadius === null ? face.holeRadius - face.tenRadius : face.innerTenRadius + face.holeRadius;
  const threshold = Math.round((10 + (face.tenRadius + face.holeRadius - reach) / face.ringWidth) * 10_000) / 10_000;
  const tenths = Math.round(hit.decimalScore * 10);
  if (tenths >= Math.ceil(threshold * 10)) return true;
  return markedX && tenths === Math.floor(threshold * 10);
}
