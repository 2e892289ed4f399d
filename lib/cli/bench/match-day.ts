// Match day in the benchmark (issue 37 point 8): the result list of a 300-entry competition with
// shots, per class, alone (target: median at most 100 ms); then 200 public viewers refreshing every
// 3 s while officials write scores (target: every score write's p99 under 200 ms).
import autocannon from "autocannon";
import type { MatchManifest } from "./seed-match";

const VIEWERS = 200;
const REFRESH_SECONDS = 3;
const OFFICIALS = 4;
/** An official types a series, checks it, moves on: a write every half second or so each. */
const OFFICIAL_PAUSE_MS = 500;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function timed(url: string, init: RequestInit = {}): Promise<number> {
  const t = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${response.status}`);
  return performance.now() - t;
}

export type MatchDayFigures = {
  classListMedianMs: number;
  classListMaxMs: number;
  wholeListMedianMs: number;
  viewers: { rps: number; p50: number; p99: number; errors: number };
  writes: { count: number; p50: number; p99: number; max: number; errors: number };
};

export async function measureMatchDay(base: string, match: MatchManifest, seconds: number): Promise<MatchDayFigures> {
  const official = { "x-api-key": match.competitionAdminKey };
  const results = `${base}/api/competitions/${match.competitionId}/results?courseOfFireId=${match.courseOfFireId}`;
  // Alone: each class's list, after a warm-up.
  for (let i = 0; i < 3; i += 1) await timed(results, { headers: official });
  const perClass: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const id of match.classificationIds) perClass.push(await timed(`${results}&classificationId=${id}`, { headers: official }));
  }
  const whole: number[] = [];
  for (let i = 0; i < 5; i += 1) whole.push(await timed(results, { headers: official }));

  // Together: the hall's and the phones' viewers on the public list, and the officials at the desk.
  const writable = match.entryIds.slice(0, 240); // relays 1-4; relay 5 is held
  const writes: number[] = [];
  let writeErrors = 0;
  const until = Date.now() + seconds * 1000;
  const officials = Array.from({ length: OFFICIALS }, async (_, o) => {
    let n = 0;
    while (Date.now() < until) {
      const entryId = writable[(o * 61 + n * 7) % writable.length] ?? "";
      n += 1;
      // The entries' series come from their shots, so an official's correction sends the shots (a
      // typed series over shots is section 9's 409): sixty, one tenth apart from the last write's.
      const shots = Array.from({ length: 60 }, (_, i) => {
        const decimalScore = 9.5 + ((n + i) % 14) / 10;
        return { seriesNumber: Math.floor(i / 10) + 1, shotNumber: (i % 10) + 1, score: Math.floor(decimalScore), decimalScore };
      });
      const t = performance.now();
      const response = await fetch(`${base}/api/competitions/${match.competitionId}/entries/${entryId}/score`, {
        method: "PUT",
        headers: { ...official, "content-type": "application/json" },
        body: JSON.stringify({ shots }),
      });
      await response.arrayBuffer();
      writes.push(performance.now() - t);
      if (!response.ok) writeErrors += 1;
      await new Promise((r) => setTimeout(r, OFFICIAL_PAUSE_MS));
    }
  });
  const viewers = autocannon({
    url: `${base}/api/public/competitions/${match.competitionId}/results`,
    connections: VIEWERS,
    overallRate: Math.round(VIEWERS / REFRESH_SECONDS),
    duration: seconds,
  });
  const [viewed] = await Promise.all([viewers, ...officials]);
  return {
    classListMedianMs: median(perClass),
    classListMaxMs: Math.max(...perClass),
    wholeListMedianMs: median(whole),
    viewers: {
      rps: viewed.requests.average,
      p50: viewed.latency.p50,
      p99: viewed.latency.p99,
      errors: viewed.non2xx + viewed.errors + viewed.timeouts,
    },
    writes: { count: writes.length, p50: median(writes), p99: percentile(writes, 99), max: Math.max(...writes), errors: writeErrors },
  };
}

export function describeMatchDay(f: MatchDayFigures, seconds: number): string[] {
  const ms = (v: number) => `${Math.round(v)} ms`;
  return [
    `\nMatch day (300 entries with 60 shots each, 4 classes of 75):`,
    `Result list per class alone: median ${ms(f.classListMedianMs)}, max ${ms(f.classListMaxMs)} (target: median at most 100 ms); the whole course's list: median ${ms(f.wholeListMedianMs)}`,
    `${VIEWERS} public viewers refreshing every ${REFRESH_SECONDS} s for ${seconds} s: ${Math.round(f.viewers.rps)} req/s, p50 ${f.viewers.p50} ms, p99 ${f.viewers.p99} ms, ${f.viewers.errors} errors`,
    `Meanwhile ${OFFICIALS} officials wrote ${f.writes.count} scores: p50 ${ms(f.writes.p50)}, p99 ${ms(f.writes.p99)}, max ${ms(f.writes.max)}, ${f.writes.errors} errors (target: p99 under 200 ms)`,
  ];
}
