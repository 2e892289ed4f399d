// Match day's relays on the pages (issue 37 point 3): a competition admin adds two relays, squads
// automatically, moves one entry by hand with the keyboard and downloads the start list; the athlete
// then finds their relay, firing point and time on their home page. At 390 and 1280 px, and in German.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { created, expect, test } from "../fixtures";
import { expectAccessible, screenshots, signIn, visit } from "./helpers";

test("a competition admin sets up two relays, squads, moves one athlete by keyboard, downloads the start list; the athlete sees their start", async ({
  page,
  browser,
  world,
  api,
}, info) => {
  const tag = randomUUID().slice(0, 6);
  const competitionId = String(
    created(
      await api.post("/api/competitions", { organizationId: world.organizationId, name: `Relay Cup ${tag}`, startDate: "2026-12-12" }),
    ).id,
  );
  for (const athleteId of [world.athleteId, world.teammateId, world.outsiderId]) {
    created(await api.post(`/api/competitions/${competitionId}/entries`, { athleteId }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, world.keys.competitionAdmin);
  await visit(page, `/competitions/${competitionId}/relays`);
  await expect(page.getByRole("heading", { level: 1, name: "Relays and start list" })).toBeVisible();
  await expect(page.getByText("No relays yet. Add the first one with its firing points.")).toBeVisible();
  await screenshots(page, info, "relays-empty");

  await test.step("add two relays of two firing points each", async () => {
    for (const [number, time] of [
      ["1", "2026-12-12T09:00"],
      ["2", "2026-12-12T11:00"],
    ] as const) {
      await page.getByRole("button", { name: "Add relay" }).click();
      const form = page.getByRole("form", { name: "New relay" });
      await expect(form.getByLabel("Relay number")).toHaveValue(number);
      await form.getByLabel("Start time").fill(time);
      await form.getByLabel("Firing points").fill("1-2");
      await form.getByRole("button", { name: "Save relay" }).click();
      await expect(page.getByText(`Saved relay ${number}.`)).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: /^Relay \d$/ })).toHaveCount(2);
  });

  await test.step("squad automatically: each club spread, three entries placed", async () => {
    await page.getByRole("button", { name: "Squad automatically" }).click();
    await expect(page.getByText("3 entries placed.")).toBeVisible();
    await expect(page.getByText("Every entry has a place.")).toBeVisible();
    const relay1 = page.getByRole("region", { name: "Relay 1" });
    const relay2 = page.getByRole("region", { name: "Relay 2" });
    await expect(relay1.getByText(/^Emma Lind/)).toBeVisible();
    await expect(relay2.getByText(/^Marcus Chen/)).toBeVisible();
    await expect(relay1.getByText(/^Jonas Becker/)).toBeVisible();
  });

  await test.step("move Emma by hand to relay 2's free point, with the keyboard", async () => {
    const move = page.getByRole("button", { name: /^Move Emma Lind/ });
    await move.focus();
    await page.keyboard.press("Enter");
    const select = page.getByRole("combobox", { name: "Move to" });
    await expect(select).toBeFocused();
    await select.selectOption({ label: "Relay 2 · point 2" });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Move", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^Emma Lind .* now shoots on relay 2, firing point 2\.$/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Relay 2" }).getByText(/^Emma Lind/)).toBeVisible();
    await expectAccessible(page);
  });

  await test.step("download the start list as CSV and PDF", async () => {
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Start list (CSV)" }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^start-list-Relay-Cup-\w+\.csv$/);
    const lines = (await readFile(await csv.path(), "utf8")).trim().split("\n");
    expect(lines[0]).toBe("relay,startsAt,firingPoint,bib,athleteName,organization,courseOfFire,status,entryId");
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.includes("Emma Lind"))).toMatch(/^2,.*,2,,Emma Lind/);
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Start list (PDF)" }).click()]);
    expect((await readFile(await pdf.path())).subarray(0, 4).toString()).toBe("%PDF");
  });
  await screenshots(page, info, "relays-squadded");

  await test.step("the athlete finds their relay, firing point and time on their home page", async () => {
    const context = await browser.newContext();
    const athletePage = await context.newPage();
    await athletePage.setViewportSize({ width: 390, height: 844 });
    await signIn(athletePage, world.keys.athlete);
    const starts = athletePage.getByRole("region", { name: "Your starts" });
    await expect(starts.getByRole("link", { name: `Relay Cup ${tag}: relay 2, firing point 2` })).toBeVisible();
    await expect(starts).toContainText("Starts");
    await screenshots(athletePage, info, "athlete-start");
    await context.close();
  });

  await test.step("in German, the page speaks of Ablösungen and Stände", async () => {
    await page.context().addCookies([{ name: "rangebook.language", value: "de", url: process.env.RANGEBOOK_BASE_URL ?? "" }]);
    await visit(page, `/competitions/${competitionId}/relays`);
    await expect(page.getByRole("heading", { level: 1, name: "Ablösungen und Startliste" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Automatisch einteilen" })).toBeVisible();
    await screenshots(page, info, "relays-de");
  });
});

test("an athlete reads the relays without the desk's buttons; when the start list cannot be loaded the page says so and tries again", async ({
  page,
  world,
  api,
}, info) => {
  const competitionId = String(
    created(
      await api.post("/api/competitions", {
        organizationId: world.organizationId,
        name: `Quiet Cup ${randomUUID().slice(0, 6)}`,
        startDate: "2026-12-19",
      }),
    ).id,
  );
  created(
    await api.post(`/api/competitions/${competitionId}/relays`, { number: 1, startsAt: "2026-12-19T09:00:00Z", firingPoints: ["1", "2"] }),
  );
  await signIn(page, world.keys.teammate);
  let failing = true;
  await page.route("**/api/competitions/*/start-list", (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: "application/problem+json",
          body: JSON.stringify({ status: 503, title: "Unavailable", detail: "Down." }),
        })
      : route.continue(),
  );
  await visit(page, `/competitions/${competitionId}/relays`);
  await expect(page.getByText("The relays could not be loaded. Check your connection and try again.")).toBeVisible({ timeout: 15_000 });
  await screenshots(page, info, "relays-error");
  failing = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Relay 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Squad automatically" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add relay" })).toHaveCount(0);
  await expectAccessible(page);
});
