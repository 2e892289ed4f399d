import { describe, expect, it } from "vitest";
import { keepTrustedForwarding } from "./forwarded-headers";

describe("forwarded headers", () => {
  it("drops every forwarded header a client sent when no proxy is trusted", () => {
    const headers = {
      host: "club.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-for": "1.2.3.4",
      "x-forwarded-proto": "https",
      forwarded: "for=1.2.3.4",
    };
    keepTrustedForwarding(headers, 0);
    expect(headers).toEqual({ host: "club.example" });
  });

  it("keeps the hops the trusted proxies appended, the client first", () => {
    const headers = { "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2", "x-forwarded-host": "rangebook.example" };
    keepTrustedForwarding(headers, 2);
    expect(headers).toEqual({ "x-forwarded-for": "203.0.113.7, 10.0.0.2", "x-forwarded-host": "rangebook.example" });
  });
});
