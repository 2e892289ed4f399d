import { describe, expect, it } from "vitest";
import { checkImage } from "./check-image";

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe("checkImage", () => {
  it("accepts what the server accepts, judged by the bytes", async () => {
    expect(await checkImage(new File([png], "photo.bin"))).toBeNull();
    expect(await checkImage(new File([new TextEncoder().encode("GIF89a....")], "avatar.png", { type: "image/png" }))).toBe(
      "avatar.png is not a PNG, JPEG or WebP image.",
    );
  });

  it("refuses files over 10 MiB before sending them", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png);
    expect(await checkImage(new File([big], "big.png"))).toBe("big.png is larger than 10 MiB.");
  });
});
