import { describe, expect, it } from "vitest";
import { sniffImage } from "./sniff";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImage", () => {
  it("recognises PNG, JPEG and WebP by their signatures", () => {
    expect(sniffImage(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType).toBe("image/png");
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe("image/jpeg");
    expect(sniffImage(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))?.contentType).toBe("image/webp");
  });

  it("rejects everything else, however it is named", () => {
    expect(sniffImage(bytes("GIF89a"))).toBeNull();
    expect(sniffImage(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImage(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffImage(bytes([0x89], "PN"))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
