import sharp from "sharp";
import { expect, test } from "../fixtures";
import { expectAccessible, screenshots, signIn, visit } from "./helpers";

const png = (color: string, width = 120) =>
  sharp({ create: { width, height: 80, channels: 3, background: color } })
    .png()
    .toBuffer();

test("an athlete uploads, sees and deletes profile images; staff only look", async ({ page, world, browser }, info) => {
  // Only types that have images are asked for their current one: no 404 in the console.
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/by-type/") && response.status() === 404) missing.push(response.url());
  });
  await signIn(page, world.keys.athlete);
  await page.getByRole("link", { name: "Your images" }).click();
  await expect(page.getByRole("heading", { name: "Profile images" })).toBeVisible();

  const chooser = page.getByLabel("Image file");
  await chooser.setInputFiles({ name: "not-really.png", mimeType: "image/png", buffer: Buffer.from("GIF89a fake image bytes") });
  await expect(page.getByText("not-really.png is not a PNG, JPEG or WebP image.")).toBeVisible();

  await page.getByLabel("Image type").selectOption({ label: "Headshot" });
  await chooser.setInputFiles({ name: "first-headshot.png", mimeType: "image/png", buffer: await png("#336699") });
  await expect(page.getByText("first-headshot.png uploaded.")).toBeVisible();
  await chooser.setInputFiles({ name: "second-headshot.png", mimeType: "image/png", buffer: await png("#993366", 140) });
  await expect(page.getByText("second-headshot.png uploaded.")).toBeVisible();

  const headshots = page.getByRole("region", { name: "Headshot" });
  await expect(headshots.getByRole("listitem")).toHaveCount(2);
  const newest = headshots.getByRole("listitem").filter({ hasText: "second-headshot.png" });
  await expect(newest).toContainText("In use");
  await expect(newest).toContainText("140 × 80");
  await expect(headshots.getByRole("listitem").filter({ hasText: "first-headshot.png" })).not.toContainText("In use");
  const image = newest.getByRole("img");
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(140);
  await expectAccessible(page);
  await screenshots(page, info, "images");
  expect(missing).toEqual([]);

  // Deleting asks first, and can be undone for ten seconds; then the image before it is in use.
  const dialog = page.getByRole("alertdialog", { name: "Delete second-headshot.png?" });
  await newest.getByRole("button", { name: "Delete second-headshot.png" }).click();
  await expect(dialog).toContainText("The one before it is shown in its place. You can undo it for ten seconds.");
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(headshots.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("status").filter({ hasText: "second-headshot.png deleted" }).getByRole("button", { name: "Undo" }).click();
  await expect(headshots.getByRole("listitem")).toHaveCount(2);
  await newest.getByRole("button", { name: "Delete second-headshot.png" }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(headshots.getByRole("listitem")).toHaveCount(1);
  await expect(headshots.getByRole("listitem").filter({ hasText: "first-headshot.png" })).toContainText("In use", { timeout: 20_000 });

  const staffContext = await browser.newContext({ baseURL: process.env.RANGEBOOK_BASE_URL });
  const staff = await staffContext.newPage();
  await signIn(staff, world.keys.staff);
  await visit(staff, `/athletes/${world.athleteId}/images`);
  await expect(staff.getByRole("region", { name: "Headshot" }).getByRole("listitem")).toHaveCount(1);
  await expect(staff.getByRole("heading", { name: "Upload an image" })).toHaveCount(0);
  await expect(staff.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await staffContext.close();
});
