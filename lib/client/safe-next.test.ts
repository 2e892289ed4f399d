import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

describe("safeNext keeps the browser on this site after signing in", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeNext("/journal?courseOfFire=ar60#top")).toBe("/journal?courseOfFire=ar60#top");
    expect(safeNext("/invitations/abc")).toBe("/invitations/abc");
  });

  it.each([
    ["/\\evil.example"],
    ["/\\/evil.example"],
    ["//evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["https://evil.example/"],
    ["javascript:alert(1)"],
    ["evil.example"],
    ["/api/session"],
    [""],
    [null],
  ])("sends %j home instead", (next) => {
    expect(safeNext(next)).toBe("/");
  });

  it("normalises dot segments rather than trusting them", () => {
    expect(safeNext("/journal/../settings")).toBe("/settings");
    expect(safeNext("/./api/keys")).toBe("/");
  });
});
