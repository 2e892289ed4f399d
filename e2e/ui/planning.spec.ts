import { expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, screenshots, signIn, visit } from "./helpers";

test("an athlete keeps equipment profiles and calendar events on their own pages, and the session form offers them", async ({
  page,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Pia", "Planner");
  await signIn(page, key);
  await page.getByRole("link", { name: "Your equipment" }).click();
  await expect(page.getByText("No equipment profiles yet.")).toBeVisible();

  // Add, with the name first left out.
  await page.getByRole("button", { name: "Add equipment profile" }).click();
  await page.getByLabel("Rifle or pistol").fill("Walther LG400");
  await page.getByRole("button", { name: "Save equipment profile" }).click();
  await expect(page.getByText("Type the name.")).toBeVisible();
  await page.getByLabel("Name").fill("Match rifle");
  await page.getByLabel("Ammunition").fill("RWS R10");
  await page.getByRole("button", { name: "Save equipment profile" }).click();
  const profiles = page.getByRole("region", { name: "Equipment" }).getByRole("listitem");
  await expect(profiles).toHaveCount(1);
  await expect(profiles.first()).toContainText("Walther LG400 · RWS R10");

  // Edit in place.
  await profiles.first().getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Sights").fill("Centra Sport");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(profiles.first()).toContainText("Walther LG400 · RWS R10 · Centra Sport");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await screenshots(page, info, "equipment");

  // Calendar: the end before the start is said in words, not field names.
  await visit(page, `/athletes/${athleteId}/calendar`);
  await page.getByRole("button", { name: "Add event" }).click();
  await page.getByLabel("Title").fill("Winter Open block");
  await page.getByLabel("Starts").fill("2026-12-01T09:00");
  await page.getByLabel("Ends").fill("2026-11-30T09:00");
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByText("must not be before the start")).toBeVisible();
  await page.getByLabel("Ends").fill("2026-12-14T18:00");
  await page.getByRole("button", { name: "Save event" }).click();
  const events = page.getByRole("region", { name: "Calendar" }).getByRole("listitem");
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText("Winter Open block");

  // The phone's calendar subscribes to a secret link; another calendar's .ics file comes in.
  await page.getByRole("button", { name: "Get a subscription link" }).click();
  await expect(page.getByRole("link", { name: "Open in my calendar" })).toHaveAttribute(
    "href",
    /^webcal:\/\/.+\/api\/calendar-feeds\/[\w-]+\.ics$/,
  );
  const feedUrl = await page.getByLabel(/Or copy the link/).inputValue();
  expect(await (await page.request.get(feedUrl)).text()).toContain("SUMMARY:Winter Open block");
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    "BEGIN:VEVENT",
    "UID:camp@test",
    "DTSTAMP:20261101T000000Z",
    "DTSTART:20261220T090000Z",
    "SUMMARY:Squad camp",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  await page
    .getByLabel("Import events from an .ics file")
    .setInputFiles({ name: "club.ics", mimeType: "text/calendar", buffer: Buffer.from(ics) });
  await expect(page.getByRole("status").filter({ hasText: "1 event added." })).toBeVisible();
  await expect(events).toHaveCount(2);
  await expectAccessible(page);
  await screenshots(page, info, "calendar");

  // The session form offers both.
  await visit(page, `/athletes/${athleteId}/journal/new`);
  await page.locator("summary", { hasText: "Equipment" }).click();
  await page.getByLabel("Equipment profile").selectOption({ label: "Match rifle" });
  await expect(page.getByLabel("Sights")).toHaveValue("Centra Sport");
  await page.locator("summary", { hasText: "Calendar and competition" }).click();
  await expect(page.getByLabel("Calendar event").locator("option", { hasText: "Winter Open block" })).toHaveCount(1);

  // Deleting asks first; keeping it keeps it.
  await visit(page, `/athletes/${athleteId}/equipment`);
  page.on("dialog", (dialog) => void dialog.accept());
  await profiles.first().getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Keep it" }).click();
  await expect(profiles).toHaveCount(1);
  await profiles.first().getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("No equipment profiles yet.")).toBeVisible();
  expect(((await api.get(`/api/athletes/${athleteId}/equipment-profiles`)).body.items as unknown[]).length).toBe(0);

  // A calendar event is edited in place and deleted after the same question.
  await visit(page, `/athletes/${athleteId}/calendar`);
  const block = events.filter({ hasText: "Winter Open block" });
  await block.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Title").fill("Winter Open training block");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(events.filter({ hasText: "Winter Open training block" })).toHaveCount(1);
  await events.filter({ hasText: "Winter Open training block" }).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText("Squad camp");
  const titles = ((await api.get(`/api/athletes/${athleteId}/calendar-events`)).body.items as Array<{ title: string }>).map((e) => e.title);
  expect(titles).toEqual(["Squad camp"]);
});

test("the calendar page shows every event the feed carries: the competitions entered too", async ({ page, world, api }, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Cato", "Calendar");
  const competition = await api.post("/api/competitions", {
    organizationId: world.organizationId,
    name: "Winter Open",
    startDate: "2026-12-12T00:00:00Z",
    discipline: "Air Rifle",
  });
  expect(competition.status).toBe(201);
  expect((await api.post(`/api/competitions/${String(competition.body.id)}/entries`, { athleteId })).status).toBe(201);
  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  // While the entries load, their placeholder is announced and passes the accessibility check (it
  // once carried a label no plain element may have, and failed whenever the check caught it).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/competition-entries*", async (route) => {
    await held;
    await route.continue();
  });
  await visit(page, `/athletes/${athleteId}/calendar`);
  const entered = page.getByRole("region", { name: "Competitions you entered" });
  await expect(entered.getByRole("status")).toBeVisible();
  await expectAccessible(page);
  release();
  await page.unrouteAll({ behavior: "wait" });
  await expect(page.getByText("No events yet.")).toBeVisible();
  await expect(entered.getByRole("listitem")).toHaveCount(1);
  await expect(entered.getByRole("listitem")).toContainText("Winter Open");
  await expect(entered.getByRole("listitem")).toContainText("2026");
  await page.getByRole("button", { name: "Get a subscription link" }).click();
  const feedUrl = await page.getByLabel(/Or copy the link/).inputValue();
  expect(await (await page.request.get(feedUrl)).text()).toContain("SUMMARY:Winter Open");
  await expectAccessible(page);
  await screenshots(page, info, "calendar-competitions");
});
