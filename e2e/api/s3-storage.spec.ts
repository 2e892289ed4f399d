// Images in an S3-compatible object store: a real S3-protocol server (s3rver, checking every
// request's Signature V4) started here, and a `next start` server configured for it over the run's
// database. Upload, read back (through cdnUrl at the public base, and through the app), delete,
// and a store that is down: 503 and nothing half-written.
import fs from "node:fs";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { Api, created, expect, expectProblem, test } from "../fixtures";
import { freePort, type RunningServer, startNext, stop } from "../support/servers";

const BUCKET = "rangebook-images";

test.describe("image storage in an S3-compatible object store", () => {
  test.describe.configure({ mode: "serial" });
  let s3: S3rver;
  let s3Url = "";
  let app: RunningServer;
  let s3Api: Api;

  test.beforeAll(async ({ playwright }) => {
    const directory = path.resolve("test-results", "s3rver", String(Date.now()));
    fs.mkdirSync(directory, { recursive: true });
    const port = await freePort();
    s3 = new S3rver({ port, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
    await s3.run();
    s3Url = `http://127.0.0.1:${port}`;
    app = await startNext({
      DATABASE_URL: process.env.RANGEBOOK_TEST_DATABASE_URL ?? "",
      RATE_LIMIT_PER_MINUTE: "0",
      IMAGE_STORE: "s3",
      S3_ENDPOINT: s3Url,
      S3_BUCKET: BUCKET,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PREFIX: "athletes/",
      IMAGE_STORE_TIMEOUT_MS: "2000",
      IMAGE_PUBLIC_BASE_URL: `${s3Url}/${BUCKET}/athletes`,
    });
    s3Api = new Api(await playwright.request.newContext(), app.url, process.env.RANGEBOOK_ADMIN_KEY ?? "");
  });

  test.afterAll(async () => {
    await stop(app);
    await s3.close().catch(() => undefined);
  });

  const png = (width: number) =>
    sharp({ create: { width, height: 12, channels: 3, background: "#2a6f97" } })
      .png()
      .toBuffer();

  test("upload, read back at the public base and through the app, delete", async ({ world }) => {
    const upload = await png(31);
    const image = created(
      await s3Api.send("POST", `/api/athletes/${world.athleteId}/profile-images`, {
        multipart: { imageType: "0", file: { name: "portrait.png", mimeType: "image/png", buffer: upload } },
      }),
    );
    const cdnUrl = String(image.cdnUrl);
    expect(cdnUrl).toMatch(new RegExp(`^${s3Url}/${BUCKET}/athletes/[0-9a-f]{64}\\.png$`));

    // Straight from the object store, as a CDN in front of the bucket would fetch it.
    const direct = await fetch(cdnUrl);
    expect(direct.status).toBe(200);
    const bytes = Buffer.from(await direct.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(31);
    // Through the app's own media route, which reads from the same store.
    const key = cdnUrl.split("/").pop() ?? "";
    const proxied = await fetch(`${app.url}/media/images/${key}`);
    expect(proxied.status).toBe(200);
    expect(Buffer.from(await proxied.arrayBuffer()).equals(bytes)).toBe(true);
    // Operation 5 answers with it.
    expect((await s3Api.get(`/api/athletes/${world.athleteId}/profile-images/by-type/0`)).body).toMatchObject({ id: image.id, cdnUrl });

    expect((await s3Api.send("DELETE", `/api/athletes/${world.athleteId}/profile-images/${String(image.id)}`)).status).toBe(204);
    expect((await fetch(cdnUrl)).status).toBe(404);
    expect((await fetch(`${app.url}/media/images/${key}`)).status).toBe(404);
  });

  test("a store that is down: 503 problem details, and no image row written", async ({ world, api }) => {
    const athleteId = String(
      created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Sven", lastName: "Storage" })).id,
    );
    await s3.close();
    const reply = await s3Api.send("POST", `/api/athletes/${athleteId}/profile-images`, {
      multipart: { imageType: "1", file: { name: "down.png", mimeType: "image/png", buffer: await png(17) } },
    });
    const problem = expectProblem(reply, 503, "service_unavailable");
    expect(String(problem.detail)).toMatch(/Image storage cannot be reached/);
    expect(reply.headers["retry-after"]).toBe("30");
    expect((await api.get(`/api/athletes/${athleteId}/profile-images`)).body.items).toEqual([]);
    expectProblem(await api.get(`/api/athletes/${athleteId}/profile-images/by-type/1`), 404);
    // Reading an image while the store is down is a 503 too, not a 500.
    expectProblem(await s3Api.send("GET", `/media/images/${"a".repeat(64)}.png`, { key: null }), 503);
  });
});
