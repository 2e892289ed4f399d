// The accounts library's refusals and the account settings in the person's language (issue 36):
// a German browser hears a wrong password, a wrong current password and a spent reset link in
// German, and signs another device out with "Abmelden".
import { randomUUID } from "node:crypto";
import { expect, test } from "../fixtures";
import { signIn, signUp } from "../support/people";
import { ready, screenshots, visit } from "./helpers";

test.use({ locale: "de-DE" });

test("a German browser hears the accounts library's refusals in German, and signs another device out", async ({ page }, info) => {
  const person = await signUp("Gerd Gewehr", `gerd-${randomUUID().slice(0, 8)}@people.test`);
  await visit(page, "/sign-in");
  await page.getByLabel("E-Mail", { exact: true }).fill(person.email);
  await page.getByLabel("Passwort", { exact: true }).fill("nicht das richtige");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByText("E-Mail-Adresse und Passwort passen zu keinem Konto.")).toBeVisible();
  await page.getByLabel("Passwort", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));

  // Two more devices (the confirmed sign-up's, and one more), to sign out from here.
  expect((await signIn(person.email, person.password)).status).toBe(200);
  await visit(page, "/settings");
  const password = page.getByRole("region", { name: "Passwort" });
  await password.getByLabel("Aktuelles Passwort").fill("auch nicht richtig");
  await password.getByLabel("Neues Passwort", { exact: true }).fill("ein langes neues Passwort");
  await password.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(password.getByText("Das ist nicht dein aktuelles Passwort.")).toBeVisible();

  const sessions = page.getByRole("region", { name: "Wo du angemeldet bist" });
  await expect(sessions.getByRole("listitem")).toHaveCount(3);
  await expect(sessions.getByRole("listitem").filter({ hasText: "Dieses Gerät" })).toContainText(/Seit \d{1,2}\.\d{2}\.\d{4}/);
  await sessions.getByRole("button", { name: "Abmelden", exact: true }).first().click();
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await sessions.getByRole("button", { name: "Überall sonst abmelden" }).click();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("button", { name: "Überall sonst abmelden" })).toBeDisabled();
  await expect(page.getByRole("main")).not.toContainText(/Sign out|Password|Invalid/);
  await screenshots(page, info, "settings-de");

  // A reset link that is no good any more.
  await visit(page, "/reset-password?token=verbraucht");
  await page.getByLabel("Neues Passwort", { exact: true }).fill("ein langes neues Passwort");
  await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await expect(page.getByText("Dieser Link ist abgelaufen oder wurde schon benutzt. Fordere einen neuen an.")).toBeVisible();
  await ready(page);
});
