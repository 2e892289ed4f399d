import { PASSKEY_ERROR_CODES } from "@better-auth/passkey";
import { BASE_ERROR_CODES } from "better-auth";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en.json";
import { AUTH_ERRORS, authErrorKey } from "./auth-errors";

describe("the accounts library's refusals", () => {
  it("name codes the library has, and messages that exist", () => {
    const codes = new Set([...Object.keys(BASE_ERROR_CODES), ...Object.keys(PASSKEY_ERROR_CODES)]);
    expect(Object.keys(AUTH_ERRORS).filter((code) => !codes.has(code))).toEqual([]);
    const messages = en.account.authErrors as Record<string, string>;
    expect([...Object.values(AUTH_ERRORS), "tooMany"].filter((key) => !messages[key])).toEqual([]);
  });

  it("are said by code, too many attempts by status, anything else by the caller", () => {
    expect(authErrorKey({ code: "INVALID_EMAIL_OR_PASSWORD", status: 401, message: "Invalid email or password" })).toBe("wrongPassword");
    expect(authErrorKey({ code: "TOO_MANY_REQUESTS", status: 429 })).toBe("tooMany");
    expect(authErrorKey({ code: "FAILED_TO_CREATE_USER", status: 500 })).toBeNull();
    expect(authErrorKey(null)).toBeNull();
  });
});
