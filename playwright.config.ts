import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: "test-results/artifacts",
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"], ["junit", { outputFile: "test-results/api-junit.xml" }]] : [["list"]],
  projects: [{ name: "api", testMatch: "api/**/*.spec.ts" }],
});
