import { created, expect, test } from "../fixtures";
import { expectAccessible, screenshots, signIn } from "./helpers";

test("staff keep their organization's addresses and news authors", async ({ page, world, api }, info) => {
  const author = created(
    await api.post(`/api/organizations/${world.organizationId}/news/authors`, { displayName: "Dana Whitfield", bio: "Head coach." }),
  );
  await signIn(page, world.keys.staff);
  await page.getByRole("link", { name: /addresses and news authors/ }).click();
  await expect(page.getByRole("heading", { name: /^Home club/ })).toBeVisible();

  await page.getByRole("button", { name: "Add address" }).click();
  await page.getByLabel("Address line 1").fill("4100 Range Road");
  await page.getByLabel("City").fill("Colorado Springs");
  // The country list is searchable, and what is typed chooses the country it finds; its name is the
  // one every page shows ("United States of America", as the classification rules say it too).
  await page.getByLabel("Find a country").fill("cana");
  await expect(page.getByLabel("Country", { exact: true })).toHaveValue("124");
  await expect(page.getByLabel("Country", { exact: true }).locator("option")).toHaveText(["Canada"]);
  await expect(page.getByLabel("Province or territory").locator("option")).toHaveCount(14);
  await page.getByLabel("Find a country").fill("swed");
  await expect(page.getByLabel("Country", { exact: true })).toHaveValue("752");
  await page.getByLabel("Find a country").fill("");
  await page.getByLabel("Country", { exact: true }).selectOption({ label: "Sweden" });
  // Sweden has no states: none is asked for.
  await expect(page.getByLabel("State")).toHaveCount(0);
  await expect(page.getByLabel("Province or territory")).toHaveCount(0);
  await page.getByLabel("Country", { exact: true }).selectOption({ label: "United States of America" });
  await page.getByLabel("State").selectOption({ label: "Colorado" });
  await page.getByLabel("Postal code").fill("8090");
  await page.getByLabel("Address type").selectOption({ label: "Physical (range or club house)" });
  await page.getByRole("button", { name: "Add address" }).last().click();
  await expect(page.getByText("must be a postal code such as 12345 or 12345-6789")).toBeVisible();
  await expect(page.getByLabel("Postal code")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await page.getByLabel("Postal code").fill("80909");
  await page.getByRole("button", { name: "Add address" }).last().click();
  const card = page.getByRole("listitem").filter({ hasText: "4100 Range Road" });
  // A US state as USPS prints it.
  await expect(card).toContainText("Colorado Springs, CO 80909");
  await expect(card).toContainText("United States of America");
  await expect(card).toContainText("Physical (range or club house)");

  await card.getByRole("button", { name: "Edit 4100 Range Road" }).click();
  await page.getByLabel("Address line 2").fill("Building B");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Building B" })).toBeVisible();

  const authorCard = page.getByRole("listitem").filter({ hasText: "Dana Whitfield" });
  await authorCard.getByRole("button", { name: "Edit Dana Whitfield" }).click();
  await page.getByLabel("Bio").fill("Head coach and match director.");
  // Someone else saves first: this edit must be refused, not overwrite theirs.
  await api.put(`/api/organizations/${world.organizationId}/news/authors/${author.id}`, {
    displayName: "Dana W.",
    bio: "Changed elsewhere.",
  });
  await page.getByRole("button", { name: "Save author" }).click();
  await expect(page.getByText(/Someone else changed this while you were editing/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Changed elsewhere.")).toBeVisible();
  await page.getByRole("listitem").filter({ hasText: "Dana W." }).getByRole("button", { name: "Edit Dana W." }).click();
  await page.getByLabel("Display name").fill("");
  await page.getByRole("button", { name: "Save author" }).click();
  await expect(page.getByText("must not be empty")).toBeVisible();
  await page.getByLabel("Display name").fill("Dana Whitfield");
  await page.getByLabel("Bio").fill("Head coach and match director.");
  await page.getByRole("button", { name: "Save author" }).click();
  await expect(page.getByText("Head coach and match director.")).toBeVisible();

  // Add an author with an avatar; the page shows it.
  await page.getByRole("button", { name: "Add news author" }).click();
  const newAuthor = page.getByRole("form", { name: "New news author" });
  await newAuthor.getByLabel("Display name").fill("Kim Lee");
  await newAuthor.getByLabel("Avatar address").fill("not a link");
  await newAuthor.getByRole("button", { name: "Add author" }).click();
  await expect(newAuthor.getByLabel("Avatar address")).toHaveAttribute("aria-invalid", "true");
  await newAuthor.getByLabel("Avatar address").fill(`${process.env.RANGEBOOK_BASE_URL}/icon.svg`);
  await newAuthor.getByRole("button", { name: "Add author" }).click();
  const kim = page.getByRole("listitem").filter({ hasText: "Kim Lee" });
  await expect(kim.locator("img")).toHaveJSProperty("complete", true);
  expect(await kim.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
  await screenshots(page, info, "organization");

  // Removing asks, hides the author with an undo, and deletes only when the undo has passed.
  const authors = `/api/organizations/${world.organizationId}/news/authors`;
  const names = async () => ((await api.get(authors)).body.items as Array<{ displayName: string }>).map((a) => a.displayName);
  await kim.getByRole("button", { name: "Remove Kim Lee" }).click();
  await page.getByRole("alertdialog", { name: "Remove Kim Lee?" }).getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Kim Lee" })).toHaveCount(0);
  await page.getByRole("status").filter({ hasText: "Kim Lee deleted" }).getByRole("button", { name: "Undo" }).click();
  await expect(kim).toBeVisible();
  expect(await names()).toContain("Kim Lee");
  await kim.getByRole("button", { name: "Remove Kim Lee" }).click();
  await page.getByRole("alertdialog", { name: "Remove Kim Lee?" }).getByRole("button", { name: "Remove", exact: true }).click();
  await expect.poll(names, { timeout: 20_000 }).not.toContain("Kim Lee");
  await expect(page.getByRole("listitem").filter({ hasText: "Kim Lee" })).toHaveCount(0);

  // An address too: asked first, undone, then deleted.
  const addresses = `/api/organizations/${world.organizationId}/addresses`;
  const lines = async () => ((await api.get(addresses)).body.items as Array<{ addressLine1: string }>).map((a) => a.addressLine1);
  await page.getByRole("button", { name: "Delete 4100 Range Road" }).click();
  await page.getByRole("alertdialog", { name: "Delete 4100 Range Road?" }).getByRole("button", { name: "Keep it" }).click();
  await page.getByRole("button", { name: "Delete 4100 Range Road" }).click();
  await page.getByRole("alertdialog", { name: "Delete 4100 Range Road?" }).getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("button", { name: "Edit 4100 Range Road" })).toHaveCount(0);
  await page.getByRole("status").filter({ hasText: "4100 Range Road deleted" }).getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("button", { name: "Edit 4100 Range Road" })).toBeVisible();
  await page.getByRole("button", { name: "Delete 4100 Range Road" }).click();
  await page.getByRole("alertdialog", { name: "Delete 4100 Range Road?" }).getByRole("button", { name: "Delete", exact: true }).click();
  await expect.poll(lines, { timeout: 20_000 }).not.toContain("4100 Range Road");
});
