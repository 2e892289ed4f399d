import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, type TestInfo } from "@playwright/test";
import { type Api, created } from "../fixtures";
import { mintKey } from "../support/servers";

/** Zero serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // A page's title streams in beside its content (Next's metadata): after a move within the app it can
  // come a moment after the content the test waited for. Every page has at least the layout's
  // default ("Rangebook"), so this waits only for that moment.
  await expect(page, "the page has its title").toHaveTitle(/Rangebook$/);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * Screenshots at phone and desktop width, kept with the test's artifacts. Whole pages by default;
 * `fullPage: false` keeps the first screen only, for pages too long to capture whole in time (/docs).
 */
export async function screenshots(page: Page, info: TestInfo, name: string, { fullPage = true } = {}) {
  for (const [label, width, height] of [
    ["phone", 390, 844],
    ["desktop", 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    const path = info.outputPath(`${name}-${label}.png`);
    await page.screenshot({ path, fullPage });
    await info.attach(`${name}-${label}`, { path, contentType: "image/png" });
  }
}

/**
 * The person chose English in their settings (the language cookie): the pages speak English
 * whatever the browser's region, which still decides units and how numbers are typed.
 */
export async function chooseEnglish(context: BrowserContext) {
  await context.addCookies([{ name: "rangebook.language", value: "en", url: process.env.RANGEBOOK_BASE_URL ?? "" }]);
}

/** Waits until the page is interactive (its scripts have taken over the server's HTML). */
export async function ready(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens a page and waits until it is interactive. */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await ready(page);
}

/** Signs in with an API key through the sign-in page, as an operator would, and waits for the home page. */
export async function signIn(page: Page, key: string) {
  // The sign-in page follows the browser's language; the helper reads its English words, and then
  // leaves the reader's language as it found it.
  const context = page.context();
  const chosen = (await context.cookies()).some((c) => c.name === "rangebook.language");
  if (!chosen) await chooseEnglish(context);
  await visit(page, "/sign-in");
  await page.getByText("Sign in with an API key instead").click();
  await page.getByLabel("API key").fill(key);
  await page.getByRole("button", { name: "Sign in with the key" }).click();
  await expect(page).toHaveURL(/\/$/);
  if (!chosen) await context.clearCookies({ name: "rangebook.language" });
}

/** Fills in the sign-in page's e-mail and password and sends them. */
export async function submitSignIn(page: Page, email: string, password: string, path = "/sign-in") {
  await visit(page, path);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs a person in with e-mail and password through the sign-in page, and waits until they have left it. */
export async function signInPerson(page: Page, email: string, password: string, path = "/sign-in") {
  await submitSignIn(page, email, password, path);
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
  await ready(page);
}

/** Opens the account menu in the header. */
export async function openMenu(page: Page) {
  // The header's one navigation, whatever the page's language calls it.
  const button = page.getByRole("banner").getByRole("navigation").getByRole("button", { expanded: false });
  await button.click();
  return page.locator("#account-menu");
}

/** A new athlete of the organization, and an athlete key of theirs minted by the operators' command. */
export async function athleteWithKey(api: Api, organizationId: string, firstName: string, lastName = "Range") {
  const athleteId = String(created(await api.post("/api/athletes", { organizationId, firstName, lastName })).id);
  const key = mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", [
    "create",
    "--role",
    "athlete",
    "--athlete",
    athleteId,
    "--name",
    firstName,
  ]);
  return { athleteId, key };
}

/**
 * Taps the shots page's target face at (x, y) millimetres from its centre (y up). Where a millimetre
 * lies on screen comes from the drawing itself, read afresh before each tap.
 */
export async function tapOnTarget(page: Page, x: number, y: number) {
  const at = await page.locator("svg[aria-label^='Target face']").evaluate(
    (svg, mm) => {
      const m = (svg as SVGSVGElement).getScreenCTM();
      if (!m) throw new Error("no transform");
      const point = new DOMPoint(mm.x, -mm.y).matrixTransform(m);
      return { x: point.x, y: point.y };
    },
    { x, y },
  );
  await page.mouse.click(at.x, at.y);
}
