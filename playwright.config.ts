import { defineConfig } from "@playwright/test";
import { chromiumExecutablePath } from "./e2e/support/chromium";

// Playwright cannot download its own browser on these machines; Debian's Chromium serves instead.
const executablePath = chromiumExecutablePath();

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
  projects: [
    { name: "api", testMatch: "api/**/*.spec.ts" },
    {
      name: "ui",
      testMatch: "ui/**/*.spec.ts",
      // A person's whole flow per test; on a machine whose cores are busy elsewhere a flow can take
      // several times as long, so each step waits for what it needs rather than a tight clock.
      timeout: 120_000,
      expect: { timeout: 15_000 },
      use: {
        // Worker processes load this file after the global setup has started the server.
        baseURL: process.env.RANGEBOOK_BASE_URL,
        browserName: "chromium",
        launchOptions: {
          executablePath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
        trace: "retain-on-failure",
        // A service worker answers the requests it handles itself, out of page.route's sight, and
        // keeps pages between tests' visits; only the offline spec (e2e/ui/offline.spec.ts) lets it run.
        serviceWorkers: "block",
      },
    },
  ],
});
