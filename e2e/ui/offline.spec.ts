import type { Page } from "@playwright/test";
import { type Body, created, expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, openMenu, ready, signIn, visit } from "./helpers";

// Service workers need a secure context: the UI project's server is on 127.0.0.1.
test.use({ serviceWorkers: "allow" });

const AR60 = "AR60: 10m Air Rifle, 60 shots";

/** Signed in with the worker in control, and the pages used at the range opened once with signal. */
async function atTheRangeWithSignal(page: Page, key: string, athleteId: string) {
  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  await visit(page, "/");
  await visit(page, `/athletes/${athleteId}/journal/new`);
  await expect(page.getByLabel("Course of fire").locator("option", { hasText: AR60 })).toHaveCount(1);
  // The worker keeps what the page read once the answer is in; wait for the page and the courses of fire.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const urls = async (name: string) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
        return [...(await urls("rangebook-pages")), ...(await urls("rangebook-reads"))];
      }),
    )
    .toEqual(expect.arrayContaining([expect.stringMatching(/\/journal\/new$/), "/api/courses-of-fire"]));
}

async function typeSession(page: Page, series: string[]) {
  await page.getByLabel("Course of fire").selectOption({ label: AR60 });
  await expect(page.getByLabel(/^Series \d$/)).toHaveCount(6);
  for (const [index, score] of series.entries()) await page.getByLabel(`Series ${index + 1}`, { exact: true }).fill(score);
}

