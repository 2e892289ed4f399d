import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { created, expect, test } from "../fixtures";
import { screenshots, signIn, visit } from "./helpers";

// The desk pages in the reader's language: staff whose browser speaks German, a competition admin
// whose browser speaks Swedish. The sign-in itself happens in English (its words are not these
// pages'), then the language cookie goes and the browser's Accept-Language decides.
async function deskIn(browser: Browser, locale: string, key: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.RANGEBOOK_BASE_URL, locale });
  const base = new URL(process.env.RANGEBOOK_BASE_URL ?? "http://localhost:3000");
  await context.addCookies([{ name: "rangebook.language", value: "en", domain: base.hostname, path: "/" }]);
  const page = await context.newPage();
  await signIn(page, key);
  await context.clearCookies({ name: "rangebook.language" });
  return page;
}

test("staff read the people page and their organization in German", async ({ browser, world }, info) => {
  const page = await deskIn(browser, "de-DE", world.keys.staff);

  await visit(page, `/organizations/${world.organizationId}/people`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/^Personen/);
  await expect(page.getByRole("heading", { name: "Personen", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Jemanden einladen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mitglieder" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Schützenakten" })).toBeVisible();
  await expect(page.getByLabel("Rolle", { exact: true })).toContainText("Trainer");
  await expect(page.getByRole("button", { name: "Einladung senden" })).toBeVisible();
  // A record's facts in German: the gender code's label comes from the page, not the API.
  await expect(page.getByText(/Männlich/).first()).toBeVisible();
  await screenshots(page, info, "people-de");

  await visit(page, `/organizations/${world.organizationId}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Adressen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "News-Autoren" })).toBeVisible();
  await page.getByRole("button", { name: "Adresse hinzufügen" }).click();
  await expect(page.getByLabel("Adresszeile 1")).toBeVisible();
  await expect(page.getByLabel("Land", { exact: true })).toContainText("Schweden");
  await expect(page.getByLabel("Adressart")).toContainText("Standort (Schießstand oder Vereinsheim)");
  await screenshots(page, info, "organization-de");
  await page.context().close();
});

test("a competition admin reads the classifications and their entrants in Swedish", async ({ browser, world, api }, info) => {
  const tag = randomUUID().slice(0, 6);
  const competitionId = String(
    created(
      await api.post("/api/competitions", { organizationId: world.organizationId, name: `Språk Cup ${tag}`, startDate: "2026-12-12" }),
    ).id,
  );
  for (const [firstName, dateOfBirth, gender] of [
    ["Ava", "2010-03-01", 2],
    ["Ben", "1990-05-05", 1],
  ] as const) {
    const athleteId = String(
      created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName, lastName: "Språk", dateOfBirth, gender }))
        .id,
    );
    created(await api.post(`/api/competitions/${competitionId}/entries`, { athleteId }));
  }
  created(
    await api.post(`/api/competitions/${competitionId}/classifications`, {
      name: "U21 Women",
      type: 2,
      displayOrder: 10,
      rules: [
        { ruleType: 0, fieldName: "gender", operator: 0, value: "2" },
        { ruleType: 0, fieldName: "age", operator: 6, value: "12", secondaryValue: "20" },
      ],
    }),
  );

  const page = await deskIn(browser, "sv-SE", world.keys.competitionAdmin);
  await visit(page, `/competitions/${competitionId}/classifications`);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page).toHaveTitle(/^Klasser/);
  await expect(page.getByRole("heading", { name: "Klasser", level: 2 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ny klass" })).toBeVisible();
  // The rule fields and operators in Swedish, by code: the API's labels are English.
  await expect(page.getByText("Kön lika med Kvinna; Ålder vid tävlingsstart mellan 12 och 20")).toBeVisible();
  await expect(page.getByText(/Könsklass · 1 tilldelade/)).toBeVisible();

  await page.getByText(/^Vilka finns i U21 Women/).click();
  const ava = page.getByRole("listitem").filter({ hasText: "Ava Språk" }).last();
  await expect(ava).toContainText("Kön Kvinna");
  await expect(ava).toContainText("Ålder vid tävlingsstart");
  await expect(ava.getByRole("button", { name: "Håll Ava Språk utanför U21 Women" })).toBeVisible();
  await expect(page.getByLabel("Fäst en deltagare i U21 Women")).toBeVisible();
  await screenshots(page, info, "classifications-sv");

  await page.getByRole("button", { name: "Redigera U21 Women" }).click();
  await expect(page.getByRole("heading", { name: "Redigera U21 Women" })).toBeVisible();
  await expect(page.getByLabel("Fält").first()).toContainText("Ålder vid tävlingsstart");
  await expect(page.getByLabel("Jämförelse").nth(1)).toContainText("Mellan (inklusive)");
  await expect(page.getByRole("heading", { name: "Förhandsvisning" })).toBeVisible();
  await expect(page.getByText("1 av 2 anmälningar skulle kvala in.")).toBeVisible();
  await page.context().close();
});
