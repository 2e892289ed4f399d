import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { after, decodeCursor, orderBy, page, type SortKey } from "./pagination";

type Row = { id: string; at: Date };
const key: SortKey<Row> = [
  { field: "at", direction: "desc", kind: "date", value: (r) => r.at },
  { field: "id", direction: "desc", kind: "string", value: (r) => r.id },
];

describe("keyset pagination", () => {
  it("builds 'strictly after' clauses and the matching order", () => {
    const at = new Date("2026-11-20T10:00:00Z");
    expect(after(key as SortKey<never>, null)).toEqual({});
    expect(after(key as SortKey<never>, [at, "b"])).toEqual({ OR: [{ at: { lt: at } }, { at, id: { lt: "b" } }] });
    expect(orderBy(key as SortKey<never>)).toEqual([{ at: "desc" }, { id: "desc" }]);
  });

  it("walks a list in pages without repeats or gaps", async () => {
    const rows: Row[] = Array.from({ length: 7 }, (_, i) => ({ id: `r${i}`, at: new Date(Date.UTC(2026, 0, 1 + (i % 3))) }));
    const sorted = [...rows].sort((a, b) => b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id));
    const fetch = async ({ after: values, take }: { after: Array<string | number | Date> | null; take: number }) => {
      const start =
        values === null
          ? 0
          : sorted.findIndex(
              (r) => r.at < (values[0] as Date) || (r.at.getTime() === (values[0] as Date).getTime() && r.id < (values[1] as string)),
            );
      return start < 0 ? [] : sorted.slice(start, start + take);
    };
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const result = await page(key, { limit: 3, cursor }, fetch);
      seen.push(...result.items.map((r) => r.id));
      cursor = result.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(sorted.map((r) => r.id));
  });

  it("refuses cursors it did not hand out", () => {
    for (const bad of [
      "garbage",
      Buffer.from("[1]").toString("base64url"),
      Buffer.from('[["x",1],["s","a"]]').toString("base64url"),
      Buffer.from('[["d","not a date"],["s","a"]]').toString("base64url"),
      Buffer.from('[["n",1],["n",2]]').toString("base64url"),
      Buffer.from('[["s","x"],["s","y"]]').toString("base64url"),
    ]) {
      expect(() => decodeCursor(bad, key as SortKey<never>)).toThrow(ApiError);
    }
  });
});
