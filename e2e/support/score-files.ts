// Target files for the match-day score import (FORMATS.md): SIUS shot records as a range's target
// system writes them, one shot per line, start number (0), firing point (3) and relay (23).

export type SiusShooter = { startNumber: string; firingPoint: string; relay: number; shots: number[]; sighters?: number[] };

/** One SIUS line of 28 fields; `series` is the shot group (field 18), 0 for a sighter. */
function siusLine(s: SiusShooter, decimal: number, matchShot: 0 | 1, series: number, n: number): string {
  const f = Array.from({ length: 28 }, () => "0");
  const ring = Math.floor(decimal);
  f[0] = s.startNumber;
  f[1] = String(ring);
  f[2] = String(matchShot);
  f[3] = s.firingPoint;
  f[4] = decimal.toFixed(1);
  f[5] = String(Math.round((10.9 - decimal) * 250));
  f[6] = `09:${String(10 + Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}.00`;
  f[7] = decimal >= 10.2 ? "1" : "0";
  f[8] = "0.5";
  f[9] = "-0.3";
  f[10] = "1";
  f[18] = String(series);
  f[19] = matchShot === 0 ? "0" : "2";
  f[21] = "3";
  f[23] = String(s.relay);
  f[24] = "1";
  f[25] = "2";
  f[27] = "";
  return f.join(";");
}

/** A SIUS file of these shooters; each shooter's shots go in series of `perSeries`. */
export function siusFile(shooters: SiusShooter[], perSeries: number): string {
  const lines: string[] = [];
  shooters.forEach((s, k) => {
    (s.sighters ?? []).forEach((d, i) => lines.push(siusLine(s, d, 0, 0, k * 100 + i)));
    s.shots.forEach((d, i) => lines.push(siusLine(s, d, 1, Math.floor(i / perSeries) + 1, k * 100 + 20 + i)));
  });
  return `${lines.join("\r\n")}\r\n`;
}

/** The sum of decimal shots, to a tenth. */
export const sumOf = (shots: number[]) => Math.round(shots.reduce((a, b) => a + b, 0) * 10) / 10;
