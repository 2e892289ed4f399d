// Issue 23's import benchmark: a season in one ShotMarker file (500 strings of 60 shots), imported
// into a fresh athlete through the API while the server's memory is sampled. Its rate is rows
// written per second (entries, series and shots), to set beside the floor's one-row inserts. The
// largest files one import takes, ShotMarker's and SIUS's (a keyed format), show the memory is flat.
import { duringWork } from "./peak-memory";

/** A shot's position and ring, differing from shot to shot and from session to session. */
function spread(n: number, i: number) {
  const x = (((n * 37 + i * 11) % 200) - 100) / 2;
  const y = (((n * 53 + i * 7) % 200) - 100) / 2;
  return { x, y, ring: Math.max(5, 10 - Math.floor(Math.hypot(x, y) / 15)) };
}

/** A SIUS shot record of `sessions` start numbers, each two sighters and `shots` match shots in series of ten. */
export function siusFile(sessions: number, shots: number): string {
  const lines: string[] = [];
  for (let i = 0; i < sessions; i += 1) {
    for (let n = -1; n <= shots; n += 1) {
      const sighter = n <= 0;
      const { x, y, ring } = spread(n + 2, i);
      const f = Array.from({ length: 24 }, () => "0");
      f[0] = String(100 + i);
      f[1] = String(ring);
      f[2] = sighter ? "0" : "1";
      f[4] = (ring + 0.4).toFixed(1);
      // Each start number its own time of day, so no two sessions share a fingerprint.
      const at = 8 * 3600 + i * 10;
      f[6] = [Math.floor(at / 3600), Math.floor(at / 60) % 60, at % 60].map((v) => String(v).padStart(2, "0")).join(":") + ".00";
      f[8] = x.toFixed(2);
      f[9] = y.toFixed(2);
      f[10] = "1";
      f[18] = sighter ? "0" : String(Math.ceil(n / 10));
      f[19] = sighter ? "0" : "1";
      f[21] = "3";
      lines.push(f.join(";"));
    }
  }
  return lines.join("\n");
}

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
      const { x, y, ring } = spread(n, i);
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
 * Imports the season (or `sessions` strings: 7,000 come to the 20 MiB limit; in SIUS, 4,500 start
 * numbers) into a new athlete of the organization; samples the server's memory every 50 ms.
 */
export async function importSeason(
  base: string,
  adminKey: string,
  organizationId: string,
  sampleMb: () => number,
  { sessions = 500, format = "shotmarker" }: { sessions?: number; format?: "shotmarker" | "sius" } = {},
): Promise<ImportRun> {
  const shots = 60;
  const file = format === "sius" ? siusFile(sessions, shots) : seasonFile(sessions, shots);
  const query = format === "sius" ? "?format=sius&fileName=20260105_training.txt" : "";
  const athlete = (await (
    await fetch(`${base}/api/athletes`, {
      method: "POST",
      headers: { "x-api-key": adminKey, "content-type": "application/json" },
      body: JSON.stringify({ organizationId, firstName: "Season", lastName: `Import ${Date.now()}` }),
    })
  ).json()) as { id: string };
  // Every imported session needs a course of fire; the season's strings are named one.
  const courses = (await (await fetch(`${base}/api/courses-of-fire?limit=100`, { headers: { "x-api-key": adminKey } })).json()) as {
    items: Array<{ id: string; code: string }>;
  };
  // The benchmark's own data set names its AR60 "AR60-BENCH-…"; the demo data plain "AR60".
  const course = courses.items.find((c) => c.code === "AR60" || c.code.startsWith("AR60-BENCH-"))?.id ?? "";
  const started = performance.now();
  const {
    result: { response, report },
    beforeMb,
    peakMb,
  } = await duringWork(sampleMb, 50, async () => {
    const response = await fetch(`${base}/api/athletes/${athlete.id}/journal/imports${query}${query ? "&" : "?"}courseOfFireId=${course}`, {
      method: "POST",
      headers: { "x-api-key": adminKey, "content-type": "text/csv" },
      body: file,
    });
    const report = (await response.json()) as { created?: number; sessions?: Array<{ series: number; shots: number; sighters: number }> };
    return { response, report };
  });
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201) throw new Error(`the season import answered ${response.status}: ${JSON.stringify(report).slice(0, 300)}`);
  // Entries, their series, and every shot (sighters too) are rows written.
  const rows = (report.sessions ?? []).reduce((sum, s) => sum + 1 + s.series + s.shots + s.sighters, 0);
  return { seconds, rows, rowsPerSecond: rows / seconds, peakMb, beforeMb, bytes: Buffer.byteLength(file), created: report.created ?? 0 };
}
