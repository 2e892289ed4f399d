import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: "test-results/artifacts",
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // npm test reads the JSON report to print one closing line for the whole suite.
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  projects: [{ name: "api", testMatch: "api/**/*.spec.ts" }],
});
