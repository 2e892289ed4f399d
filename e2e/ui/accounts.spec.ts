import { randomUUID } from "node:crypto";
import { created, expect, test } from "../fixtures";
import { linkIn, mailTo } from "../support/mail-server";
import { asPerson, join, signUp } from "../support/people";
import { expectAccessible, openMenu, ready, screenshots, signInPerson, submitSignIn, visit } from "./helpers";

const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@people.test`;

test("a new athlete signs up, confirms by e-mail and lands where they were going; then signs in again with a password", async ({
  page,
}, info) => {
  const address = email("ulla");
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fsettings$/);
  await ready(page);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create your Rangebook account" })).toBeVisible();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter your name as your club knows it")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "sign-up");
  await page.getByLabel("Name").fill("Ulla Upton");
  await page.getByLabel("E-mail").fill(address);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/at least 10 characters/)).toBeVisible();
  await page.getByLabel("Password").fill("a good long password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  await page.goto(linkIn(await mailTo(address, /Confirm your e-mail/)));
  await expect(page).toHaveURL(/\/settings$/);
  await ready(page);
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Ulla Upton");
  await expectAccessible(page);
  await screenshots(page, info, "settings");

  const menu = await openMenu(page);
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await submitSignIn(page, address, "not it");
  await expect(page.getByText("That e-mail address and password do not match an account.")).toBeVisible();
  await page.getByLabel("Password").fill("a good long password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You do not belong to a club on Rangebook yet.")).toBeVisible();
  await screenshots(page, info, "home-no-club");
});

test("a forgotten password is reset through the mailed link; a sign-in link by e-mail works without one", async ({ page }) => {
  const person = await signUp("Fay Forgetful", email("fay"));
  await visit(page, "/sign-in");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();
  await page.goto(linkIn(await mailTo(person.email, /Reset your Rangebook password/)));
  await ready(page);
  await page.getByLabel("New password").fill("a brand new password");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInPerson(page, person.email, "a brand new password");
  await expect(page).toHaveURL(/\/$/);

  await page.context().clearCookies();
  await visit(page, "/sign-in?next=%2Fsettings");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText(/A sign-in link is on its way/)).toBeVisible();
  await page.goto(linkIn(await mailTo(person.email, /sign-in link/)));
  await expect(page).toHaveURL(/\/settings$/);
});

test("sign in with the club's OpenID provider: the whole authorization-code flow with PKCE, linked to the person", async ({ page }) => {
  const address = email("olga");
  await visit(page, "/sign-in");
  await page.getByRole("button", { name: "Sign in with Test Federation" }).click();
  // oidc-provider's own development login and consent pages.
  await page.locator("input[name=login]").fill(address);
  await page.locator("input[name=password]").fill("anything");
  await page.locator("button[type=submit]").click();
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/$/);
  await ready(page);
  const who = (await (await page.request.get("/api/session")).json()) as { person: { email: string } };
  expect(who.person.email).toBe(address);
  await visit(page, "/settings");
  await expect(page.getByRole("region", { name: "Signing in with your club or federation" })).toContainText(`Linked as ${address}`);
});

test("a passkey registered on this device signs in without a password", async ({ page }) => {
  const base = process.env.RANGEBOOK_LOCALHOST_URL ?? "";
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const person = await signUp("Pia Passkey", email("pia"));
  await signInPerson(page, person.email, person.password, `${base}/sign-in`);
  await expect(page).toHaveURL(`${base}/`);
  await visit(page, `${base}/settings`);
  await page.getByRole("button", { name: "Add a passkey on this device" }).click();
  await expect(page.getByRole("region", { name: "Passkeys" }).getByRole("button", { name: /Remove passkey/ })).toBeVisible();

  await page.context().clearCookies();
  await visit(page, `${base}/sign-in`);
  // Chromium may offer the passkey in the e-mail field's autofill (conditional mediation), and the
  // virtual authenticator accepts at once: then the page signs in before the button is pressed.
  await page
    .getByRole("button", { name: "Use a passkey" })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Pia Passkey");
});

test("staff invite a coach on the people page; the athlete's coach sees flags at home, gives feedback and comments; the athlete reads it", async ({
  page,
  api,
  world,
}, info) => {
  const staff = await signUp("Stan Staff", email("stan"));
  await join(staff, world.organizationId, "staff", world.keys.admin);
  const athlete = await signUp("Emma Person", email("emma"));
  await join(athlete, world.organizationId, "athlete", world.keys.admin, world.athleteId);
  const coachEmail = email("cora");
  const coach = await signUp("Cora Coach", coachEmail);
  const entry = created(
    await api.post(`/api/athletes/${world.athleteId}/journal`, {
      sessionDate: "2026-11-23T17:00:00Z",
      score: 588,
      maxScore: 654,
      hoursOfSleep: 5,
      discipline: "Air Rifle",
    }),
  );

  await signInPerson(page, staff.email, staff.password);
  await visit(page, `/organizations/${world.organizationId}/people`);
  await expect(page.getByRole("heading", { name: "People", exact: true })).toBeVisible();
  await page.getByLabel("E-mail").fill(coachEmail);
  await page.getByLabel("Role", { exact: true }).selectOption("coach");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${coachEmail}.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Pending invitations" })).toContainText(coachEmail);
  await expectAccessible(page);
  await screenshots(page, info, "people");

  // The coach opens the mailed link, signs in and joins.
  await page.context().clearCookies();
  await page.goto(linkIn(await mailTo(coachEmail, /^Join /)));
  await ready(page);
  await expect(page.getByRole("heading", { name: /^Join / })).toBeVisible();
  await page.getByRole("link", { name: "Sign in to accept" }).click();
  await page.getByLabel("E-mail").fill(coach.email);
  await page.getByLabel("Password").fill(coach.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("button", { name: /^Join / }).click();
  await expect(page).toHaveURL(/\/$/);

  // The athlete asks the club's coach to coach them.
  expect((await asPerson(athlete, "POST", `/api/athletes/${world.athleteId}/coaches`, { email: coachEmail })).status).toBe(201);
  await page.reload();
  await ready(page);
  const card = page.getByRole("listitem").filter({ hasText: "Emma" }).first();
  await expect(card).toContainText("Slept 5 h");
  await expect(card).toContainText("No feedback yet");
  await screenshots(page, info, "home-coach");
  await visit(page, `/athletes/${world.athleteId}/journal/${String(entry.id)}`);
  await page.getByLabel("Your feedback on this session").fill("Go to bed earlier before matches.");
  await page.getByRole("button", { name: "Save feedback" }).click();
  await expect(page.getByText("Feedback saved.")).toBeVisible();
  await page.getByLabel("Add a comment").fill("Shot 37 was a great recovery.");
  await page.getByRole("button", { name: "Comment" }).click();
  await expect(page.getByRole("region", { name: "Comments" })).toContainText("Shot 37 was a great recovery.");
  await expectAccessible(page);
  await screenshots(page, info, "entry-coach");

  await page.context().clearCookies();
  await signInPerson(page, athlete.email, athlete.password);
  await expect(page.getByRole("heading", { name: "Unread comments (1)" })).toBeVisible();
  await expect(page.getByText("Go to bed earlier before matches.")).toBeVisible();
  await screenshots(page, info, "home-athlete");
  await page.getByRole("link", { name: "Cora Coach" }).click();
  await expect(page.getByRole("region", { name: "Comments" })).toContainText("Shot 37");
  await visit(page, "/");
  await expect(page.getByRole("heading", { name: /Unread comments/ })).toHaveCount(0);
});

test("a personal API key is made and revoked on the settings page", async ({ page, world }) => {
  const person = await signUp("Kai Keys", email("kai"));
  await join(person, world.organizationId, "athlete", world.keys.admin);
  await signInPerson(page, person.email, person.password);
  await visit(page, "/settings");
  await page.getByLabel("What it is for").fill("ShotMarker sync");
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-key");
  await expect(shown).toBeVisible();
  const key = /rbk_\S+/.exec((await shown.textContent()) ?? "")?.[0] ?? "";
  expect((await page.request.get("/api/session", { headers: { "x-api-key": key } })).status()).toBe(200);
  await page.getByRole("button", { name: "Revoke key ShotMarker sync" }).click();
  await expect(page.getByRole("button", { name: "Revoke key ShotMarker sync" })).toHaveCount(0);
  const after = await fetch(`${process.env.RANGEBOOK_BASE_URL}/api/session`, { headers: { "x-api-key": key } });
  expect(after.status).toBe(401);
});
