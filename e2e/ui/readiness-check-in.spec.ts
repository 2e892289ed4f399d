// Issue 38 point 5, lived as the athlete's day on a phone: the morning check-in on the plan is the
// readiness the session form shows, a change there is that day's check-in (with signal and without),
// and the energy and stress levels the API still takes survive an edit in the form.
import type { Page } from "@playwright/test";
import { type Body, created, expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, screenshots, signIn, visit } from "./helpers";

const MORNING = [
  ["Sleep", 4],
  ["Freshness", 3],
  ["Calm", 4],
  ["Mood", 5],
  ["Body", 4],
] as const;

/** A finger taps the number; the radio inside it is for keyboards and screen readers. */
async function tap(page: Page, measure: string, value: number) {
  await page.getByRole("group", { name: measure, exact: true }).getByText(String(value), { exact: true }).click();
  await expect(page.getByRole("radio", { name: new RegExp(`^${measure}: ${value}`) })).toBeChecked();
}

/** Today in the browser's calendar, which is the day the plan's check-in and a new session fall on. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

test("the morning's check-in is the session's readiness; a change in the form is the day's check-in on the plan and the strip", async ({
  page,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Mira", "Morgen");
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, key);
  const today = await browserToday(page);

  await test.step("07:00, the check-in on the plan: five taps", async () => {
    await page.getByRole("link", { name: "Your plan", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Today's check-in" })).toBeVisible();
    for (const [measure, value] of MORNING) await tap(page, measure, value);
    await expect(page.getByText("Readiness 4 of 5", { exact: true })).toBeVisible();
    await expect.poll(async () => (await api.get(`/api/athletes/${athleteId}/check-ins/${today}`, { key })).body.stress).toBe(4);
  });

  await test.step("18:00, the session: its readiness already holds the morning's values", async () => {
    await visit(page, `/athletes/${athleteId}/journal/new`);
    await expect(page.getByRole("heading", { name: "New session" })).toBeVisible();
    await page.locator("summary", { hasText: "Readiness" }).click();
    for (const [measure, value] of MORNING) {
      await expect(page.getByRole("radio", { name: new RegExp(`^${measure}: ${value}`) })).toBeChecked();
    }
    await expect(page.getByText("Readiness 4 of 5", { exact: true })).toBeVisible();
    // One set of readiness values: the energy and stress levels are not asked a second time.
    await expect(page.getByLabel("Energy level")).toHaveCount(0);
    await expect(page.getByLabel("Stress level")).toHaveCount(0);
    await expect(page.getByLabel("Focus level")).toBeVisible();
    await expect(page.getByLabel("Hours of sleep")).toBeVisible();
    // The day turned stressful: one tap changes the check-in.
    await tap(page, "Calm", 2);
    await expect(page.getByText("Readiness 3.6 of 5", { exact: true })).toBeVisible();
    await expect(page.getByText("Changed: saved with the session as the check-in of that day.")).toBeVisible();
    // The session's date decides whose check-in it shows: the day before has none, and back on
    // today the change is still there.
    const sessionDate = page.getByLabel("Session date");
    const startedAt = await sessionDate.inputValue();
    const dayBefore = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await sessionDate.fill(`${dayBefore}T18:00`);
    await expect(page.getByRole("group", { name: /^Check-in of / }).getByRole("radio", { checked: true })).toHaveCount(0);
    await sessionDate.fill(startedAt);
    await expect(page.getByRole("radio", { name: /^Calm: 2/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Sleep: 4/ })).toBeChecked();
    await page.getByLabel("Score", { exact: true }).fill("583");
    await page.getByLabel("Maximum score").fill("600");
    await page.getByRole("group", { name: /^Check-in of / }).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await screenshots(page, info, "readiness-form");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Save session" }).click();
    await expect(page).toHaveURL(new RegExp(`/athletes/${athleteId}/journal$`));
  });

  await test.step("the day's check-in changed: on the server, the readiness strip, the plan and the session page", async () => {
    const checkIn = (await api.get(`/api/athletes/${athleteId}/check-ins/${today}`, { key })).body;
    expect(checkIn).toMatchObject({ sleep: 4, fatigue: 3, stress: 2, mood: 5, soreness: 4, readiness: 3.6 });
    const [session] = (await api.get(`/api/athletes/${athleteId}/journal`, { key })).body.items as Body[];
    expect(session).toMatchObject({ score: 583, energyLevel: null, stressLevel: null });
    await expect(page.getByText("1 check-in, readiness 3.6 of 5 on average")).toBeVisible();

    await visit(page, `/athletes/${athleteId}/journal/${String(session?.id)}`);
    const logged = page.getByRole("region", { name: "Logged" });
    await expect(logged).toContainText("The day's check-in: 3.6 of 5");
    await expect(logged).toContainText("Calm:2 of 5");
    await expectAccessible(page);
    await screenshots(page, info, "readiness-session");
    await page.setViewportSize({ width: 390, height: 844 });

    await visit(page, `/athletes/${athleteId}/plan`);
    await expect(page.getByRole("radio", { name: /^Calm: 2/ })).toBeChecked();
    await expect(page.getByText("Readiness 3.6 of 5", { exact: true })).toBeVisible();
  });
});

test("changed without signal, the check-in waits with the session on the phone and both arrive when the signal is back", async ({
  page,
  context,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Olle", "Offline");
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, key);
  const today = await browserToday(page);
  const checkIns = `/api/athletes/${athleteId}/check-ins/${today}`;
  expect((await api.put(checkIns, { sleep: 3, fatigue: 4, stress: 4, mood: 5, soreness: 3 }, { key })).status).toBe(201);

  await visit(page, `/athletes/${athleteId}/journal/new`);
  await page.locator("summary", { hasText: "Readiness" }).click();
  await expect(page.getByRole("radio", { name: /^Mood: 5/ })).toBeChecked();
  await tap(page, "Mood", 2);
  await page.getByLabel("Score", { exact: true }).fill("571");

  // Nothing typed is lost: the tap is in the draft the page offers back.
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Restored what you typed" })).toBeVisible();
  await page.locator("summary", { hasText: "Readiness" }).click();
  await expect(page.getByRole("radio", { name: /^Mood: 2/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Sleep: 3/ })).toBeChecked();

  await context.setOffline(true);
  await tap(page, "Body", 1);
  await page.getByRole("button", { name: "Save session" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved on this phone; it will be sent when you have signal." })).toBeVisible();
  await expect(page.getByTestId("outbox-count")).toHaveText("1 waiting to send");
  // The form, free for the next session, already shows the day's check-in as it will be once sent.
  await expect(page.getByLabel("Score", { exact: true })).toHaveValue("");
  await expect(page.getByRole("radio", { name: /^Mood: 2/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Body: 1/ })).toBeChecked();
  await screenshots(page, info, "readiness-offline");
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await api.get(checkIns, { key })).body).toMatchObject({ mood: 5, soreness: 3 });

  await context.setOffline(false);
  await expect(page.getByTestId("outbox-count")).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(async () => (await api.get(checkIns, { key })).body.mood).toBe(2);
  expect((await api.get(checkIns, { key })).body).toMatchObject({ sleep: 3, fatigue: 4, stress: 4, mood: 2, soreness: 1 });
  const journal = (await api.get(`/api/athletes/${athleteId}/journal`, { key })).body.items as Body[];
  expect(journal.map((e) => e.score)).toEqual([571]);
  await visit(page, `/athletes/${athleteId}/plan`);
  await expect(page.getByRole("radio", { name: /^Mood: 2/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Body: 1/ })).toBeChecked();
});

test("energy and stress levels sent through the API stay when the session is edited in the form, and the session page shows them", async ({
  page,
  world,
  api,
}) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Ebba", "Edit");
  const journal = `/api/athletes/${athleteId}/journal`;
  const entry = created(
    await api.post(journal, {
      sessionDate: "2026-11-20T17:00:00Z",
      score: 580,
      maxScore: 600,
      energyLevel: 6,
      stressLevel: 4,
      focusLevel: 7,
    }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, key);
  await visit(page, `/athletes/${athleteId}/journal/${String(entry.id)}/edit`);
  await page.getByLabel("Score", { exact: true }).fill("585");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/athletes/${athleteId}/journal/${String(entry.id)}$`));
  expect((await api.get(`${journal}/${String(entry.id)}`)).body).toMatchObject({
    score: 585,
    energyLevel: 6,
    stressLevel: 4,
    focusLevel: 7,
  });
  const logged = page.getByRole("region", { name: "Logged" });
  await expect(logged).toContainText("Energy level:6 of 10");
  await expect(logged).toContainText("Stress level:4 of 10");
});

test("in German on a phone, the session's readiness shows the day's check-in in the words of the plan", async ({
  page,
  context,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Greta", "Grün");
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, key);
  const today = await browserToday(page);
  await api.put(`/api/athletes/${athleteId}/check-ins/${today}`, { sleep: 2, fatigue: 3, stress: 4, mood: 4, soreness: 5 }, { key });
  await context.addCookies([{ name: "rangebook.language", value: "de", url: process.env.RANGEBOOK_BASE_URL ?? "" }]);
  await visit(page, `/athletes/${athleteId}/journal/new`);
  await page.locator("summary", { hasText: "Verfassung" }).click();
  await expect(page.getByText(/^Befinden am /)).toBeVisible();
  await expect(page.getByText("Bereitschaft 3,6 von 5", { exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Schlaf: 2/ })).toBeChecked();
  await expect(page.getByText("Dasselbe Befinden wie in deinem Plan; eine Änderung hier wird mit der Einheit gespeichert.")).toBeVisible();
  await page.getByRole("group", { name: /^Befinden am / }).scrollIntoViewIfNeeded();
  // Nothing leaves the screen sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await screenshots(page, info, "readiness-form-de");
});
