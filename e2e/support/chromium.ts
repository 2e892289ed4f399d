import fs from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The Chromium that the UI tests and the page-weight probe launch: CHROMIUM_PATH if set, Playwright's
 * own where it could be downloaded (undefined: Playwright finds it), else Debian's.
 */
export function chromiumExecutablePath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (fs.existsSync(chromium.executablePath()) ? undefined : "/usr/bin/chromium");
}
