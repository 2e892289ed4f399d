// A shot as a shooter types it at the range.

export type Hit = { score: number; decimalScore: number | null; isInnerTen: boolean };

/** "10.4", "9", "10x", "x" (an inner ten), "0" or "m" (a miss) as a hit; otherwise what to type instead. */
export function parseScore(text: string): Hit | string {
  const raw = text.trim().toLowerCase().replace(",", ".");
  const isX = /[x*]/.test(raw);
  const digits = raw.replace(/[x*]/g, "");
  if (digits === "" && isX) return { score: 10, decimalScore: null, isInnerTen: true };
  if (digits === "m") return { score: 0, decimalScore: null, isInnerTen: false };
  const value = Number(digits);
  const problem = "Type a score from 0 to 10.9, such as 10.4 or 9; add X for an inner ten.";
  if (digits === "" || !Number.isFinite(value) || value < 0 || value > 10.9) return problem;
  if (digits.includes(".")) {
    const decimalScore = Math.floor(value * 10 + 1e-9) / 10;
    const score = Math.floor(decimalScore);
    return { score, decimalScore, isInnerTen: isX && score === 10 };
  }
  if (!Number.isInteger(value) || value > 10) return problem;
  return { score: value, decimalScore: null, isInnerTen: isX && value === 10 };
}