async function shoot(page: Page, name: string) {
  for (const [label, width, height] of [
    ["phone", 390, 844],
    ["desktop", 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test("a session saved with no connection waits on the phone, survives a reload, and is sent once when the signal returns", async ({
  page,
  context,
  world,
  api,
}) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Olga");
  await atTheRangeWithSignal(page, key, athleteId);

  await context.setOffline(true);
  await typeSession(page, ["104.1", "103.5", "102.8", "104.6", "103.9", "98.6"]);
  await page.getByRole("button", { name: "Save session" }).click();
  const kept = page.getByRole("status").filter({ hasText: "Saved on this phone; it will be sent when you have signal." });
  await expect(kept).toBeInViewport();
  const count = page.getByTestId("outbox-count");
  await expect(count).toHaveText("1 waiting to send");
  // The form is free for the next session: what was saved is in the outbox, not in a draft.
  await expect(page.getByLabel("Course of fire")).toHaveValue("");
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "offline-saved");

  await page.reload();
  await ready(page);
  await expect(page.getByRole("heading", { name: "New session" })).toBeVisible();
  await expect(page.getByText("Restored what you typed")).toHaveCount(0);
  await expect(count).toHaveText("1 waiting to send");
  await shoot(page, "offline-reloaded");
  // A page never opened on this device says so in the app's words, not the browser's error page.
  await page.goto(`/athletes/${athleteId}/equipment`);
  await expect(page.getByRole("heading", { name: "No connection" })).toBeVisible();
  await expect(page.getByText("This page has not been opened on this device yet")).toBeVisible();
  // Kept from before sign-in, the page still knows who is signed in, and what waits.
  await expect(count).toHaveText("1 waiting to send");
  // Back to a page opened before: it opens from the device.
  await visit(page, `/athletes/${athleteId}/journal/new`);
  await expect(page.getByRole("heading", { name: "New session" })).toBeVisible();
  // Still waiting once the page knows who is signed in (before that, it shows no count at all).
  await expect(count).toHaveText("1 waiting to send");

  await context.setOffline(false);
  await expect(count).toHaveCount(0);
  const journalNow = async () => (await api.get(`/api/athletes/${athleteId}/journal`)).body.items as Body[];
  // The session and then its series: both steps of the kept save reach the server.
  await expect.poll(async () => (await journalNow()).map((entry) => entry.score)).toEqual([617.5]);
  const journal = await journalNow();
  expect(journal).toHaveLength(1);
  expect(journal[0]).toMatchObject({ courseOfFireCode: "AR60", score: 617.5, maxScore: 654, shotsFired: 60 });
  expect((journal[0]?.scoreSeries as Body[]).map((s) => s.score)).toEqual([104.1, 103.5, 102.8, 104.6, 103.9, 98.6]);
  await visit(page, `/athletes/${athleteId}/journal`);
  await expect(page.getByRole("region", { name: "Sessions" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Sessions" }).getByRole("listitem").first()).toContainText("617.5");
});

test("a kept save the server refuses stays on the phone with its reason in words, until it is discarded", async ({
  page,
  context,
  world,
  api,
}) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Rita");
  await atTheRangeWithSignal(page, key, athleteId);

  await context.setOffline(true);
  // A series of ten decimal shots holds at most 109: the 120 is a slip of the finger.
  await typeSession(page, ["120", "103.5", "102.8", "104.6", "103.9", "98.6"]);
  await page.getByRole("button", { name: "Save session" }).click();
  const count = page.getByTestId("outbox-count");
  await expect(count).toHaveText("1 waiting to send");

  await context.setOffline(false);
  await expect(count).toHaveText("1 needs a look");
  await count.click();
  await expect(page.getByRole("heading", { name: "Waiting to send" })).toBeVisible();
  await expect(page).toHaveTitle(/Waiting to send/);
  const item = page.getByRole("listitem").filter({ hasText: "New session" });
  await expect(item).toContainText("Not accepted: Series 1: The score must not exceed the maximum score (109).");
  await expect(item).toContainText("The session itself reached the server");
  await expect(item.getByRole("button", { name: "Open it to correct" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("/api");
  await expectAccessible(page);
  await shoot(page, "outbox-refused");

  await item.getByRole("button", { name: "Discard" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Discard it" }).click();
  await expect(page.getByText("Nothing waits: everything you saved has been sent.")).toBeVisible();
  await expect(count).toHaveCount(0);
});

test("correcting a refused save edits the session it made, so the journal still holds one", async ({ page, context, world, api }) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Vera");
  await atTheRangeWithSignal(page, key, athleteId);
  await context.setOffline(true);
  await typeSession(page, ["120", "103.5", "102.8", "104.6", "103.9", "98.6"]);
  await page.getByRole("button", { name: "Save session" }).click();
  await context.setOffline(false);
  const count = page.getByTestId("outbox-count");
  await expect(count).toHaveText("1 needs a look");
  await count.click();
  await page.getByRole("button", { name: "Open it to correct" }).click();

  await expect(page.getByRole("heading", { name: "New session" })).toBeVisible();
  await expect(page.getByText("Restored what you typed")).toBeVisible();
  await expect(page.getByLabel("Series 1", { exact: true })).toHaveValue("120");
  await expect(count).toHaveCount(0);
  await page.getByLabel("Series 1", { exact: true }).fill("104.1");
  await page.getByRole("button", { name: "Save session" }).click();
  await expect(page).toHaveURL(new RegExp(`/athletes/${athleteId}/journal$`));
  const journal = (await api.get(`/api/athletes/${athleteId}/journal`)).body.items as Body[];
  expect(journal).toHaveLength(1);
  expect(journal[0]).toMatchObject({ score: 617.5, maxScore: 654 });
});

test("the shots of a session opened before open again with no connection, and their save is kept and sent", async ({
  page,
  context,
  world,
  api,
}) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Sina");
  const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Body[];
  const entry = created(
    await api.post(`/api/athletes/${athleteId}/journal`, {
      sessionDate: "2026-11-24T18:00:00Z",
      discipline: "Air Rifle",
      courseOfFireId: courses.find((c) => c.code === "AR60")?.id,
    }),
  );
  const entryId = String(entry.id);
  await atTheRangeWithSignal(page, key, athleteId);
  await visit(page, `/athletes/${athleteId}/journal/${entryId}`);
  await page.getByRole("link", { name: "Enter shots" }).click();
  await expect(page.getByRole("heading", { name: "Shots", exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("rangebook-pages")).keys()).map((r) => new URL(r.url).pathname)))
    .toContain(`/athletes/${athleteId}/journal/${entryId}/shots`);

  await context.setOffline(true);
  await page.reload();
  await ready(page);
  await expect(page.getByRole("heading", { name: "Shots", exact: true })).toBeVisible();
  for (const shot of ["10.2", "9.8"]) {
    await page.getByLabel("Type a shot").fill(shot);
    await page.getByLabel("Type a shot").press("Enter");
  }
  await page.getByRole("button", { name: "Save shots" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved on this phone" })).toBeInViewport();
  const count = page.getByTestId("outbox-count");
  await expect(count).toHaveText("1 waiting to send");
  await shoot(page, "offline-shots");

  await context.setOffline(false);
  await expect(count).toHaveCount(0);
  const shots = (await api.get(`/api/athletes/${athleteId}/journal/${entryId}/shots`)).body.shots as Body[];
  expect(shots.map((s) => s.decimalScore)).toEqual([10.2, 9.8]);
});

test("signing out empties the cached pages and answers, so the next person on the device never sees them", async ({ page, world, api }) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Uma");
  await atTheRangeWithSignal(page, key, athleteId);
  const cached = () =>
    page.evaluate(async () => {
      const urls = await Promise.all(
        ["rangebook-pages", "rangebook-reads"].map(async (name) =>
          (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [],
        ),
      );
      return urls.flat().filter((path) => path.startsWith("/api/") || path.startsWith("/athletes/"));
    });
  expect(await cached()).not.toEqual([]);
  const menu = await openMenu(page);
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await ready(page);
  expect(await cached()).toEqual([]);
});
