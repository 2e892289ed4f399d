import { describe, expect, it } from "vitest";
import { generateKey, hashSecret, parseKey, secretMatches } from "./keys";

describe("API keys", () => {
  it("generates keys that parse back to their prefix and match their stored hash", () => {
    const { key, prefix, secretHash } = generateKey();
    const parsed = parseKey(key);
    expect(parsed?.prefix).toBe(prefix);
    expect(parsed && secretMatches(parsed.secret, secretHash)).toBe(true);
    expect(secretHash).not.toContain(parsed?.secret ?? "-");
  });

  it("never generates the same key twice", () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateKey().key));
    expect(keys.size).toBe(200);
  });

  it("rejects a wrong secret and malformed keys", () => {
    const { key, secretHash } = generateKey();
    const parsed = parseKey(key);
    expect(parsed).not.toBeNull();
    expect(secretMatches(`${parsed?.secret.slice(0, -1)}x`, secretHash)).toBe(false);
    expect(secretMatches("short", hashSecret("other"))).toBe(false);
    for (const bad of ["", "rbk_", "Bearer abc", key.slice(0, -1), key.replace("rbk_", "rbx_"), `${key}extra`]) {
      expect(parseKey(bad)).toBeNull();
    }
  });
});
