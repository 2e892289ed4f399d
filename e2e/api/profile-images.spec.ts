import sharp from "sharp";
import { created, expect, expectProblem, test } from "../fixtures";

/** A real photo-like image with camera metadata and a GPS position, the way phones save them. */
async function photo(format: "jpeg" | "png" | "webp", width: number, height: number, orientation = 1): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Range Cam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 50/1 2/1", GPSLongitudeRef: "W", GPSLongitude: "104/1 49/1 17/1" },
    })
    .withMetadata({ orientation });
  return base.toFormat(format).toBuffer();
}

const file = (buffer: Buffer, name: string, mimeType: string) => ({ name, mimeType, buffer });

test.describe("profile images: upload and GET by type (operation 5)", () => {
  test("stores PNG, JPEG and WebP with metadata stripped and serves the bytes at cdnUrl", async ({ api, world }) => {
    const path = `/api/athletes/${world.athleteId}/profile-images`;
    for (const [format, mime, imageType] of [
      ["jpeg", "image/jpeg", 0],
      ["png", "image/png", 1],
      ["webp", "image/webp", 2],
    ] as const) {
      const upload = await photo(format, 320, 200);
      expect((await sharp(upload).metadata()).exif?.includes(Buffer.from("PhoneCo"))).toBe(true);
      const reply = await api.send("POST", path, {
        key: world.keys.athlete,
        multipart: { imageType: String(imageType), file: file(upload, `IMG_0001.${format}`, "application/octet-stream") },
      });
      const image = created(reply);
      expect(image).toEqual({
        id: expect.any(String),
        athleteId: world.athleteId,
        imageType,
        originalFileName: `IMG_0001.${format}`,
        cdnUrl: expect.stringMatching(new RegExp(`^${api.baseUrl}/media/images/[0-9a-f]{64}\\.(jpg|png|webp)$`)),
        contentType: mime,
        fileSize: expect.any(Number),
        width: 320,
        height: 200,
        uploadedAt: expect.stringMatching(/Z$/),
      });

      const served = await api.send("GET", new URL(String(image.cdnUrl)).pathname, { key: null });
      expect(served.status).toBe(200);
      expect(served.headers["content-type"]).toBe(mime);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["cache-control"]).toMatch(/max-age=31536000/);
      const bytes = await (await fetch(String(image.cdnUrl))).arrayBuffer();
      expect(bytes.byteLength).toBe(image.fileSize);
      const stored = await sharp(Buffer.from(bytes)).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect([stored.width, stored.height]).toEqual([320, 200]);
    }
  });

  test("turns a sideways phone photo upright before stripping its orientation tag", async ({ api, world }) => {
    const upload = await photo("jpeg", 300, 100, 6);
    expect((await sharp(upload).metadata()).orientation).toBe(6);
    const image = created(
      await api.send("POST", `/api/athletes/${world.athleteId}/profile-images`, {
        key: world.keys.athlete,
        multipart: { imageType: "2", file: file(upload, "sideways.jpg", "image/jpeg") },
      }),
    );
    expect([image.width, image.height]).toEqual([100, 300]);
  });

  test("GET by type returns the newest image of that type, 404 when there is none", async ({ api, world }) => {
    const upload = async (color: number) =>
      created(
        await api.send("POST", `/api/athletes/${world.teammateId}/profile-images`, {
          key: world.keys.teammate,
          multipart: {
            imageType: "3",
            file: file(
              await sharp({ create: { width: 40 + color, height: 10, channels: 3, background: "#336699" } })
                .png()
                .toBuffer(),
              `banner-${color}.png`,
              "image/png",
            ),
          },
        }),
      );
    await upload(1);
    const newest = await upload(2);
    const reply = await api.get(`/api/athletes/${world.teammateId}/profile-images/by-type/3`, { key: world.keys.teammate });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(newest);
    expect(reply.headers.etag).toBeTruthy();

    const none = expectProblem(
      await api.get(`/api/athletes/${world.teammateId}/profile-images/by-type/1`, { key: world.keys.teammate }),
      404,
    );
    expect(none.detail).toMatch(/no headshot image/);
    expectProblem(await api.get(`/api/athletes/${world.teammateId}/profile-images/by-type/7`), 400, "bad_request");
    expectProblem(await api.get(`/api/athletes/${world.teammateId}/profile-images/by-type/avatar`), 400, "bad_request");
    expect((await api.get(`/api/athletes/${world.teammateId}/profile-images/by-type/3`, { key: world.keys.staff })).status).toBe(200);
    expectProblem(await api.get(`/api/athletes/${world.teammateId}/profile-images/by-type/3`, { key: world.keys.athlete }), 403);
    expectProblem(await api.get(`/api/athletes/${world.teammateId}/profile-images/by-type/3`, { key: world.keys.otherStaff }), 403);
    expectProblem(await api.get(`/api/athletes/${world.teammateId}/profile-images/by-type/3`, { key: null }), 401);
  });

  test("judges the bytes, not the name or declared type: 415 for anything else", async ({ api, world }) => {
    const path = `/api/athletes/${world.athleteId}/profile-images`;
    const gif = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    const truncated = (await photo("png", 64, 64)).subarray(0, 80);
    for (const [bytes, name, mime] of [
      [gif, "avatar.png", "image/png"],
      [svg, "avatar.jpg", "image/jpeg"],
      [truncated, "cut.png", "image/png"],
    ] as const) {
      const problem = expectProblem(
        await api.send("POST", path, { multipart: { imageType: "0", file: file(bytes, name, mime) } }),
        415,
        "unsupported_media_type",
      );
      expect(problem["/file"]).toBeTruthy();
    }
    expectProblem(await api.send("POST", path, { raw: "{}", contentType: "application/json" }), 415);
  });

  test("413 over 10 MiB; 422 for a missing file or an unknown imageType", async ({ api, world }) => {
    const path = `/api/athletes/${world.athleteId}/profile-images`;
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expectProblem(
      await api.send("POST", path, { multipart: { imageType: "0", file: file(big, "big.png", "image/png") } }),
      413,
      "payload_too_large",
    );
    const small = await photo("png", 8, 8);
    const missing = expectProblem(await api.send("POST", path, { multipart: { imageType: "0" } }), 422);
    expect(missing["/file"]).toBe("is required and must be a file");
    const unknown = expectProblem(
      await api.send("POST", path, { multipart: { imageType: "9", file: file(small, "a.png", "image/png") } }),
      422,
    );
    expect(unknown["/imageType"]).toBe("unknown imageType 9");
    expectProblem(
      await api.send("POST", path, { key: world.keys.staff, multipart: { imageType: "0", file: file(small, "a.png", "image/png") } }),
      403,
    );
    expectProblem(
      await api.send("POST", path, { key: world.keys.teammate, multipart: { imageType: "0", file: file(small, "a.png", "image/png") } }),
      403,
    );
  });

  test("stores identical bytes once and names them by content", async ({ api, world }) => {
    const bytes = await photo("png", 50, 50);
    const path = `/api/athletes/${world.athleteId}/profile-images`;
    const first = created(await api.send("POST", path, { multipart: { imageType: "1", file: file(bytes, "a.png", "image/png") } }));
    const second = created(await api.send("POST", path, { multipart: { imageType: "1", file: file(bytes, "b.png", "image/png") } }));
    expect(second.cdnUrl).toBe(first.cdnUrl);
    expect(second.id).not.toBe(first.id);
    expectProblem(
      await api.send("GET", "/media/images/0000000000000000000000000000000000000000000000000000000000000000.png", { key: null }),
      404,
    );
    expectProblem(await api.send("GET", "/media/images/..%2F..%2Fpackage.json", { key: null }), 404);
  });
});
