import { created, expect, test } from "../fixtures";
import { athleteWithKey, signIn, visit } from "./helpers";

// The journal, a new session and a session arrive drawn by the server, in the reader's own language,
// locale and time zone, so the first paint shows the data; the browser then takes over the same page
// without redrawing it.
test.use({ locale: "de-DE", timezoneId: "America/Denver" });

test("the journal pages arrive with their data, in the reader's format, and hydrate without a mismatch", async ({
  page,
  browser,
  api,
  world,
}) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Sofia", "Server");
  const sessionDate = "2026-11-20T03:30:00Z";
  const entryId = String(
    created(
      await api.post(`/api/athletes/${athleteId}/journal`, {
        sessionDate,
        score: 587.5,
        maxScore: 654,
        nextSessionActionItems: "Hold the follow-through.",
      }),
    ).id,
  );
  // The reader's wall clock: in Denver this session was the evening before, in German.
  const when = new Date(sessionDate).toLocaleString("de-DE", { timeZone: "America/Denver", dateStyle: "full", timeStyle: "short" });
  expect(when).toContain("19. November");

  await signIn(page, key);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // The first page seen tells the server the reader's locale and zone.
  await visit(page, `/athletes/${athleteId}/journal`);
  await expect(page.getByRole("link", { name: /19\. Nov\. 2026/ })).toBeVisible();

  // What the server sends, before any script runs.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    locale: "de-DE",
    timezoneId: "America/Denver",
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(`/athletes/${athleteId}/journal/${entryId}`);
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(when);
  await expect(plain.getByText("587,5 / 654")).toBeVisible();
  await expect(plain.getByRole("link", { name: "Bearbeiten" })).toBeVisible();
  await plain.goto(`/athletes/${athleteId}/journal/new`);
  await expect(plain.getByRole("complementary", { name: "Aus deiner letzten Einheit" })).toContainText("Hold the follow-through.");
  // The form itself, without the device's draft and clock: shown at once, and disabled, so that
  // nothing is typed into it before the browser's own form takes its place.
  await expect(plain.locator('input[name="score"]')).toBeDisabled();
  await expect(plain.locator('input[name="sessionDate"]')).toHaveValue("");
  await expect(plain.getByRole("button", { name: "Einheit speichern" })).toBeDisabled();
  await plain.goto(`/athletes/${athleteId}/journal`);
  await expect(plain.getByText("587,5 / 654")).toBeVisible();
  // The header names who is signed in, also on a page that reads nothing else on the server: it
  // said "Loading" here, and drew the name once the page had woken.
  for (const path of [`/athletes/${athleteId}/journal`, "/"]) {
    await plain.goto(path);
    await expect(plain.getByRole("banner").getByRole("button", { name: /Sofia Server/ })).toBeVisible();
    await expect(plain.getByRole("banner").getByRole("status")).toHaveCount(0);
  }
  await noScript.close();

  // The browser takes the same pages over: no hydration error, the same text.
  for (const path of [
    `/athletes/${athleteId}/journal/${entryId}`,
    `/athletes/${athleteId}/journal/new`,
    `/athletes/${athleteId}/journal`,
  ]) {
    await visit(page, path);
    await page.waitForLoadState("networkidle");
  }
  // Woken, the form is the browser's: enabled, dated now by the device's clock.
  await visit(page, `/athletes/${athleteId}/journal/new`);
  await expect(page.locator('input[name="score"]')).toBeEnabled();
  await expect(page.locator('input[name="sessionDate"]')).not.toHaveValue("");
  await visit(page, `/athletes/${athleteId}/journal/${entryId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(when);
  await expect(page.getByRole("button", { name: "Löschen", exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a session opened on a device's first visit arrives with its data, its date following in the reader's zone", async ({
  page,
  browser,
  api,
  world,
}) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Freja", "Firstvisit");
  const sessionDate = "2026-11-20T03:30:00Z";
  const entryId = String(created(await api.post(`/api/athletes/${athleteId}/journal`, { sessionDate, score: 587.5, maxScore: 654 })).id);
  const when = new Date(sessionDate).toLocaleString("de-DE", { timeZone: "America/Denver", dateStyle: "full", timeStyle: "short" });
  await signIn(page, key);
  // Signed in, but this device has never said its locale and zone: no reader cookie.
  const state = await page.context().storageState();
  const firstVisit = { ...state, cookies: state.cookies.filter((c) => c.name !== "rangebook.reader") };

  // What the server sends, before any script runs: the score is there; the date waits, unseen.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    locale: "de-DE",
    timezoneId: "America/Denver",
    storageState: firstVisit,
  });
  const plain = await noScript.newPage();
  await plain.goto(`/athletes/${athleteId}/journal/${entryId}`);
  await expect(plain.getByText("587,5 / 654")).toBeVisible();
  await expect(plain.getByRole("link", { name: "Bearbeiten" })).toBeVisible();
  await expect(plain.getByRole("heading", { level: 1 }).locator("span")).toBeHidden();
  // The journal too: its sessions are there, their dates unseen until the browser says its zone.
  await plain.goto(`/athletes/${athleteId}/journal`);
  await expect(plain.getByText("587,5 / 654")).toBeVisible();
  await noScript.close();

  // The browser then writes the date in its own zone (the evening before, in Denver), without a mismatch.
  const fresh = await browser.newContext({ locale: "de-DE", timezoneId: "America/Denver", storageState: firstVisit });
  const reader = await fresh.newPage();
  const errors: string[] = [];
  reader.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  reader.on("pageerror", (error) => errors.push(error.message));
  await reader.goto(`/athletes/${athleteId}/journal/${entryId}`);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(when);
  await expect(reader.getByRole("heading", { level: 1 }).locator("span")).toBeVisible();
  await reader.waitForLoadState("networkidle");
  await reader.goto(`/athletes/${athleteId}/journal`);
  await expect(reader.getByRole("link", { name: /19\. Nov\. 2026/ })).toBeVisible();
  await fresh.close();
  expect(errors).toEqual([]);
});

test("the classifications and organization pages arrive with their data and hydrate without a mismatch", async ({
  page,
  browser,
  api,
  world,
}) => {
  const competitionId = String(
    created(
      await api.post("/api/competitions", {
        organizationId: world.organizationId,
        name: "Server Cup",
        startDate: "2026-12-12",
        discipline: "Air Rifle",
      }),
    ).id,
  );
  created(await api.post(`/api/competitions/${competitionId}/classifications`, { name: "Server Open", type: 4, rules: [] }));
  created(
    await api.post(`/api/organizations/${world.organizationId}/addresses`, {
      organizationId: world.organizationId,
      addressLine1: "Storgatan 1",
      city: "Stockholm",
      postalCode: "114 53",
      country: 752,
      state: 0,
      addressType: 1,
    }),
  );
  await signIn(page, world.keys.competitionAdmin);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await visit(page, `/competitions/${competitionId}/classifications`);
  await expect(page.getByText("Server Open", { exact: true })).toBeVisible();
  const staff = await browser.newContext({ locale: "de-DE", timezoneId: "America/Denver" });
  const staffPage = await staff.newPage();
  staffPage.on("pageerror", (error) => errors.push(error.message));
  await signIn(staffPage, world.keys.staff);
  await visit(staffPage, `/organizations/${world.organizationId}`);
  await expect(staffPage.getByText("114 53 Stockholm")).toBeVisible();

  // What the server sends, before any script runs: the data, not "Loading…".
  for (const [context, path, text] of [
    [page.context(), `/competitions/${competitionId}/classifications`, "Server Open"],
    [staff, `/organizations/${world.organizationId}`, "114 53 Stockholm"],
  ] as const) {
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE", storageState: await context.storageState() });
    const plain = await noScript.newPage();
    await plain.goto(path);
    await expect(plain.getByText(text, { exact: true })).toBeVisible();
    await noScript.close();
  }
  await visit(page, `/competitions/${competitionId}/classifications`);
  await page.waitForLoadState("networkidle");
  await visit(staffPage, `/organizations/${world.organizationId}`);
  await staffPage.waitForLoadState("networkidle");
  await staff.close();
  expect(errors).toEqual([]);
});

test.describe("in English", () => {
  test.use({ locale: "en-US" });

  test("a page drawn with its data arrives whole, asks for that data again only once it has woken, and a write still refreshes it", async ({
    page,
    api,
    world,
  }) => {
    const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Nora", "Nofetch");
    // A month of training with a few words on each session, as a journal in use holds: the page's
    // HTML then runs past 12,800 bytes, the size above which React sends a Suspense boundary apart
    // from the page's shell and shows it about 300 ms later. A journal of one session never met it.
    for (let day = 1; day <= 19; day += 1) {
      created(
        await api.post(`/api/athletes/${athleteId}/journal`, {
          sessionDate: `2026-11-${String(day).padStart(2, "0")}T09:00:00Z`,
          score: 95 + day / 10,
          maxScore: 109,
          whatWentWell: `Day ${day}: a calm hold through the first twenty shots, and the follow-through stayed.`,
          nextSessionActionItems: "Check the sling before each series; breathe out fully before the release.",
        }),
      );
    }
    const entryId = String(
      created(await api.post(`/api/athletes/${athleteId}/journal`, { sessionDate: "2026-11-20T09:00:00Z", score: 101.2 })).id,
    );
    await signIn(page, key);

    // The HTML carries each page's content in order, right after the header: not streamed after it
    // (the header then shows its placeholder, and the page appears later and moves on a phone).
    for (const path of [
      `/athletes/${athleteId}/journal`,
      `/athletes/${athleteId}/journal/new`,
      `/athletes/${athleteId}/journal/${entryId}`,
    ]) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toMatch(/<\/header><main/);
      expect(html, path).not.toMatch(/<template id="B:\d+"|hidden id="S:\d+"/);
    }

    // The list, its statistics and the session are asked again once, after the page has woken: an
    // answer arriving while it hydrates would make React draw it again from scratch.
    const drawnWith = (path: string) =>
      new RegExp(`/api/athletes/${athleteId}/journal(\\?limit=20$|/stats$|/${entryId}$)`).test(
        new URL(path).pathname + new URL(path).search,
      );
    // Nothing else is asked before then either: all that the page draws (the form's pickers, the
    // filter's courses, the goals, the readiness strip, the thread) came with it, and each answer
    // arriving while the page woke drew it again in one long task (decision 026).
    for (const [path, expected] of [
      [`/athletes/${athleteId}/journal`, 2],
      // The form's refresh may come after the network has gone quiet; what matters here is before.
      [`/athletes/${athleteId}/journal/new`, null],
      [`/athletes/${athleteId}/journal/${entryId}`, 1],
    ] as const) {
      await visit(page, path);
      const measure = () =>
        page.evaluate(() => ({
          woke: performance.getEntriesByName("rangebook:hydrated")[0]?.startTime ?? Number.NaN,
          asked: performance.getEntriesByType("resource").map((r) => ({ url: r.name, at: r.startTime })),
        }));
      // The refresh waits for the browser to be idle, up to a second: on a busy machine that can be
      // after the network has been quiet long enough to count as idle.
      if (expected !== null)
        await expect.poll(async () => (await measure()).asked.filter((r) => drawnWith(r.url)).length, { message: path }).toBe(expected);
      await page.waitForLoadState("networkidle");
      const timing = await measure();
      const again = timing.asked.filter((r) => drawnWith(r.url));
      if (expected !== null) expect(again, path).toHaveLength(expected);
      for (const request of timing.asked.filter((r) => new URL(r.url).pathname.startsWith("/api/")))
        expect(request.at, request.url).toBeGreaterThan(timing.woke);
    }

    // A session written from the page shows in the list it returns to, though the list counts as
    // fresh for half a minute: the write refreshes what it touched.
    await visit(page, `/athletes/${athleteId}/journal`);
    await page.getByRole("link", { name: "New entry" }).click();
    await expect(page.getByRole("heading", { name: "New session" })).toBeVisible();
    await page.getByLabel("Score", { exact: true }).fill("99.5");
    await page.getByRole("button", { name: "Save session" }).click();
    await expect(page).toHaveURL(new RegExp(`/athletes/${athleteId}/journal$`));
    await expect(page.getByRole("region", { name: "Sessions" }).getByRole("listitem").first()).toContainText("99.5");
  });
});
