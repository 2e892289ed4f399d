// The result pages on match day: an official reads the provisional list, publishes and reopens with
// a reason; anyone opens the public page without signing in, on a phone and on the hall's screen.
import { randomUUID } from "node:crypto";
import { executeSql } from "../support/databases";
import { type Api, created, expect, test, type World } from "../fixtures";
import { chooseEnglish, expectAccessible, screenshots, signIn, visit } from "./helpers";

const databaseUrl = () => process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";

/** A competition with a decimal 6×10 course, four entries of two clubs, two classes, scores through the API. */
async function resultsMatch(api: Api, world: World) {
  const tag = randomUUID().slice(0, 6);
  const course = created(
    await api.post("/api/courses-of-fire", {
      name: `Air Rifle 60 ${tag}`,
      code: `UR60-${tag}`,
      shotCount: 60,
      maxScore: 654,
      seriesCount: 6,
      shotsPerSeries: 10,
      scoring: "decimal",
    }),
  );
  const competitionId = String(
    created(
      await api.post("/api/competitions", { organizationId: world.organizationId, name: `Winter Cup ${tag}`, startDate: "2027-01-16" }),
    ).id,
  );
  const base = `/api/competitions/${competitionId}`;
  const classes = await Promise.all(
    ["Juniors", "Open"].map(async (name, i) =>
      String(created(await api.post(`${base}/classifications`, { name, type: 2, displayOrder: i, isAutoAssigned: false })).id),
    ),
  );
  const people: Array<[string, string, string, number[], number]> = [
    ["Ava", "Lund", world.organizationId, [104.1, 103.9, 104.6, 105.0, 104.2, 104.8], 0],
    ["Ben", "Ek", world.organizationId, [104.8, 104.2, 104.1, 104.6, 104.0, 103.9], 1],
    ["Cleo", "Nord", world.otherOrganizationId, [102.3, 103.1, 101.9, 104.0, 102.2, 103.5], 0],
    ["Dag", "Berg", world.otherOrganizationId, [], 1],
  ];
  const entries: string[] = [];
  const placements: Array<[string, string]> = [];
  for (const [firstName, lastName, organizationId, scores, klass] of people) {
    const athleteId = String(created(await api.post("/api/athletes", { organizationId, firstName, lastName: `${lastName} ${tag}` })).id);
    const entryId = String(created(await api.post(`${base}/entries`, { athleteId, courseOfFireId: course.id })).id);
    entries.push(entryId);
    if (scores.length > 0) {
      const reply = await api.put(`${base}/entries/${entryId}/score`, {
        series: scores.map((score, i) => ({ seriesNumber: i + 1, score, innerTens: null })),
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    placements.push([classes[klass] ?? "", entryId]);
  }
  // Pinned once every entry is in: a pin holds whatever the (here absent) rules say.
  for (const [classificationId, entryId] of placements) {
    const pinned = await api.put(`${base}/classifications/${classificationId}/placements/${entryId}`, { placement: "pinned" });
    expect(pinned.status, JSON.stringify(pinned.body)).toBeLessThan(300);
  }
  // Ben's fifth series was typed wrong first: corrected.
  await api.put(`${base}/entries/${entries[1] ?? ""}/score`, {
    series: [104.8, 104.2, 104.1, 104.6, 105.0, 103.9].map((score, i) => ({ seriesNumber: i + 1, score, innerTens: null })),
  });
  await executeSql(databaseUrl(), [`UPDATE "CompetitionEntry" SET "status" = 'dns' WHERE "id" = '${entries[3] ?? ""}'`]);
  return { competitionId, tag, entries };
}

test("an official reads the provisional list with its tie-break, publishes it and reopens it with a reason", async ({
  page,
  world,
  api,
}, info) => {
  const m = await resultsMatch(api, world);
  await signIn(page, world.keys.competitionAdmin);
  await chooseEnglish(page.context());
  await visit(page, `/competitions/${m.competitionId}/results`);
  await expect(page.getByRole("heading", { name: /^Results: Winter Cup/ })).toBeVisible();
  await expect(page.getByTestId("results-status")).toHaveText("Provisional");
  const rows = page.getByTestId("result-row");
  await expect(rows).toHaveCount(4);
  // Ava and Ben both shot 626.6: Ava's last series (104.8) beats Ben's (103.9).
  await expect(rows.nth(0)).toContainText("Ava Lund");
  await expect(rows.nth(1)).toContainText("Ben Ek");
  await expect(rows.nth(1)).toContainText("last series");
  await expect(rows.nth(1).locator("abbr")).toHaveAttribute("title", "corrected");
  await expect(rows.nth(3)).toContainText("did not start");
  await expect(page.getByRole("link", { name: "CSV file" })).toHaveAttribute("href", /format=csv/);
  await expect(page.getByRole("link", { name: "PDF file" })).toHaveAttribute("href", /format=pdf/);
  await screenshots(page, info, "results-provisional");
  await page.setViewportSize({ width: 1280, height: 900 });

  // One class: ranked among themselves.
  await page.getByLabel("Class", { exact: true }).selectOption({ label: "Open" });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Ben Ek");
  await expect(rows.nth(0).locator("td").first()).toHaveText("1");
  await page.getByLabel("Class", { exact: true }).selectOption({ label: "All classes" });
  await expect(rows).toHaveCount(4);

  await page.getByRole("button", { name: "Publish results" }).click();
  await expect(page.getByTestId("results-status")).toHaveText("Official");
  await expect(page.getByTestId("publication-history")).toContainText("Published by");

  // Reopening asks for a reason; the keyboard reaches everything.
  await page.getByRole("button", { name: "Reopen results" }).click();
  await page.getByRole("button", { name: "Reopen", exact: true }).click();
  await expect(page.getByLabel("Reason for reopening")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("results-status")).toHaveText("Official");
  await page.getByLabel("Reason for reopening").fill("Protest upheld on relay 2");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("results-status")).toHaveText("Provisional");
  await expect(page.getByTestId("publication-history")).toContainText("Protest upheld on relay 2");
  await expectAccessible(page);
  await screenshots(page, info, "results-reopened");
});

test("anyone opens the public results without signing in: nothing before publishing, a held relay left out, a large-screen mode", async ({
  browser,
  world,
  api,
}, info) => {
  const m = await resultsMatch(api, world);
  const context = await browser.newContext();
  await chooseEnglish(context);
  const page = await context.newPage();
  await visit(page, `/results/${m.competitionId}`);
  await expect(page).toHaveURL(new RegExp(`/results/${m.competitionId}$`));
  await expect(page.getByText("There are no results to show for this competition yet.")).toBeVisible();
  await screenshots(page, info, "public-results-before");

  // Cleo's relay is held; the rest is published.
  await executeSql(databaseUrl(), [
    `INSERT INTO "Relay" ("id", "competitionId", "number", "firingPoints", "resultsHeld", "createdAt", "updatedAt") VALUES ('${randomUUID()}', '${m.competitionId}', 2, '1|2', TRUE, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)`,
    `UPDATE "CompetitionEntry" SET "relayNumber" = 2, "firingPoint" = '1' WHERE "id" = '${m.entries[2] ?? ""}'`,
  ]);
  await api.post(`/api/competitions/${m.competitionId}/results/publish`, {});
  await visit(page, `/results/${m.competitionId}`);
  const rows = page.getByTestId("result-row");
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId("results-status")).toHaveText("Official");
  await expect(page.getByText(/Cleo Nord/)).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, info, "public-results");

  // Released: the page refreshes by itself and shows Cleo.
  await executeSql(databaseUrl(), [`UPDATE "Relay" SET "resultsHeld" = FALSE WHERE "competitionId" = '${m.competitionId}'`]);
  await expect(rows).toHaveCount(4, { timeout: 15_000 });
  await expect(page.getByText(/Cleo Nord/)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Large screen" }).click();
  await expect(page.getByTestId("big-screen")).toBeVisible();
  await page.setViewportSize({ width: 1920, height: 1080 });
  const path = info.outputPath("public-results-large-1920.png");
  await page.screenshot({ path });
  await info.attach("public-results-large", { path, contentType: "image/png" });
  // The classes take turns on the big screen.
  await expect(page.getByTestId("big-screen")).toContainText("Juniors", { timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("big-screen")).toHaveCount(0);
  await context.close();
});

test("the public page speaks German to a German browser", async ({ browser, world, api }, info) => {
  const m = await resultsMatch(api, world);
  await api.post(`/api/competitions/${m.competitionId}/results/publish`, {});
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await visit(page, `/results/${m.competitionId}?screen=large`);
  await expect(page.getByTestId("big-screen")).toContainText("Offiziell");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: /^Ergebnisse: Winter Cup/ })).toBeVisible();
  await expect(page.getByTestId("result-row").nth(1)).toContainText("letzte Serie");
  await expect(page.getByTestId("result-row").nth(3)).toContainText("n.a.");
  await screenshots(page, info, "public-results-de");
  await context.close();
});
