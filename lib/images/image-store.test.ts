import { describe, expect, it } from "vitest";
import { objectUrl, type S3Settings } from "./image-store";

const settings: S3Settings = {
  bucket: "club-images",
  region: "eu-central-1",
  endpoint: undefined,
  accessKeyId: "id",
  secretAccessKey: "secret",
  forcePathStyle: false,
  prefix: "images/",
  timeoutMs: 1000,
};
const key = `${"ab".repeat(32)}.png`;

describe("object addresses", () => {
  it("are virtual-hosted on AWS", () => {
    expect(objectUrl(settings, key)).toBe(`https://club-images.s3.eu-central-1.amazonaws.com/images/${key}`);
  });

  it("put the bucket in the path for MinIO, R2 and other endpoints", () => {
    expect(objectUrl({ ...settings, endpoint: "http://127.0.0.1:9000/", forcePathStyle: true }, key)).toBe(
      `http://127.0.0.1:9000/club-images/images/${key}`,
    );
    expect(objectUrl({ ...settings, endpoint: "https://acct.r2.cloudflarestorage.com", forcePathStyle: false, prefix: "" }, key)).toBe(
      `https://club-images.acct.r2.cloudflarestorage.com/${key}`,
    );
  });
});
