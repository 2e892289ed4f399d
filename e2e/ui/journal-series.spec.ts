import { created, expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, screenshots, signIn, visit } from "./helpers";

test("an athlete reads a session's series and edits them: add, remove, reorder", async ({ page, world, api }, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Sam", "Series");
  const entry = created(
    await api.post(`/api/athletes/${athleteId}/journal`, {
      sessionDate: "2026-11-19T18:00:00Z",
      discipline: "Air Rifle",
      numberOfTens: 30,
    }),
  );
  await api.put(`/api/athletes/${athleteId}/journal/${entry.id}/series`, {
    scoreSeries: [
      { seriesNumber: 1, seriesName: "Series 1", score: 101.5, maxScore: 109, innerTens: 3, shotCount: 10 },
      { seriesNumber: 2, seriesName: "Series 2", score: 104.2, maxScore: 109, innerTens: 5, shotCount: 10 },
    ],
  });

  await signIn(page, key);
  await visit(page, `/athletes/${athleteId}/journal`);
  // The session comes whole, its thread too (decision 026): nothing on it waits for a second read.
  await page.getByRole("region", { name: "Sessions" }).getByRole("link").first().click();
  await expect(page.getByText("Score, maximum, shots, Xs: summed from the series.")).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row", { name: /Total/ })).toContainText("205.7");
  const chart = page.getByRole("img", { name: /Series scores against their maximum/ });
  await expect(chart).toBeVisible();
  // Each value sits on its bar, and the chart says where its bars start: 95 % of the lowest, 96.
  const values = chart.getByTestId("series-bar-value");
  await expect(values).toHaveText(["101.5", "104.2"]);
  for (const value of await values.all()) {
    const bar = await value.locator("xpath=preceding-sibling::div[1]").boundingBox();
    const label = await value.boundingBox();
    expect(label && bar && label.y >= bar.y && label.y + label.height <= bar.y + bar.height).toBe(true);
  }
  await expect(page.getByText("the bars start at 96.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "entry-series");

  await page.getByRole("button", { name: "Edit series" }).click();
  await page.getByRole("button", { name: "Add series" }).click();
  const third = page.getByRole("group", { name: "Series 3" });
  await third.getByLabel("Score").fill("110");
  await page.getByRole("button", { name: "Save series" }).click();
  await expect(third.getByText("must not exceed the maximum (109)")).toBeVisible();
  await third.getByLabel("Score").fill("99.8");
  await page.getByRole("button", { name: "Move series 3 up" }).click();
  await page.getByRole("button", { name: "Remove series 1" }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save series" }).click();

  await expect(table.getByRole("row")).toHaveCount(4);
  const stored = (await api.get(`/api/athletes/${athleteId}/journal/${entry.id}`)).body.scoreSeries as Array<{
    seriesNumber: number;
    score: number;
  }>;
  expect(stored.map((s) => [s.seriesNumber, s.score])).toEqual([
    [1, 99.8],
    [2, 104.2],
  ]);
  await expect(table.getByRole("row", { name: /Total/ })).toContainText("204");
});
