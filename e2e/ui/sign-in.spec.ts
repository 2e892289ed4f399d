import { expect, test } from "../fixtures";
import { expectAccessible, ready, screenshots, visit } from "./helpers";

test("sign in with a key, stay signed in across reloads, sign out", async ({ page, world }, info) => {
  await visit(page, "/sign-in");
  await expect(page.getByRole("heading", { name: "Sign in to Rangebook" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "sign-in");

  const key = page.getByLabel("API key");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Paste your API key")).toBeVisible();
  await key.fill("rbk_AAAAAAAAAAAA_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("This key is unknown or has been revoked.")).toBeVisible();
  await expect(key).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await key.fill(world.keys.athlete);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  const badge = page.getByRole("navigation", { name: "Main" });
  await expect(badge).toContainText("Emma");
  await expect(badge).toContainText("Athlete");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "rangebook_session")).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  await page.reload();
  await ready(page);
  await expect(badge).toContainText("Emma");
  await expectAccessible(page);
  await screenshots(page, info, "home-signed-in");

  await badge.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await page.request.get("/api/session")).status()).toBe(401);
});
