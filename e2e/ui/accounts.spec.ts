import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { created, expect, test } from "../fixtures";
import { linkIn, mailTo } from "../support/mail-server";
import { asPerson, join, sessionCookieOf, signIn, signUp } from "../support/people";
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
  // The sign-in page has an E-mail field too: fill in the new page's, once it is there.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();
  await page.goto(linkIn(await mailTo(person.email, /Reset your Rangebook password/)));
  await ready(page);
  await page.getByLabel("New password").fill("a brand new password");
  // Keys outlive a password unless the reset ends them: offered, and on unless unticked.
  await expect(page.getByLabel("Also sign out my API keys")).toBeChecked();
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText(/your API keys no longer work/)).toBeVisible();
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

  // The server keeps one challenge per browser, and a new ceremony aborts the one before: while the
  // autofill's challenge is on its way, the button waits for it instead of racing it (a CI failure).
  await page.context().clearCookies();
  const steps: string[] = [];
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/passkey/generate-authenticate-options", async (route) => {
    const n = steps.filter((step) => step.startsWith("asked")).length + 1;
    steps.push(`asked ${n}`);
    if (n === 1) await held;
    await route.continue();
  });
  await visit(page, `${base}/sign-in`);
  await expect.poll(() => steps).toEqual(["asked 1"]);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await page.waitForTimeout(500); // Time for a racing request to show up; none may.
  steps.push("released");
  release();
  await expect(page).toHaveURL(`${base}/`);
  expect(steps).toEqual(["asked 1", "released", "asked 2"]);

  // While the server checks the passkey, the page says so (by autofill or by the button).
  await page.unrouteAll();
  await page.context().clearCookies();
  let verified = () => undefined as void;
  const checking = new Promise<void>((resolve) => (verified = resolve));
  await page.route("**/api/auth/passkey/verify-authentication", async (route) => {
    await checking;
    await route.continue();
  });
  await visit(page, `${base}/sign-in`);
  await page
    .getByRole("button", { name: "Use a passkey" })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.getByRole("status").filter({ hasText: "Signing in with your passkey…" })).toBeVisible();
  verified();
  await expect(page).toHaveURL(`${base}/`);
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
  // They are told which club they joined, and go on from there.
  await expect(page.getByRole("heading", { name: /^Welcome to / })).toBeVisible();
  await page.getByRole("link", { name: "Go to your home page" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Staff assign the club's new coach to Emma from the people page.
  await page.context().clearCookies();
  await signInPerson(page, staff.email, staff.password, `/sign-in?next=%2Forganizations%2F${world.organizationId}%2Fpeople`);
  await page.getByRole("link", { name: "Coaches of Emma" }).click();
  await expect(page.getByRole("heading", { name: "Who coaches this athlete" })).toBeVisible();
  await page.getByRole("button", { name: "Assign Cora" }).click();
  await expect(page.getByRole("region", { name: "Who coaches this athlete" })).toContainText("Cora Coach");
  await expect(page.getByRole("region", { name: "Who coaches this athlete" })).toContainText("assigned by the club");
  await expectAccessible(page);
  await screenshots(page, info, "coaches-staff");

  await page.context().clearCookies();
  await signInPerson(page, coach.email, coach.password);
  const card = page.getByRole("listitem").filter({ hasText: "Emma" }).first();
  await expect(card).toContainText("Slept 5 h");
  await expect(card).toContainText(/waiting for feedback|Nothing waiting/);
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

test("staff who pick an athlete record that holds a journal are told in plain words that only an admin can hand it on", async ({
  page,
  api,
  world,
}) => {
  const staff = await signUp("Stefan Staff", email("stefan"));
  await join(staff, world.organizationId, "staff", world.keys.admin);
  const lastName = `Journal ${randomUUID().slice(0, 6)}`;
  const athlete = created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Held", lastName }));
  created(await api.post(`/api/athletes/${String(athlete.id)}/journal`, { sessionDate: "2026-11-20", score: 580 }));

  await signInPerson(page, staff.email, staff.password);
  await visit(page, `/organizations/${world.organizationId}/people`);
  await page.getByLabel("E-mail").fill(email("second"));
  await page.getByLabel("Role", { exact: true }).selectOption("athlete");
  await page.getByLabel("Athlete record", { exact: true }).selectOption({ label: `Held ${lastName}` });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(/holds their journal, so only an admin can give it to another person/)).toBeVisible();
  await expectAccessible(page);
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

test("account settings: other sessions end, the password and the e-mail change, the data downloads, and deleting says what goes", async ({
  page,
  world,
}, info) => {
  const person = await signUp("Sami Settings", email("sami"));
  await join(person, world.organizationId, "athlete", world.keys.admin);
  const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1";
  const elsewhere = { cookie: sessionCookieOf((await signIn(person.email, person.password, { "user-agent": iphone })).headers) };
  await signInPerson(page, person.email, person.password, "/sign-in?next=%2Fsettings");
  await expect(page).toHaveURL(/\/settings$/);

  // Three sessions: the confirmation link's, the phone's and this one; "everywhere else" ends two.
  const sessions = page.getByRole("region", { name: "Where you are signed in" });
  await expect(sessions.getByRole("listitem")).toHaveCount(3);
  await expect(sessions).toContainText("Safari on iOS");
  await expect(sessions.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  await sessions.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  expect((await asPerson(elsewhere, "GET", "/api/session")).status).toBe(401);
  expect((await asPerson(person, "GET", "/api/session")).status).toBe(401);

  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current password").fill("not my password");
  await password.getByLabel("New password").fill("a fresh long password");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("alert")).toBeVisible();
  await password.getByLabel("Current password").fill(person.password);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password).toContainText("Password changed.");
  expect((await signIn(person.email, person.password)).status).toBe(401);
  expect((await signIn(person.email, "a fresh long password")).status).toBe(200);

  // A new address: the current one confirms the change, then the new one confirms itself.
  const renamed = email("sami-new");
  const naming = page.getByRole("region", { name: "Name and e-mail" });
  await naming.getByLabel("New e-mail address").fill(renamed);
  await naming.getByRole("button", { name: "Change e-mail" }).click();
  await expect(naming).toContainText(`open it to confirm the change to ${renamed}`);
  await page.goto(linkIn(await mailTo(person.email, /Confirm changing your e-mail address/)));
  await page.goto(linkIn(await mailTo(renamed, /Confirm your e-mail/)));
  await visit(page, "/settings");
  await expect(naming).toContainText(`Signed in as ${renamed}`);
  await expectAccessible(page);
  await screenshots(page, info, "settings-changed");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rangebook-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(await readFile(await file.path(), "utf8")) as { person: { email: string } };
  expect(exported.person.email).toBe(renamed);

  const data = page.getByRole("region", { name: "Your data" });
  await data.getByRole("button", { name: "Delete my account…" }).click();
  await expect(data).toContainText("Your journal is deleted: 0 sessions");
  await expect(data).toContainText("Your athlete record (name, date of birth, competition entries) stays with");
  const confirm = data.getByRole("button", { name: "Delete my account", exact: true });
  await expect(confirm).toBeDisabled();
  await data.getByLabel(/Type your e-mail address/).fill(renamed);
  await data.getByLabel("Password (if you have one)").fill("a fresh long password");
  await screenshots(page, info, "settings-delete");
  await confirm.click();
  await expect(page).toHaveURL(/\/sign-in\?deleted=1$/);
  await expect(page.getByText("Your account is deleted.")).toBeVisible();
  expect((await signIn(renamed, "a fresh long password")).status).toBe(401);
});
