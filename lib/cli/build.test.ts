import { describe, expect, it } from "vitest";
import { serverEnvironment } from "./build";

describe("the production server's environment", () => {
  it("bounds V8's heap and fixes glibc's mmap threshold", () => {
    expect(serverEnvironment({})).toEqual({
      NODE_OPTIONS: "--max-old-space-size=320 --max-semi-space-size=4",
      GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=1048576:glibc.malloc.top_pad=1048576",
    });
  });

  it("keeps what the operator set, adding only what is missing", () => {
    const env = serverEnvironment({
      NODE_OPTIONS: "--max-semi-space-size=16",
      GLIBC_TUNABLES: "glibc.malloc.arena_max=2",
    });
    expect(env.NODE_OPTIONS).toBe("--max-semi-space-size=16 --max-old-space-size=320");
    expect(env.GLIBC_TUNABLES).toBe("glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=1048576:glibc.malloc.top_pad=1048576");
    expect(serverEnvironment({ GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=65536" }).GLIBC_TUNABLES).toBe(
      "glibc.malloc.mmap_threshold=65536:glibc.malloc.top_pad=1048576",
    );
  });
});
