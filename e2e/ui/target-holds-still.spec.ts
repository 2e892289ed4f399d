import type { Page } from "@playwright/test";
import { type Api, type Body, created, expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, screenshots, signIn, visit } from "./helpers";

const target = (page: Page) => page.locator("svg[aria-label^='Target face']");

/**
 * Where (x, y) millimetres of the face lie on screen, snapped to a whole pixel as a finger lands,
 * and where on the face that pixel is: the score a shot there must get.
 */
async function onScreen(page: Page, x: number, y: number) {
  return target(page).evaluate(
    (svg, mm) => {
      const m = (svg as SVGSVGElement).getScreenCTM();
      if (!m) throw new Error("no transform");
      const point = new DOMPoint(mm.x, -mm.y).matrixTransform(m);
      const pixel = { x: Math.round(point.x), y: Math.round(point.y) };
      const back = new DOMPoint(pixel.x, pixel.y).matrixTransform(m.inverse());
      return { ...pixel, mm: { x: back.x, y: -back.y } };
    },
    { x, y },
  );
}

/** The air rifle face (ten 0.25 mm, rings 2.5 mm, hole 2.25 mm): a shot's tenth, an X from 2 mm in. */
function airRifleShot({ x, y }: { x: number; y: number }): string {
  const distance = Math.hypot(x, y);
  const tenth = Math.min(10.9, Math.floor(Math.round((10 + (2.5 - distance) / 2.5) * 10_000) / 1000) / 10);
  return `${tenth.toFixed(1)}${distance <= 2 ? "*" : ""}`;
}

/** Ten shots in the middle of their tenths, each at its own angle: 11 - d / 2.5 for d mm out. */
const TENTHS = [10.8, 10.5, 10.2, 10.0, 9.7, 9.4, 10.6, 9.1, 10.3, 8.8];
const TEN_SHOTS = TENTHS.map((tenth, i) => {
  const distance = (11 - (tenth + 0.05)) * 2.5;
  const angle = (i * 2 * Math.PI) / TENTHS.length + 0.3;
  return { x: distance * Math.cos(angle), y: distance * Math.sin(angle) };
});

/** Taps each shot and returns what each must score. */
async function tapAll(page: Page, shots: Array<{ x: number; y: number }>): Promise<string[]> {
  const scored: string[] = [];
  for (const shot of shots) {
    const at = await onScreen(page, shot.x, shot.y);
    await page.mouse.click(at.x, at.y);
    scored.push(airRifleShot(at.mm));
  }
  return scored;
}

async function ar60Session(api: Api, athleteId: string, series: Array<[number, number]>) {
  const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Body[];
  const ar60 = courses.find((c) => c.code === "AR60");
  const entry = created(
    await api.post(`/api/athletes/${athleteId}/journal`, {
      sessionDate: "2026-11-25T09:00:00Z",
      discipline: "Air Rifle",
      courseOfFireId: ar60?.id,
    }),
  );
  const path = `/api/athletes/${athleteId}/journal/${String(entry.id)}`;
  if (series.length > 0) {
    const put = await api.put(`${path}/series`, {
      scoreSeries: series.map(([seriesNumber, score]) => ({ seriesNumber, score, maxScore: 109, shotCount: 10 })),
    });
    expect(put.status).toBe(200);
  }
  return String(entry.id);
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`the target holds still through ten taps, each scoring where it was tapped, at ${width} px`, async ({ page, world, api }) => {
    const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Stella", `Still${width}`);
    const entryId = await ar60Session(api, athleteId, []);
    await signIn(page, key);
    await page.setViewportSize({ width, height });
    await visit(page, `/athletes/${athleteId}/journal/${entryId}/shots`);
    await expect(page.getByRole("img", { name: /Target face: tap where shot 1 of series 1 hit/ })).toBeVisible();
    const before = await target(page).boundingBox();
    const scored = await tapAll(page, TEN_SHOTS);
    expect(scored.slice(0, 4)).toEqual(["10.8*", "10.5*", "10.2*", "10.0"]);
    // The tenth shot fills series 1 and the page moves on to series 2: the target still stays put.
    await expect(page.getByRole("img", { name: /Target face: tap where shot 1 of series 2 hit/ })).toBeVisible();
    expect(await target(page).boundingBox()).toEqual(before);
    await page.getByRole("button", { name: /^S1/ }).click();
    await expect(page.getByRole("list", { name: "Shots of series 1" }).getByRole("listitem")).toHaveText(scored);
    expect(await target(page).boundingBox()).toEqual(before);
  });
}

