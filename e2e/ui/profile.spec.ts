import { expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, ready, screenshots, signIn } from "./helpers";

test("an athlete creates and then edits their user profile behind the bot check", async ({ page, world, api }, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Ava", "Profile");
  await signIn(page, key);
  await page.getByRole("link", { name: "Your profile" }).click();
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
  await expect(page.getByText(/development verifier/)).toBeVisible();

  await page.getByLabel("First name").fill("Ava");
  await page.getByLabel("Last name").fill("Thompson");
  await page.getByLabel("E-mail").fill("ava@example");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("must be an e-mail address")).toBeVisible();
  await page.getByLabel("E-mail").fill("ava@example.com");
  await page.getByLabel("Date of birth").fill("2010-06-08");
  await page.getByLabel("Country", { exact: true }).selectOption({ label: "Canada" });
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Preferred culture").fill("english");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("must be a BCP 47 language tag such as en-US")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Preferred culture").fill("en-ca");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();

  await page.reload();
  await ready(page);
  await expect(page.getByLabel("Last name")).toHaveValue("Thompson");
  await expect(page.getByLabel("Preferred culture")).toHaveValue("en-CA");
  await expect(page.getByLabel("Date of birth")).toHaveValue("2010-06-08");
  await page.getByLabel("Last name").fill("Thompson-Reyes");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  const me = await page.request.get("/api/session");
  const profileId = ((await me.json()) as { userProfileId: string }).userProfileId;
  const stored = await api.get(`/api/UserProfiles/${profileId}`);
  expect(stored.body).toMatchObject({
    athleteId,
    lastName: "Thompson-Reyes",
    email: "ava@example.com",
    country: 124,
    gender: 2,
    dateOfBirth: "2010-06-08T00:00:00.000Z",
  });
  await expectAccessible(page);
  await screenshots(page, info, "profile");
});
