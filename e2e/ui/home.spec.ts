import { created, expect, test } from "../fixtures";
import { athleteWithKey, signIn } from "./helpers";

// The home page on a phone: each recent session reads as one row, its date and score each on one line.
test.use({ viewport: { width: 390, height: 844 }, locale: "en-US" });

test("a recent session on the home page keeps its date and its score on one line each at 390 px", async ({ page, api, world }) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Hanna", "Home");
  created(
    await api.post(`/api/athletes/${athleteId}/journal`, {
      sessionDate: "2026-11-20T09:00:00Z",
      discipline: "Air Rifle",
      sessionType: "Match simulation",
      score: 609.3,
      maxScore: 654,
    }),
  );
  await signIn(page, key);
  const recent = page.getByRole("heading", { name: "Recent sessions" }).locator("..").getByRole("listitem").first();
  await expect(recent).toContainText("Air Rifle · Match simulation");
  // An inline element broken across lines has one box per line.
  const lines = (text: string | RegExp) => recent.getByText(text).evaluate((element) => element.getClientRects().length);
  expect(await lines(/Nov 20/)).toBe(1);
  expect(await lines("609.3 / 654")).toBe(1);
});
