// Issue 37 point 8, as a spectator lives it: the public page on a phone in the hall, live results on,
// while the desk enters scores. The list the server keeps per revision (decision 021) must show each
// new score on the page's next refresh, never the list from before; with the phone's connection off
// the page keeps the last list it had, and catches up once it is back.
import { executeSql } from "../support/databases";
import { decimalMatch } from "../support/match";
import { created, expect, test } from "../fixtures";
import { chooseEnglish, screenshots, visit } from "./helpers";

const databaseUrl = () => process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";

test("a spectator's phone shows each new score on its next refresh, and keeps the list while offline", async ({
  browser,
  world,
  api,
}, info) => {
  const { tag, competitionId, base, enter } = await decimalMatch(api, world, {
    code: "LK20",
    name: "Hall Cup",
    startDate: "2027-02-13",
  });
  const entries: string[] = [];
  for (const [firstName, lastName] of [
    ["Alva", "Ström"],
    ["Bea", "Kvist"],
  ]) {
    const athleteId = String(
      created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName, lastName: `${lastName} ${tag}` })).id,
    );
    entries.push(await enter(athleteId));
  }
  const score = async (entryId: string, scores: number[]) => {
    const reply = await api.put(`${base}/entries/${entryId}/score`, {
      series: scores.map((s, i) => ({ seriesNumber: i + 1, score: s, innerTens: null })),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  await score(entries[0] ?? "", [104.2, 103.9]);
  await score(entries[1] ?? "", [103.1, 102.8]);
  await executeSql(databaseUrl(), [`UPDATE "Competition" SET "liveResults" = TRUE WHERE "id" = '${competitionId}'`]);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await chooseEnglish(context);
  const page = await context.newPage();
  const answers: number[] = [];
  page.on("response", (r) => {
    if (r.url().includes(`/api/public/competitions/${competitionId}/results`)) answers.push(r.status());
  });
  await visit(page, `/results/${competitionId}`);
  const rows = page.getByTestId("result-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Alva Ström");
  await expect(rows.nth(0)).toContainText("208.1");
  await screenshots(page, info, "public-live-before");
  await page.setViewportSize({ width: 390, height: 844 });

  // The desk enters Bea's corrected second series: she goes ahead on the page's next refresh.
  await score(entries[1] ?? "", [103.1, 105.4]);
  await expect(rows.nth(0)).toContainText("Bea Kvist", { timeout: 15_000 });
  await expect(rows.nth(0)).toContainText("208.5");

  // The phone loses its signal: the list stays as it was, no error in its place.
  await context.setOffline(true);
  await score(entries[0] ?? "", [104.2, 104.6]);
  await page.waitForTimeout(6_000); // more than one refresh
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Bea Kvist");
  await screenshots(page, info, "public-live-offline");
  await page.setViewportSize({ width: 390, height: 844 });

  // Back online: Alva's new score, at once on the next refresh.
  await context.setOffline(false);
  await expect(rows.nth(0)).toContainText("Alva Ström", { timeout: 15_000 });
  await expect(rows.nth(0)).toContainText("208.8");
  await screenshots(page, info, "public-live-after");
  expect(answers.every((s) => s === 200 || s === 304)).toBe(true);
  await context.close();
});
