import { expect, test } from "../fixtures";
import { expectAccessible, openMenu, ready, screenshots, visit } from "./helpers";

test("sign in with a key, stay signed in across reloads, sign out", async ({ page, world }, info) => {
  await visit(page, "/sign-in");
  await expect(page.getByRole("heading", { name: "Sign in to Rangebook" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "sign-in");

  await page.getByText("Sign in with an API key instead").click();
  const key = page.getByLabel("API key");
  const submit = page.getByRole("button", { name: "Sign in with the key" });
  await submit.click();
  await expect(page.getByText("Paste your API key")).toBeVisible();
  await key.fill("rbk_AAAAAAAAAAAA_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await submit.click();
  await expect(page.getByText("This key is unknown or has been revoked.")).toBeVisible();
  await expect(key).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await key.fill(world.keys.athlete);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header).toContainText("Emma");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "rangebook_session")).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });

  await page.reload();
  await ready(page);
  await expect(header).toContainText("Emma");
  await expect(page.getByRole("heading", { name: "Your training" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "home-signed-in");

  const menu = await openMenu(page);
  await expect(menu).toContainText("Athlete");
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await page.request.get("/api/session")).status()).toBe(401);
  // A signed-out deep link goes to sign-in, and back after it.
  await page.goto(`/athletes/${world.athleteId}/journal`);
  await expect(page).toHaveURL(
    new RegExp(`/sign-in\\?next=${encodeURIComponent(`/athletes/${world.athleteId}/journal`).replaceAll("%", "%")}`),
  );
  await page.getByText("Sign in with an API key instead").click();
  await page.getByLabel("API key").fill(world.keys.athlete);
  await page.getByRole("button", { name: "Sign in with the key" }).click();
  await expect(page).toHaveURL(new RegExp(`/athletes/${world.athleteId}/journal$`));
});

test("no open redirect: a next that a browser reads as another site leads home on this one", async ({ page, world, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  for (const next of ["/\\evil.example", "/%5Cevil.example/", "//evil.example"]) {
    await page.context().clearCookies();
    await visit(page, `/sign-in?next=${encodeURIComponent(next)}`);
    await page.getByText("Sign in with an API key instead").click();
    await page.getByLabel("API key").fill(world.keys.athlete);
    await page.getByRole("button", { name: "Sign in with the key" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    expect(new URL(page.url()).origin).toBe(origin);
  }
});

test("signed-out pages log no error: nobody is signed in, so they do not ask who is", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/session") asked.push(request.method());
  });
  for (const path of ["/sign-in", "/sign-up", "/forgot-password", "/reset-password", "/invitations/accept", "/"]) {
    await visit(page, path);
    await expect(page.getByRole("main")).toBeVisible();
  }
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});
