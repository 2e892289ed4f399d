import { type Body, created, expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, screenshots, signIn, tapOnTarget, visit } from "./helpers";

test("an athlete taps shots on the air rifle target, types one, keeps them across a reload, and reads the plot", async ({
  page,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Tia", "Target");
  const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Body[];
  const ar60 = courses.find((c) => c.code === "AR60");
  const entry = created(
    await api.post(`/api/athletes/${athleteId}/journal`, {
      sessionDate: "2026-11-24T18:00:00Z",
      discipline: "Air Rifle",
      courseOfFireId: ar60?.id,
    }),
  );

  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/athletes/${athleteId}/journal/${String(entry.id)}`);
  await expect(page.getByText("No shots recorded.")).toBeVisible();
  await page.getByRole("link", { name: "Enter shots" }).click();
  const target = page.getByRole("img", { name: /Target face: tap where shot 1 of series 1 hit/ });
  await expect(target).toBeVisible();
  await expect(page.getByText("Scored in tenths")).toBeVisible();

  // A sighter, then two match shots: one in the middle, one 4.55 mm right of it.
  const tapAt = (x: number, y: number) => tapOnTarget(page, x, y);
  await page.getByLabel("Sighters (count in no total)").check();
  await tapAt(-9, -4.5);
  await page.getByLabel("Sighters (count in no total)").uncheck();
  await tapAt(0, 0);
  await tapAt(4.55, 0);
  const shots = page.getByRole("list", { name: "Shots of series 1" });
  await expect(shots.getByRole("listitem")).toHaveCount(3);
  await expect(shots.getByRole("listitem").nth(1)).toHaveText("10.9*");
  // 4.55 mm out: 11 − 4.55 / 2.5 = 9.18, so 9.1 (a pixel either way is 0.05 of a ring).
  await expect(shots.getByRole("listitem").nth(0)).toHaveText(/^S 6\.[89]$/);
  await expect(shots.getByRole("listitem").nth(2)).toHaveText("9.1");

  await page.getByLabel("Type a shot").fill("eleven");
  await page.getByLabel("Type a shot").press("Enter");
  await expect(page.getByText(/Type a score from 0 to 10.9/)).toBeVisible();
  await page.getByLabel("Type a shot").fill("10.2");
  await page.getByLabel("Type a shot").press("Enter");
  await expect(shots.getByRole("listitem")).toHaveCount(4);
  // A typed 10.2 is an X on the air rifle face, as a tapped one is.
  await expect(page.getByText("3 shots · 2 X")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "shot-entry");

  // Leaving by the page's own link asks first; saying no keeps the shots.
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to the session" }).click();
  expect(asked).toContain("Leave without saving?");
  await expect(shots.getByRole("listitem")).toHaveCount(4);

  // A reload before saving keeps every shot on this device.
  await page.reload();
  await expect(page.getByText("These are the shots you entered here before and had not saved yet.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Shots of series 1" }).getByRole("listitem")).toHaveCount(4);

  await page.getByRole("button", { name: "Save shots" }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/${String(entry.id)}$`));
  await expect(page.getByText("Score, shots, tens and Xs are the sums of the shots below.")).toBeVisible();
  await expect(page.getByRole("img", { name: /Target plot: 2 shots, centre of the group/ })).toBeVisible();
  await expect(page.getByText("Extreme spread")).toBeVisible();
  const saved = await api.get(`/api/athletes/${athleteId}/journal/${String(entry.id)}`);
  expect(saved.body).toMatchObject({ shotsFired: 3, numberOfXs: 2, maxScore: 32.7, totalsFromShots: true });
  await page.getByRole("button", { name: "Sighters", exact: true }).click();
  await expect(page.getByRole("img", { name: /Target plot: 1 shot/ })).toBeVisible();
  await page.getByRole("button", { name: "All", exact: true }).click();
  await expectAccessible(page);
  await screenshots(page, info, "session-shots");

  // Saved: opening the shots again starts from them, with no draft to offer.
  await visit(page, `/athletes/${athleteId}/journal/${String(entry.id)}/shots`);
  await expect(page.getByRole("list", { name: "Shots of series 1" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByText("These are the shots you entered here before")).toHaveCount(0);
});

test("a save that meets someone else's shots keeps these, shows the saved ones beside them, and takes either", async ({
  page,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Cora", "Conflict");
  const journal = `/api/athletes/${athleteId}/journal`;
  const entry = created(await api.post(journal, { sessionDate: "2026-11-24T18:00:00Z", discipline: "Air Rifle" }));
  const shotsPath = `${journal}/${String(entry.id)}/shots`;

  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `${journal.replace("/api", "")}/${String(entry.id)}/shots`);
  await page.getByLabel("Type a shot").fill("10.2");
  await page.getByLabel("Type a shot").press("Enter");

  // Meanwhile the shots are saved from another device.
  const other = [1, 2].map((n) => ({ seriesNumber: 1, shotNumber: n, score: 9, decimalScore: 9.5 }));
  expect((await api.put(shotsPath, { shots: other })).status).toBe(200);

  await page.getByRole("button", { name: "Save shots" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "changed elsewhere" });
  await expect(conflict).toContainText("Saved now: 2 shots, 19.0. Yours: 1 shot, 10.2.");
  await expectAccessible(page);
  await screenshots(page, info, "shots-conflict");

  // Taking the saved ones replaces these on the page; nothing is written.
  await conflict.getByRole("button", { name: "Take the saved shots" }).click();
  await expect(page.getByRole("list", { name: "Shots of series 1" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("2 shots · 0 X")).toBeVisible();

  // Or keep one's own: a new shot, and the save goes through with the newer ETag.
  await page.getByLabel("Type a shot").fill("10.9");
  await page.getByLabel("Type a shot").press("Enter");
  await page.getByRole("button", { name: "Save shots" }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/${String(entry.id)}$`));
  expect(((await api.get(shotsPath)).body.shots as Body[]).map((s) => s.decimalScore)).toEqual([9.5, 9.5, 10.9]);
});
