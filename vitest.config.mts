import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Unit tests import server modules directly; the guard only matters to the client bundle.
      "server-only": path.resolve(import.meta.dirname, "e2e/support/server-only-stub.ts"),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.ts?(x)"],
    environment: "node",
    globalSetup: ["e2e/support/vitest-global-setup.ts"],
  },
});
