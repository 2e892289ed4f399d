import { describe, expect, it } from "vitest";
import { requestLanguage } from "./request-language";

describe("the language a request came in", () => {
  it("its chosen cookie, else Accept-Language, else English", () => {
    const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });
    expect(requestLanguage(request({ cookie: "a=b; rangebook.language=sv", "accept-language": "de" }))).toBe("sv");
    expect(requestLanguage(request({ "accept-language": "de-AT,de;q=0.9" }))).toBe("de");
    expect(requestLanguage(request({}))).toBe("en");
    expect(requestLanguage(undefined)).toBe("en");
  });
});
