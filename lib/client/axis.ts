// A chart axis that does not start at zero (scores sit near their maximum: from zero, a 560 and a
// 590 look alike), in round steps, and never past what a score can be.

export type Axis = { low: number; high: number; step: number; ticks: number[] };

/** A round step for about four intervals: 1, 2 or 5 times a power of ten, at least 0.5. */
function roundStep(span: number): number {
  const target = Math.max(span / 4, 0.5);
  const power = 10 ** Math.floor(Math.log10(target));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= target) ?? 10 * power;
}

/** An axis around `values` with a step of room either side, kept within [0, `most`]. */
export function scoreAxis(values: number[], most: number | null = null): Axis {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = roundStep(max - min);
  const low = Math.max(0, Math.floor(min / step) * step - step);
  // A score above its stated maximum (typed so) still fits: the cap is never below the scores.
  const cap = Math.max(most ?? Number.POSITIVE_INFINITY, max);
  const high = Math.max(Math.min(cap, Math.ceil(max / step) * step + step), low + step);
  const ticks = Array.from({ length: Math.floor((high - low) / step + 1e-9) + 1 }, (_, i) => low + i * step);
  return { low, high, step, ticks };
}
