import { shotMarker } from "../../lib/imports/test-files";
import { expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, screenshots, signIn, visit } from "./helpers";

test("an athlete imports their strings from a ShotMarker log, and a CSV of their own after naming its columns", async ({
  page,
  api,
  world,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Imke", "Import");
  await signIn(page, key);
  await visit(page, `/athletes/${athleteId}/journal`);
  await page.getByRole("link", { name: "Import" }).click();
  await expect(page.getByRole("heading", { name: "Import sessions" })).toBeVisible();
  await expectAccessible(page);

  // The server's answer is held back, so the progress shows (an intercepted upload reports no
  // progress events in Chromium, so its value is not checked here).
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  let holding = true;
  await page.route("**/journal/imports?*", async (route) => {
    if (!holding) return route.continue();
    holding = false;
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await page.getByLabel("Choose a file").setInputFiles({ name: "shotlog.csv", mimeType: "text/csv", buffer: Buffer.from(shotMarker) });
  await expect(page.getByRole("progressbar", { name: "Reading shotlog.csv" })).toHaveAttribute("aria-valuemax", "100");
  await expect(page.getByRole("status").filter({ hasText: "Reading shotlog.csv…" })).toBeVisible();
  answer();
  await expect(page.getByRole("heading", { name: "ShotMarker file: 3 sessions" })).toBeVisible();
  await expect(page.getByText("1 line could not be read")).toBeVisible();
  // Two shooters shared the second target: both are shown, and this athlete was shooter A.
  const shooterR = page.getByRole("checkbox", { name: "Shared target (shooter R)" });
  await expect(shooterR).toBeChecked();
  await shooterR.uncheck();
  await expect(page.getByRole("img", { name: "Where the 6 shots of Prone 600 practice fell" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "import-preview");
  await page.getByRole("button", { name: "Import 2 sessions" }).click();
  await expect(page.getByText("2 sessions imported.")).toBeVisible();
  await page.getByRole("link", { name: "Prone 600 practice" }).click();
  await expect(page.getByText("Score, shots, tens and Xs are the sums of the shots below.")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Target plot: 6 shots/ })).toHaveCount(0); // No course of fire, so no face to plot on.
  await expect(page.getByText("48 / 50")).toBeVisible();
  // The scorecard and the journal leave as files named for what they hold.
  const [scorecard] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Scorecard (PDF)" }).click()]);
  expect(scorecard.suggestedFilename()).toBe("scorecard-Import-2026-09-12.pdf");
  await page.getByRole("link", { name: "Back to the journal" }).click();
  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "spreadsheet files (entries, series, shots)" }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^rangebook-Imke-Import-\d{4}-\d{2}-\d{2}\.zip$/);

  // The same file again, dropped this time: what was imported is marked and cannot be imported twice.
  await visit(page, `/athletes/${athleteId}/journal/import`);
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "shotlog.csv", { type: "text/csv" }));
    return transfer;
  }, shotMarker);
  await page.getByText("or drop it here").dispatchEvent("drop", { dataTransfer: dropped });
  await expect(page.getByRole("checkbox", { name: "Prone 600 practice" })).toBeDisabled();
  await expect(page.getByText("Imported before; it stays as it is.")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Import 1 session" })).toBeEnabled();

  // A spreadsheet of one's own: the columns are asked for once.
  await page.getByRole("button", { name: "Choose another file" }).click();
  const csv = "Date;Ring;Tenths\n2026-11-02 18:00;10;10.3\n2026-11-02 18:00;9;9.4\n";
  await page.getByLabel("Choose a file").setInputFiles({ name: "my-scores.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByRole("heading", { name: "Which column holds what?" })).toBeVisible();
  await expect(page.getByLabel("Session date *")).toHaveValue("Date");
  await page.getByLabel("Decimal score").selectOption("Tenths");
  await screenshots(page, info, "import-mapping");
  await page.getByRole("button", { name: "Read the file" }).click();
  await expect(page.getByRole("heading", { name: "CSV file: 1 session" })).toBeVisible();
  await expect(page.getByText("S1 19.7")).toBeVisible();
  await page.getByRole("button", { name: "Import 1 session" }).click();
  await expect(page.getByText("1 session imported.")).toBeVisible();
  await page.getByRole("link", { name: "Go to the journal" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "19.7" })).toHaveCount(1);
});
