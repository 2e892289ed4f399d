import { describe, expect, it } from "vitest";
import { shotMarkerReader, totalsByShooter } from "./shotmarker";
import { sharedShotMarker, shotMarkerString } from "./test-files";

function readAll(text: string) {
  const reader = shotMarkerReader();
  text.split("\n").forEach((line, i) => reader.feed(line.split(","), i + 1));
  return reader.finish().sessions;
}

describe("ShotMarker: two shooters on one target", () => {
  it("gives each stated total to the shooter whose shots add up to it, whatever order the header lists them in", () => {
    const sessions = readAll(sharedShotMarker);
    expect(sessions.map((s) => [s.shooter, s.shots.reduce((t, shot) => t + shot.score, 0), s.statedScore])).toEqual([
      ["Shooter A", 134, 134],
      ["Shooter R", 142, 142],
    ]);
  });

  it("pairs by points and Xs first, then by points, then what is left in order", () => {
    const [a, b] = [
      { points: 100, xs: 1 },
      { points: 100, xs: 3 },
    ];
    expect(
      totalsByShooter(
        [a, b],
        [
          { points: 100, xs: 3 },
          { points: 100, xs: 1 },
        ],
      ),
    ).toEqual([100, 100]);
    expect(
      totalsByShooter(
        [
          { points: 90, xs: 0 },
          { points: 95, xs: 0 },
        ],
        [{ points: 95, xs: 2 }, null, { points: 80, xs: 0 }],
      ),
    ).toEqual([80, 95]);
    expect(totalsByShooter([{ points: 90, xs: 0 }], [])).toEqual([null]);
  });
});

describe("ShotMarker: what the target measures", () => {
  it("keeps each shot's velocity in metres per second, its yaw and pitch in degrees; a glitch or a blank is left out", () => {
    const [session] = readAll(
      shotMarkerString(
        "Chrono",
        "10m Air Rifle",
        ["19-1X"],
        [
          { id: "1", score: "X", fps: 2650, yaw: 0.3, pitch: -0.2 },
          { id: "2", score: 9, fps: 99_999, yaw: 400 },
          { id: "3", score: 0 },
        ],
      ),
    );
    expect(session?.faceText).toBe("10m Air Rifle");
    expect(session?.shots.map((s) => [s.velocity, s.yaw, s.pitch])).toEqual([
      [807.7, 0.3, -0.2],
      [null, null, null],
      [null, null, null],
    ]);
  });
});