test("an athlete plots series 3 of a decimal AR60 session with the loupe, types sighters, and saves, at 390 px", async ({
  page,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Luca", "Loupe");
  const entryId = await ar60Session(api, athleteId, [
    [1, 104],
    [2, 102.1],
    [4, 103.4],
    [5, 100.9],
    [6, 102.5],
  ]);
  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/athletes/${athleteId}/journal/${entryId}/shots?series=3`);
  await expect(page.getByRole("img", { name: /Target face: tap where shot 1 of series 3 hit/ })).toBeVisible();
  const before = await target(page).boundingBox();

  // The first shot: the finger goes down off the mark, the loupe shows above it, and the finger
  // slides to the mark; the shot lands where it is lifted.
  const first = TEN_SHOTS[0] ?? { x: 0, y: 0 };
  const down = await onScreen(page, -5.04, -5.04);
  await page.mouse.move(down.x, down.y);
  await page.mouse.down();
  const loupe = page.getByTestId("loupe");
  await expect(loupe).toBeVisible();
  await expect(page.getByTestId("loupe-score")).toHaveText(airRifleShot(down.mm));
  const loupeBox = await loupe.boundingBox();
  expect((loupeBox?.y ?? 0) + (loupeBox?.height ?? 0)).toBeLessThan(down.y);
  const lift = await onScreen(page, first.x, first.y);
  await page.mouse.move(lift.x, lift.y, { steps: 5 });
  const firstScore = airRifleShot(lift.mm);
  await expect(page.getByTestId("loupe-score")).toHaveText(firstScore.replace("*", " X"));
  await page.screenshot({ path: info.outputPath("loupe-phone.png") });
  await info.attach("loupe-phone", { path: info.outputPath("loupe-phone.png"), contentType: "image/png" });
  await page.mouse.up();
  await expect(loupe).toHaveCount(0);
  const shots = page.getByRole("list", { name: "Shots of series 3" });
  await expect(shots.getByRole("listitem")).toHaveText([firstScore]);

  const scored = [firstScore, ...(await tapAll(page, TEN_SHOTS.slice(1)))];
  expect(await target(page).boundingBox()).toEqual(before);
  await page.getByRole("button", { name: /^S3/ }).click();
  await expect(shots.getByRole("listitem")).toHaveText(scored);

  // Typed shots follow the face's inner-ten rule: 10.3 is an X on the air rifle face, 10.1 never is.
  await page.getByLabel("Sighters (count in no total)").check();
  await page.getByLabel("Type a shot").fill("10.3");
  await page.getByLabel("Type a shot").press("Enter");
  await page.getByLabel("Type a shot").fill("10.1x");
  await page.getByLabel("Type a shot").press("Enter");
  await expect(shots.getByRole("listitem").nth(10)).toHaveText("S 10.3*");
  await expect(shots.getByRole("listitem").nth(11)).toHaveText("S 10.1");

  // Nothing sits under the save bar, even scrolled to the very end.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = await page
    .getByRole("button", { name: "Save shots" })
    .evaluate((button) => button.closest(".fixed")?.getBoundingClientRect().top ?? 0);
  for (const control of [
    page.getByLabel("Sighters (count in no total)"),
    page.getByLabel("Type a shot"),
    page.getByRole("button", { name: "Remove the last shot" }),
  ]) {
    const box = await control.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bar);
  }
  await expectAccessible(page);

  // The loupe at a desk: pressed on a sighter, shown, then lifted.
  await page.setViewportSize({ width: 1280, height: 900 });
  const desk = await onScreen(page, 1, 1.5);
  await page.mouse.move(desk.x, desk.y);
  await page.mouse.down();
  await expect(loupe).toBeVisible();
  await page.screenshot({ path: info.outputPath("loupe-desktop.png") });
  await info.attach("loupe-desktop", { path: info.outputPath("loupe-desktop.png"), contentType: "image/png" });
  await page.mouse.up();
  await screenshots(page, info, "shots-with-loupe-done");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Save shots" }).click();
  await expect(page).toHaveURL(/\/journal\/[0-9a-f-]+$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /^1\b/ })).toContainText("104.0");
  await screenshots(page, info, "session-after-plotting");
});

test("a decimal AR60 session's series of 104.0 reads 104.0 on the session page and in the journal", async ({ page, world, api }, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Dana", "Decimal");
  const entryId = await ar60Session(api, athleteId, [[1, 104]]);
  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/athletes/${athleteId}/journal/${entryId}`);
  await expect(page.getByRole("table")).toContainText("104.0");
  await expect(page.getByText("104.0 / 109").first()).toBeVisible();
  await screenshots(page, info, "decimal-session");
  await visit(page, `/athletes/${athleteId}/journal`);
  await expect(page.getByRole("listitem").filter({ hasText: "104.0 / 109" })).toHaveCount(1);
  await expect(page.getByText(/\b104 \//)).toHaveCount(0);
  await screenshots(page, info, "decimal-journal");
});
