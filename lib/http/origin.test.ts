import { describe, expect, it } from "vitest";
import { requestOrigin } from "./origin";

const request = (headers: Record<string, string>) => new Request("http://localhost:3000/api/x", { headers });

describe("requestOrigin", () => {
  it("uses the Host the client sent, and what a proxy forwards", () => {
    expect(requestOrigin(request({ host: "192.168.1.20:3000" }))).toBe("http://192.168.1.20:3000");
    expect(requestOrigin(request({ host: "[::1]:3000" }))).toBe("http://[::1]:3000");
    expect(requestOrigin(request({ host: "app:3000", "x-forwarded-host": "rangebook.example.org", "x-forwarded-proto": "https" }))).toBe(
      "https://rangebook.example.org",
    );
  });

  it("falls back to the server's own origin for a missing or malformed host", () => {
    expect(requestOrigin(request({}))).toBe("http://localhost:3000");
    expect(requestOrigin(request({ "x-forwarded-host": "evil.example/path?" }))).toBe("http://localhost:3000");
    expect(requestOrigin(request({ host: "ok.example", "x-forwarded-proto": "gopher" }))).toBe("http://ok.example");
  });
});
