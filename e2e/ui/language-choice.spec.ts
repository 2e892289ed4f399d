// The person's language (issue 36): chosen in the settings, the page speaks it at once, the server
// renders it from then on (no flash of English), and signed out the pages follow the browser again.
import { randomUUID } from "node:crypto";
import { expect, test } from "../fixtures";
import { baseUrl, signUp } from "../support/people";
import { ready, visit } from "./helpers";

test.use({ locale: "sv-SE" });

test("a person chooses Deutsch: the page is German at once and stays so; signed out, the browser's Swedish again", async ({
  page,
  context,
}) => {
  const person = await signUp("Sofia Stående", `sofia-${randomUUID().slice(0, 8)}@people.test`);
  const split = person.cookie.indexOf("=");
  await context.addCookies([{ name: person.cookie.slice(0, split), value: person.cookie.slice(split + 1), url: baseUrl() }]);

  await visit(page, "/settings");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { name: "Kontoinställningar" })).toBeVisible();
  const choice = page.getByLabel("Språk för sidor och e-post");
  await expect(choice).toHaveValue("");
  await expect(choice.locator("option")).toHaveText(["Som min webbläsare", "English", "Deutsch", "Svenska"]);
  await choice.selectOption("de");
  await page.getByRole("button", { name: "Spara språk" }).click();

  await expect(page.getByRole("heading", { name: "Kontoeinstellungen" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByLabel("Sprache für Seiten und E-Mails")).toHaveValue("de");

  await page.reload();
  await ready(page);
  await expect(page.getByRole("heading", { name: "Kontoeinstellungen" })).toBeVisible();
  // The server's own HTML is German: nothing English shows before the scripts run.
  const html = await (await page.request.get("/settings")).text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain("Kontoeinstellungen");

  const out = await page.request.delete("/api/session", { headers: { origin: baseUrl() } });
  expect(out.status()).toBe(204);
  await visit(page, "/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { name: "Logga in på Rangebook" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logga in", exact: true })).toBeVisible();
});
