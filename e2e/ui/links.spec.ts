import type { Request } from "@playwright/test";
import { created, expect, test } from "../fixtures";
import { athleteWithKey, signIn, visit } from "./helpers";

// A page asks the server for another page only when the person reaches for its link (decision 025):
// the journal's sessions are not each fetched as they scroll into view.
const isPageFetch = (request: Request) => request.headers()["rsc"] === "1" || new URL(request.url()).searchParams.has("_rsc");

test("the journal fetches a session's page when its link is reached for, not before", async ({ page, api, world }) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Lena", "Links");
  const ids: string[] = [];
  for (const day of ["2026-11-18", "2026-11-19", "2026-11-20"]) {
    ids.push(String(created(await api.post(`/api/athletes/${athleteId}/journal`, { sessionDate: `${day}T09:00:00Z`, score: 580 })).id));
  }
  await signIn(page, key);
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (isPageFetch(request)) fetched.push(new URL(request.url()).pathname);
  });

  await test.step("the journal opens and fetches no other page", async () => {
    await visit(page, `/athletes/${athleteId}/journal`);
    await expect(page.getByRole("link", { name: /20, 2026/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
  });

  await test.step("pointing at a session fetches that session's page, and the tap opens it", async () => {
    const link = page.getByRole("link", { name: /20, 2026/ });
    await link.hover();
    await expect.poll(() => fetched).toContain(`/athletes/${athleteId}/journal/${ids[2]}`);
    expect(fetched.every((path) => path === `/athletes/${athleteId}/journal/${ids[2]}`)).toBe(true);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/journal/${ids[2]}$`));
  });
});
