import type { Page } from "@playwright/test";
import { created, expect, test } from "../fixtures";
import { athleteWithKey, ready } from "./helpers";

// The API answers in English (it stays language-neutral); a German reader sees its problems, and
// what waits in the outbox, in German. The page is found by field names, not by its English words.
test.use({ locale: "de-DE" });

/** Signed in with the key through the API, so that nothing here depends on the sign-in page's words. */
async function signInByKey(page: Page, key: string) {
  const answer = await page.request.post("/api/session", { data: { apiKey: key } });
  expect(answer.status()).toBe(200);
}

async function newEntry(page: Page, athleteId: string) {
  await page.goto(`/athletes/${athleteId}/journal/new`);
  await ready(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
}

test("a page carries the messages its form says, and the problems catalogue only once a problem shows", async ({ page, world, api }) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Gerda", "Katalog");
  await signInByKey(page, key);
  const html = await (await page.request.get(`/athletes/${athleteId}/journal/new`, { headers: { "accept-language": "de-DE" } })).text();
  // A message the form says after typing travels with the page; a problem's words do not.
  expect(html.includes("Bis zum Speichern auf diesem Gerät")).toBe(true);
  expect(html.includes("darf nicht in der Zukunft liegen")).toBe(false);
});

test("a field error the API answers shows in German, under its field", async ({ page, world, api }) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Greta", "Sprache");
  const event = created(
    await api.post(`/api/athletes/${athleteId}/calendar-events`, { title: "Landesmeisterschaft", startUtc: "2026-11-01" }),
  );
  await signInByKey(page, key);
  await newEntry(page, athleteId);

  const picker = page.locator('select[name="linkedCalendarEventId"]');
  // Calendar and competition, the last folded section: its fields are drawn once it is opened.
  await page.locator("form summary").last().click();
  await picker.selectOption({ label: "Landesmeisterschaft" });
  // Deleted elsewhere while the form was open: the API refuses the link with a 422 for that field.
  expect((await api.send("DELETE", `/api/athletes/${athleteId}/calendar-events/${String(event.id)}`)).status).toBe(204);

  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/athletes/${athleteId}/journal`));
  await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
  const answer = await answered;
  expect(answer.status()).toBe(422);
  expect(await answer.json()).toMatchObject({ "/linkedCalendarEventId": "no calendar event of this athlete has this id" });

  await expect(picker).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await picker.getAttribute("aria-describedby"))?.split(" ") ?? [];
  const message = page.locator(`[id="${describedBy.at(-1) ?? ""}"]`);
  await expect(message).toHaveText("kein Kalendertermin dieses Athleten hat diese ID");
});

test("a save with no connection says in German that it waits on the phone", async ({ page, context, world, api }) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Gustav", "Sprache");
  await signInByKey(page, key);
  await newEntry(page, athleteId);

  // Typed with signal: the first touch loads the form's validator, which is not cached without the worker.
  // The form hydrates in a boundary of its own, after the page's marker; a touch before that starts
  // nothing (CI once typed first, and the validator's chunks were then asked for without signal).
  await expect.poll(() => page.locator("form").evaluate((form) => Object.keys(form).some((k) => k.startsWith("__reactFiber")))).toBe(true);
  await page.locator('input[name="score"]').fill("98");
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(
    page.getByRole("status").filter({ hasText: "Auf diesem Handy gespeichert; wird gesendet, sobald du Empfang hast." }),
  ).toBeVisible();
  await expect(page.getByTestId("outbox-count")).toHaveText("1 wartet auf Versand");

  await context.setOffline(false);
  await expect(page.getByTestId("outbox-count")).toHaveCount(0);
  const saved = (await api.get(`/api/athletes/${athleteId}/journal`)).body.items as Array<Record<string, unknown>>;
  expect(saved.map((entry) => entry.score)).toEqual([98]);
});
