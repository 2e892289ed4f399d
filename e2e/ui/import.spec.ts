import { shotMarker } from "../../lib/imports/test-files";
import { expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, screenshots, signIn, visit } from "./helpers";

test("on a phone, an athlete imports their strings from a ShotMarker log (saying which shooter they are and the course of fire), and a CSV of their own after naming its columns", async ({
  page,
  api,
  world,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Imke", "Import");
  await page.setViewportSize({ width: 390, height: 844 });
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
  await page.route("**/journal/imports", async (route) => {
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
  // Two shooters shared the second target: nothing is ticked until the athlete says which one they
  // are; then only that shooter's sessions are.
  const shooterR = page.getByRole("checkbox", { name: "Shared target (shooter R)" });
  await expect(page.getByRole("group", { name: "Which shooter are you?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Import 0 sessions" })).toBeDisabled();
  await page.getByRole("radio", { name: "Shooter A" }).check();
  await expect(page.getByRole("checkbox", { name: "Prone 600 practice" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Shared target (shooter A)" })).toBeChecked();
  await expect(shooterR).not.toBeChecked();
  await expect(page.getByRole("img", { name: "Where the 6 shots of Prone 600 practice fell" })).toBeVisible();
  // No course of fire fits these strings by their shots: none is imported without one.
  await expect(page.getByText("3 sessions do not show which course of fire they were.")).toBeVisible();
  await expect(page.getByText("Choose a course of fire for 2 ticked sessions to import them.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Import 2 sessions" })).toBeDisabled();
  await page.getByLabel("Course of fire for all of them").selectOption({ label: "NRA-SBPR-40: NRA Smallbore Prone, 40 shots" });
  await expect(page.getByLabel("Course of fire of Prone 600 practice")).toHaveValue(
    await page.getByLabel("Course of fire for all of them").inputValue(),
  );
  await expectAccessible(page);
  await screenshots(page, info, "import-preview");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Import 2 sessions" }).click();
  await expect(page.getByText("2 sessions imported.")).toBeVisible();
  await page.getByRole("link", { name: "Prone 600 practice" }).click();
  await expect(page.getByText("Score, shots, tens and Xs are the sums of the shots below.")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Target plot: 6 shots/ })).toHaveCount(0); // No course of fire, so no face to plot on.
  await expect(page.getByText("48 / 50")).toBeVisible();
  // What ShotMarker measured of each shot is kept with it.
  await page.getByText("Speed and angle of 6 shots").click();
  await expect(page.getByText("velocity 808 m/s · yaw 0.1° · pitch 0.2°")).toBeVisible();
  await screenshots(page, info, "imported-session");
  await page.setViewportSize({ width: 390, height: 844 });
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
  await page.getByRole("radio", { name: "Shooter R" }).check();
  await expect(page.getByRole("checkbox", { name: "Shared target (shooter R)" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Import 1 session" })).toBeDisabled();
  await page.getByLabel("Course of fire of Shared target (shooter R)").selectOption({ label: "AR40: 10m Air Rifle, 40 shots (junior)" });
  await expect(page.getByRole("button", { name: "Import 1 session" })).toBeEnabled();
  await screenshots(page, info, "import-course-picker");
  await page.setViewportSize({ width: 390, height: 844 });

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
  await page.getByRole("combobox", { name: "Course of fire", exact: true }).selectOption({ label: "AR60: 10m Air Rifle, 60 shots" });
  await page.getByRole("button", { name: "Import 1 session" }).click();
  await expect(page.getByText("1 session imported.")).toBeVisible();
  await page.getByRole("link", { name: "Go to the journal" }).click();
  // The session is in the list once, and with its course of fire in the statistics.
  await expect(page.getByRole("listitem").filter({ hasText: "19.7 / 21.8" })).toHaveCount(1);
});
