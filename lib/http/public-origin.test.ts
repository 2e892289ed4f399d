import { describe, expect, it } from "vitest";
import { allowedHosts, hostAllowed, publicOrigin } from "./public-origin";

describe("hostAllowed", () => {
  const allowed = ["localhost", "localhost:*", "club.example:8443"];

  it("takes a listed host on any port, and a host listed with a port on that port only", () => {
    expect(hostAllowed("localhost:3000", allowed)).toBe(true);
    expect(hostAllowed("LOCALHOST", allowed)).toBe(true);
    expect(hostAllowed("club.example:8443", allowed)).toBe(true);
    expect(hostAllowed("club.example:443", allowed)).toBe(false);
  });

  it("refuses any other host, also one that ends like a listed one", () => {
    expect(hostAllowed("evil.example", allowed)).toBe(false);
    expect(hostAllowed("evil-localhost:3000", allowed)).toBe(false);
  });
});

describe("publicOrigin (no PUBLIC_BASE_URL)", () => {
  const request = (host: string) => new Request("http://localhost:3000/api/x", { headers: { host } });

  it("keeps the origin a client used when its host is one this server is reached by", () => {
    expect(allowedHosts()).toContain("127.0.0.1:*");
    expect(publicOrigin(request("127.0.0.1:3000"))).toBe("http://127.0.0.1:3000");
  });

  it("never takes a Host the server does not answer to: a mailed link would carry its token there", () => {
    expect(publicOrigin(request("evil.example"))).toBe("http://localhost:3000");
    expect(publicOrigin(request("evil.example:3000"))).toBe("http://localhost:3000");
  });
});
