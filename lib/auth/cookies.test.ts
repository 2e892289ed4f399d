import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function cookies(secure?: "true" | "false") {
  if (secure) vi.stubEnv("COOKIE_SECURE", secure);
  return import("./cookies");
}

describe("session cookies are Secure exactly where the browser keeps them", () => {
  it("not over plain HTTP, also at a LAN address", async () => {
    const { cookieAttributes, isSecureRequest } = await cookies();
    expect(isSecureRequest(new Request("http://192.168.1.20:3000/api/session"))).toBe(false);
    expect(cookieAttributes(new Request("http://192.168.1.20:3000/api/session"), 60)).toBe("Path=/; HttpOnly; SameSite=Lax; Max-Age=60");
  });

  it("over HTTPS, as the request came or as a trusted proxy says", async () => {
    const { isSecureRequest } = await cookies();
    expect(isSecureRequest(new Request("https://rangebook.example/api/session"))).toBe(true);
    expect(isSecureRequest(new Request("http://10.0.0.2/api/session", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
  });

  it("COOKIE_SECURE decides when set", async () => {
    expect((await cookies("true")).isSecureRequest(new Request("http://192.168.1.20/"))).toBe(true);
    vi.resetModules();
    expect((await cookies("false")).isSecureRequest(new Request("https://rangebook.example/"))).toBe(false);
  });
});

describe("the language cookie mirrors a person's choice", () => {
  it("a year for a choice, cleared without one, Secure over HTTPS", async () => {
    const { languageCookie } = await cookies();
    expect(languageCookie(new Request("http://192.168.1.20/api/session"), "de")).toBe(
      "rangebook.language=de; Path=/; SameSite=Lax; Max-Age=31536000",
    );
    expect(languageCookie(new Request("https://rangebook.example/api/session"), null)).toBe(
      "rangebook.language=; Path=/; SameSite=Lax; Max-Age=0; Secure",
    );
  });
});
