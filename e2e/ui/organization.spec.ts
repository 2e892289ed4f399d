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
  await page.getByLabel("Country").selectOption({ label: "Canada" });
  await expect(page.getByLabel("Province or territory").locator("option")).toHaveCount(14);
  await page.getByLabel("Country").selectOption({ label: "United States of America" });
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
  await expect(card).toContainText("Colorado Springs, Colorado, 80909");
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
  await expectAccessible(page);
  await screenshots(page, info, "organization");
});
