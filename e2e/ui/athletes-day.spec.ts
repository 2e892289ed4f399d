// The athlete's day at the range, lived whole on a phone: six AR60 series typed (one with a decimal
// comma), series 3 plotted by tapping, the shots saved with no signal, the page reloaded with none,
// the signal back, and exactly one session with every series and the right total.
import { type Body, expect, test } from "../fixtures";
import { athleteWithKey, signIn, tapOnTarget, visit } from "./helpers";

test.use({ serviceWorkers: "allow" });

test("an athlete's day: six series typed, series 3 plotted, saved without signal, one session with every series", async ({
  page,
  context,
  world,
  api,
}) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Dana", "Day");
  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));

  await test.step("type six AR60 series, one with a decimal comma", async () => {
    await visit(page, `/athletes/${athleteId}/journal/new`);
    await page.getByLabel("Course of fire").selectOption({ label: "AR60: 10m Air Rifle, 60 shots" });
    await expect(page.getByLabel(/^Series \d$/)).toHaveCount(6);
    const typed = ["103,4", "102.1", "101.0", "104.2", "100.9", "102.5"];
    for (const [index, score] of typed.entries()) await page.getByLabel(`Series ${index + 1}`, { exact: true }).fill(score);
    await expect(page.getByTestId("running-total")).toHaveText("614.1");
  });

  await test.step("plot series 3 by tapping", async () => {
    await page.getByRole("button", { name: "Save and enter the shots of series 3" }).click();
    await expect(page.getByRole("img", { name: /Target face: tap where shot 1 of series 3 hit/ })).toBeVisible();
    for (const [x, y] of [
      [0, 0],
      [0.6, 0.2],
      [-0.8, 0.4],
      [1.2, -0.5],
      [-0.3, -1.1],
      [2, 0.5],
      [-1.5, 1.5],
      [0.4, 2.2],
      [-2.4, -0.6],
      [1, 1],
    ] as const) {
      await tapOnTarget(page, x, y);
    }
    await page.getByRole("button", { name: /^S3/ }).click();
    await expect(page.getByRole("list", { name: "Shots of series 3" }).getByRole("listitem")).toHaveCount(10);
  });

  await test.step("save with the connection off, reload with it off", async () => {
    await context.setOffline(true);
    await page.getByRole("button", { name: "Save shots" }).click();
    await expect(page.getByText("Saved on this phone; it will be sent when you have signal.").first()).toBeInViewport();
    await expect(page.getByTestId("outbox-count")).toHaveText("1 waiting to send");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Shots" })).toBeVisible();
    await expect(page.getByTestId("outbox-count")).toHaveText("1 waiting to send");
  });

  await test.step("turn it on: exactly one session, every series kept, the right total", async () => {
    await context.setOffline(false);
    const journal = async () => (await api.get(`/api/athletes/${athleteId}/journal`)).body.items as Body[];
    await expect.poll(async () => (await journal()).map((e) => e.totalsFromShots)).toEqual([true]);
    await expect(page.getByTestId("outbox-count")).toHaveCount(0);
    const [entry] = await journal();
    const series = (entry?.scoreSeries ?? []) as Body[];
    expect(series.map((s) => [s.seriesNumber, s.fromShots])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
      [5, false],
      [6, false],
    ]);
    expect(series.filter((s) => !s.fromShots).map((s) => s.score)).toEqual([103.4, 102.1, 104.2, 100.9, 102.5]);
    const plotted = Number(series[2]?.score);
    expect(plotted).toBeGreaterThan(100);
    const total = Math.round((103.4 + 102.1 + plotted + 104.2 + 100.9 + 102.5) * 10) / 10;
    expect(entry).toMatchObject({ score: total, maxScore: 654, shotsFired: 60 });
    await visit(page, `/athletes/${athleteId}/journal`);
    const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
    await expect(sessions).toHaveCount(1);
    await expect(sessions.first()).toContainText(total.toFixed(1));
  });
});
