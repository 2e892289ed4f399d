import { describe, expect, it } from "vitest";
import { fixedSizeChunks } from "./rows";

describe("fixedSizeChunks", () => {
  const sizes = (count: number, largest: number) =>
    [
      ...fixedSizeChunks(
        Array.from({ length: count }, (_, i) => i),
        largest,
      ),
    ].map((c) => c.length);

  it("cuts the largest size as often as it fits, then the rest in powers of two", () => {
    expect(sizes(37, 1024)).toEqual([32, 4, 1]);
    expect(sizes(2048 + 1023, 1024)).toEqual([1024, 1024, 512, 256, 128, 64, 32, 16, 8, 4, 2, 1]);
    expect(sizes(0, 64)).toEqual([]);
    expect(sizes(64, 64)).toEqual([64]);
  });

  it("keeps every row once, in order", () => {
    const rows = Array.from({ length: 1234 }, (_, i) => i);
    expect([...fixedSizeChunks(rows, 256)].flat()).toEqual(rows);
  });

  it("uses at most log2(largest) + 1 sizes whatever the counts", () => {
    const seen = new Set<number>();
    for (let count = 0; count <= 3000; count++) for (const size of sizes(count, 1024)) seen.add(size);
    expect(seen.size).toBe(11);
  });
});
