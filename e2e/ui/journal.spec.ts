import { created, expect, test } from "../fixtures";
import { mintKey } from "../support/servers";
import { expectAccessible, screenshots, signIn } from "./helpers";

test("an athlete reads the journal: figures, trend, filters and more pages", async ({ page, world, api }, info) => {
  const athleteId = String(
    created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Jo", lastName: "Journal" })).id,
  );
  const key = mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", [
    "create",
    "--role",
    "athlete",
    "--athlete",
    athleteId,
    "--name",
    "journal ui",
  ]);
  for (let i = 0; i < 25; i += 1) {
    const day = new Date(Date.UTC(2026, 8, 1 + i * 2, 18)).toISOString();
    const pistol = i % 5 === 0;
    created(
      await api.post(`/api/athletes/${athleteId}/journal`, {
        sessionDate: day,
        sessionType: "Training",
        discipline: pistol ? "Air Pistol" : "Air Rifle",
        position: "Standing",
        score: 560 + i,
        maxScore: 600,
        shotsFired: 60,
        numberOfTens: 20 + i,
      }),
    );
  }

  await signIn(page, key);
  await page.getByRole("link", { name: "Your training journal" }).click();
  await expect(page.getByRole("heading", { name: "Training journal" })).toBeVisible();

  const figures = page.getByRole("region", { name: "Statistics" });
  const figure = (label: string) => figures.locator("div", { has: page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }) });
  await expect(figure("Sessions")).toContainText("25");
  await expect(figure("Shots")).toContainText("1,500");
  await expect(page.getByText("Personal and season bests show here once sessions name their course of fire.")).toBeVisible();
  await expect(page.getByRole("img", { name: /Weekly average score/ })).toBeVisible();
  // A tap on a point says its week and value.
  await page
    .getByRole("img", { name: /Weekly average score/ })
    .locator("g.cursor-pointer")
    .first()
    .click();
  await expect(page.getByText(/^Week of .+: \d+\.\d% over \d+ sessions?$/)).toBeVisible();

  const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(20);
  await expect(sessions.first()).toContainText("584 / 600");
  await page.getByRole("button", { name: "Show more sessions" }).click();
  await expect(sessions).toHaveCount(25);
  await expect(page.getByRole("button", { name: "Show more sessions" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, info, "journal");

  await page.getByLabel("Discipline").selectOption("Air Pistol");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(sessions).toHaveCount(5);
  await expect(figure("Sessions")).toContainText("5");
  // The filter is in the address: it survives a reload, and Back goes to the journal unfiltered.
  await expect(page).toHaveURL(/discipline=Air\+Pistol/);
  await page.reload();
  await expect(page.getByLabel("Discipline")).toHaveValue("Air Pistol");
  await expect(sessions).toHaveCount(5);
  await page.goBack();
  await expect(page.getByLabel("Discipline")).toHaveValue("");
  await expect(sessions).toHaveCount(20);
  await page.goForward();
  await expect(sessions).toHaveCount(5);
  await page.getByLabel("Discipline").selectOption("");
  await page.getByLabel("From").fill("2026-10-01");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(sessions).toHaveCount(10);
});
