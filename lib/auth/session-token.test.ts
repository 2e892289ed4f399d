import { describe, expect, it } from "vitest";
import { issueToken, readToken, SESSION_TTL_SECONDS } from "./session-token";

const secret = "s".repeat(40);

describe("session tokens", () => {
  it("round-trips the key id until it expires", () => {
    const now = Date.UTC(2026, 10, 21);
    const token = issueToken("key-1", secret, now);
    expect(readToken(token, secret, now)).toBe("key-1");
    expect(readToken(token, secret, now + (SESSION_TTL_SECONDS - 1) * 1000)).toBe("key-1");
    expect(readToken(token, secret, now + SESSION_TTL_SECONDS * 1000)).toBeNull();
  });

  it("refuses forged, re-signed and malformed tokens", () => {
    const token = issueToken("key-1", secret);
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ k: "admin-key", e: 9_999_999_999 })).toString("base64url");
    expect(readToken(`${forged}.${signature}`, secret)).toBeNull();
    expect(readToken(token, "t".repeat(40))).toBeNull();
    expect(readToken(`${payload}`, secret)).toBeNull();
    expect(readToken(`${token}.x`, secret)).toBeNull();
    expect(readToken("", secret)).toBeNull();
    expect(readToken(`${Buffer.from("not json").toString("base64url")}.${signature}`, secret)).toBeNull();
  });
});
