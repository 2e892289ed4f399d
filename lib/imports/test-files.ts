// Hand-made files in the documented layouts (FORMATS.md), shared by the unit, API and page tests.

// Built from FORMATS.md: a preamble, two strings, the second shared by two shooters.
export const shotMarker = [
  "ShotMarker Archived Data (generated Sep 14 2026)",
  "Exported 2 strings",
  "",
  "Sep 12 2026,Prone 600 practice,Rifle 1,1500 x 1500,NRA Long Range FC at 600y,48-2X,",
  ",time,tags,id,score,temp C,x mm,y mm,v fps,yaw deg, pitch deg,quality,xy_err",
  ",1:50.10 pm,sighter,S1,9,21,35.2,-12.0,2650,0.1,0.2,1,0.3",
  ",1:51.20 pm,,1,X,21,2.0,3.0,2651,,,1,0.3",
  ",1:52.30 pm,,2,10,21,-20.5,15.0,2649,,,1,0.3",
  ',1:53.24 pm,,3,9,21,60.0,-40.0,2650,,,1,0.3,"trace 1 2 3"',
  ",1:54.00 pm,,4,10,21,10.0,10.0,2650,,,1,0.3",
  ",1:55.00 pm,,5,9,21,70.0,0.0,2650,,,1,0.3",
  "",
  "Sep 13 2026,Shared target,Rifle 1,1500 x 1500,Mid range,19-1X,20-1X,",
  ",time,tags,id,score,temp C,x mm,y mm,v fps,yaw deg, pitch deg,quality,xy_err",
  ",9:01.00 am,,1,9,18,,,2650,,,1,0.3",
  ",9:02.00 am,,R1,X,18,1.0,1.0,2650,,,1,0.3",
  ",9:03.00 am,,2,X,18,0.5,0.5,2650,,,1,0.3",
  ",9:04.00 am,sighter,RS1,8,18,,,2650,,,1,0.3",
  ",9:05.00 am,,R2,10,18,3.0,-2.0,2650,,,1,0.3",
  ",9:06.00 am,,Q7Z,10,18,,,2650,,,1,0.3",
  "",
].join("\n");

/** A SIUS line: the fields FORMATS.md lists, with the ones a test cares about set. */
export function sius(fields: Record<number, string | number>): string {
  const line = Array.from({ length: 28 }, () => "0");
  line[6] = "14:03:27.15";
  line[10] = "1";
  line[21] = "3";
  for (const [index, value] of Object.entries(fields)) line[Number(index)] = String(value);
  return line.join(";");
}

type MarkerShot = { id: string; score: string | number; tags?: string; fps?: number; yaw?: number; pitch?: number };

/** One ShotMarker string as FORMATS.md lays it out: its header (face, one total per shooter), the column names, a line per shot. */
export function shotMarkerString(label: string, face: string, totals: string[], shots: MarkerShot[], date = "Oct 3 2026"): string {
  return [
    `${date},${label},Rifle 1,1500 x 1500,${face},${totals.join(",")},`,
    ",time,tags,id,score,temp C,x mm,y mm,v fps,yaw deg, pitch deg,quality,xy_err",
    ...shots.map(
      (s, i) =>
        `,10:${String(i).padStart(2, "0")}.00 am,${s.tags ?? ""},${s.id},${s.score},18,${i % 5},${-(i % 3)},${s.fps ?? ""},${s.yaw ?? ""},${s.pitch ?? ""},1,0.3`,
    ),
    "",
  ].join("\n");
}

const ids = (prefix: string, scores: Array<string | number>): MarkerShot[] =>
  scores.map((score, i) => ({ id: `${prefix}${i + 1}`, score }));

/**
 * Two shooters on one target (issue 33): the header states shooter R's total (142-5X) before shooter
 * A's (134-2X), so pairing them in order swapped both.
 */
export const sharedShotMarker = [
  "ShotMarker Archived Data (generated Oct 4 2026)",
  "Exported 1 strings",
  "",
  shotMarkerString(
    "Shared 15",
    "Mid range",
    ["142-5X", "134-2X"],
    [
      ...ids("", ["X", "X", ...Array.from({ length: 12 }, () => 9), 6]),
      ...ids("R", ["X", "X", "X", "X", "X", 10, 10, ...Array.from({ length: 8 }, () => 9)]),
    ],
  ),
].join("\n");
