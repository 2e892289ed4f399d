import type { Page } from "@playwright/test";
import { orionShotsWithProblems } from "./import-languages-files";
import { shotMarker } from "../../lib/imports/test-files";
import { expect, test } from "../fixtures";
import { athleteWithKey, ready, screenshots } from "./helpers";

// Issue 36 point 4 on the import page: the importer's notes, its unreadable lines and its refusals
// come from the API in English (it stays language-neutral); a German or Swedish reader sees them in
// their language. The page is found by its German and Swedish words only.

/** Signed in with the key through the API, so that nothing here depends on the sign-in page's words. */
async function signInByKey(page: Page, key: string) {
  const answer = await page.request.post("/api/session", { data: { apiKey: key } });
  expect(answer.status()).toBe(200);
}

async function importPage(page: Page, athleteId: string, lang: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/athletes/${athleteId}/journal/import`);
  await ready(page);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

// A ShotMarker log with a score that is not one and a stray line, beside the id it already cannot read.
const brokenLog = shotMarker.replace(",1:52.30 pm,,2,10,", ",1:52.30 pm,,2,eleven,").replace(",1:54.00 pm,,4,10,21,10.0", "stray text,1,2");

const ENGLISH = [
  "skipped",
  "is not a ring",
  "carry no zone",
  "could not be read either",
  "Shooter A",
  "which Rangebook cannot read",
  "nothing was imported",
];

async function expectNoEnglish(page: Page) {
  const text = await page.locator("main").innerText();
  expect(ENGLISH.filter((words) => text.includes(words))).toEqual([]);
}

test.describe("in German", () => {
  test.use({ locale: "de-DE", timezoneId: "Europe/Berlin" });

  test("a file's unreadable lines, its notes and a refused file are said in German on a phone", async ({ page, api, world }, info) => {
    const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Greta", "Einlesen");
    await signInByKey(page, key);
    await importPage(page, athleteId, "de");
    await expect(page.getByRole("heading", { name: "Einheiten importieren" })).toBeVisible();

    await page
      .getByLabel("Datei wählen")
      .setInputFiles({ name: "schussprotokoll.csv", mimeType: "text/csv", buffer: Buffer.from(brokenLog) });
    await expect(page.getByRole("heading", { name: "ShotMarker-Datei: 3 Einheiten" })).toBeVisible();
    await expect(
      page.getByText(/^Die Zeiten der Datei haben keine Zeitzone; sie wurden als (UTC|Ortszeit Europe\/Berlin) gelesen\.$/),
    ).toBeVisible();
    await page.getByText("3 Zeilen waren nicht lesbar").click();
    await expect(page.getByText("Zeile 8: score „eleven“ ist kein Ringwert 0 bis 10 oder X; übersprungen")).toBeVisible();
    await expect(
      page.getByText("Zeile 10: ist weder Kopf einer Schussfolge noch ihre Spaltennamen noch ein Schuss; übersprungen"),
    ).toBeVisible();
    await expect(page.getByText("Zeile 20: id „Q7Z“ ist keine Schusskennung (1, S1, R1, RS1); übersprungen")).toBeVisible();
    // The shooters the importer names itself are named in German; the file's own titles stay as written.
    await expect(page.getByRole("radio", { name: "Schütze A" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Prone 600 practice" })).toBeVisible();
    await expectNoEnglish(page);
    await screenshots(page, info, "import-german-lines");

    // An Orion export with a shot without a score, one out of range and a deleted one.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Andere Datei wählen" }).click();
    await page
      .getByLabel("Datei wählen")
      .setInputFiles({ name: "orion.json", mimeType: "application/json", buffer: Buffer.from(orionShotsWithProblems) });
    await expect(page.getByRole("heading", { name: "Scopos / Orion-Datei: 1 Einheit" })).toBeVisible();
    await expect(page.getByText("1 gelöschter oder simulierter Schuss weggelassen, da sie in keiner Summe zählen.")).toBeVisible();
    await page.getByText("2 Zeilen waren nicht lesbar").click();
    await expect(page.getByText("Zeile 2: Schuss 2 hat keinen Score; übersprungen")).toBeVisible();
    await expect(page.getByText("Zeile 3: Schuss 3: Score.I „12“ ist kein Ringwert 0 bis 10; übersprungen")).toBeVisible();
    await expectNoEnglish(page);

    // A file that is not text: refused with a problem the page says in German.
    await page.getByRole("button", { name: "Andere Datei wählen" }).click();
    await page.getByLabel("Datei wählen").setInputFiles({
      name: "ergebnis.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n"),
    });
    await expect(page.locator("main").getByRole("alert")).toContainText(
      "Diese Datei ist ein PDF-Dokument; Rangebook kann daraus keine Schüsse lesen.",
    );
    await expect(page.locator("main").getByRole("alert")).toContainText("nichts wurde importiert.");
    await expectNoEnglish(page);
    await screenshots(page, info, "import-german-refused");
  });
});

test.describe("in Swedish", () => {
  test.use({ locale: "sv-SE", timezoneId: "Europe/Stockholm" });

  test("a file's unreadable lines and notes are said in Swedish", async ({ page, api, world }, info) => {
    const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Sigrid", "Inläsning");
    await signInByKey(page, key);
    await importPage(page, athleteId, "sv");
    await page.locator('input[type="file"]').setInputFiles({ name: "skott.csv", mimeType: "text/csv", buffer: Buffer.from(brokenLog) });
    await expect(page.getByText(/^Filens tider saknar tidszon; de lästes som (UTC|tid i Europe\/Stockholm)\.$/)).toBeVisible();
    await page.getByText("3 rader kunde inte läsas").click();
    await expect(page.getByText("Rad 8: score ”eleven” är inget poängvärde 0 till 10 eller X; överhoppad")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Skytt A" })).toBeVisible();
    await expectNoEnglish(page);
    await screenshots(page, info, "import-swedish-lines");
  });
});
