// The shape of a group of shots, as shooters and their coaches read it: where its centre lies (the
// mean point of impact), how far apart its two widest shots are (extreme spread, centre to centre),
// and how far shots lie from that centre on average (mean radius). Only shots with a position
// count; sighters are judged apart from the match shots.

export type Position = { x: number | null; y: number | null };

export type Group = {
  /** Shots with a position. */
  count: number;
  meanX: number | null;
  meanY: number | null;
  extremeSpread: number | null;
  meanRadius: number | null;
};

/** To a hundredth of a millimetre, halves away from zero (−0.375 is −0.38, as 0.375 is 0.38). */
const round = (value: number) => (Math.sign(value) * Math.round(Math.abs(value) * 100)) / 100 || 0;

export function groupOf(shots: readonly Position[]): Group {
  const points = shots.flatMap((s) => (s.x === null || s.y === null ? [] : [{ x: s.x, y: s.y }]));
  if (points.length === 0) return { count: 0, meanX: null, meanY: null, extremeSpread: null, meanRadius: null };
  const meanX = points.reduce((t, p) => t + p.x, 0) / points.length;
  const meanY = points.reduce((t, p) => t + p.y, 0) / points.length;
  let spread = 0;
  // Quadratic, and fine: an entry holds at most a few hundred shots (API section 11).
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i] as { x: number; y: number };
      const b = points[j] as { x: number; y: number };
      spread = Math.max(spread, Math.hypot(a.x - b.x, a.y - b.y));
    }
  }
  const meanRadius = points.reduce((t, p) => t + Math.hypot(p.x - meanX, p.y - meanY), 0) / points.length;
  return { count: points.length, meanX: round(meanX), meanY: round(meanY), extremeSpread: round(spread), meanRadius: round(meanRadius) };
}
