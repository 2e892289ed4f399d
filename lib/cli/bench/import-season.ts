// Issue 23's import benchmark: a season in one ShotMarker file (500 strings of 60 shots), imported
// into a fresh athlete through the API while the server's memory is sampled. Its rate is rows
// written per second (entries, series and shots), to set beside the floor's one-row inserts.

/** A ShotMarker export of `sessions` strings of `shots` record shots and two sighters each, one a day. */
export function seasonFile(sessions: number, shots: number): string {
  const lines = ["ShotMarker Archived Data (generated Dec 31 2026)", `Exported ${sessions} strings`, ""];
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  for (let i = 0; i < sessions; i += 1) {
    const day = new Date(Date.UTC(2025, 0, 1 + i));
    const date = `${months[day.getUTCMonth()]} ${day.getUTCDate()} ${day.getUTCFullYear()}`;
    lines.push(`${date},Training ${i + 1},Rifle 1,1500 x 1500,Prone at 300y,0-0X,`);
    lines.push(",time,tags,id,score,temp C,x mm,y mm,v fps,yaw deg, pitch deg,quality,xy_err");
    for (let s = 1; s <= 2; s += 1)
      lines.push(`,9:0${s}.00 am,sighter,S${s},9,12,${(s * 7.1).toFixed(1)},-${(s * 3.3).toFixed(1)},2650,,,1,0.3`);
    for (let n = 1; n <= shots; n += 1) {
      // A spread of positions and rings that differs from shot to shot and from day to day.
      const x = (((n * 37 + i * 11) % 200) - 100) / 2;
      const y = (((n * 53 + i * 7) % 200) - 100) / 2;
      const ring = Math.max(5, 10 - Math.floor(Math.hypot(x, y) / 15));
      lines.push(
        `,9:${String(10 + (n % 50)).padStart(2, "0")}.00 am,,${n},${ring === 10 && n % 3 === 0 ? "X" : ring},12,${x.toFixed(1)},${y.toFixed(1)},2650,,,1,0.3`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

export type ImportRun = {
  seconds: number;
  rows: number;
  rowsPerSecond: number;
  peakMb: number;
  beforeMb: number;
  bytes: number;
  created: number;
};

/**
 * Imports the season (or `sessions` strings: 7,000 come to the 20 MiB limit) into a new athlete of
 * the organization; samples the server's memory every 50 ms.
 */
export async function importSeason(
  base: string,
  adminKey: string,
  organizationId: string,
  sampleMb: () => number,
  sessions = 500,
): Promise<ImportRun> {
  const shots = 60;
  const file = seasonFile(sessions, shots);
  const athlete = (await (
    await fetch(`${base}/api/athletes`, {
      method: "POST",
      headers: { "x-api-key": adminKey, "content-type": "application/json" },
      body: JSON.stringify({ organizationId, firstName: "Season", lastName: `Import ${Date.now()}` }),
    })
  ).json()) as { id: string };
  const beforeMb = sampleMb();
  let peakMb = beforeMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, sampleMb());
  }, 50);
  const started = performance.now();
  const response = await fetch(`${base}/api/athletes/${athlete.id}/journal/imports`, {
    method: "POST",
    headers: { "x-api-key": adminKey, "content-type": "text/csv" },
    body: file,
  });
  const report = (await response.json()) as { created?: number; sessions?: Array<{ series: number; shots: number; sighters: number }> };
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (response.status !== 201) throw new Error(`the season import answered ${response.status}: ${JSON.stringify(report).slice(0, 300)}`);
  // Entries, their series, and every shot (sighters too) are rows written.
  const rows = (report.sessions ?? []).reduce((sum, s) => sum + 1 + s.series + s.shots + s.sighters, 0);
  return { seconds, rows, rowsPerSecond: rows / seconds, peakMb, beforeMb, bytes: Buffer.byteLength(file), created: report.created ?? 0 };
}
