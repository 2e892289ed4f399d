import { randomUUID } from "node:crypto";
import { created, expect, test } from "../fixtures";
import { expectAccessible, screenshots, signIn, visit } from "./helpers";

test("the API reference: grouped by tag, each operation and schema opened on demand, usable on a phone", async ({ page }, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/docs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Closed, an operation is its method, path and summary: the page stays short and light.
  const size = await page.evaluate(() => ({ nodes: document.querySelectorAll("*").length, height: document.documentElement.scrollHeight }));
  expect(size.nodes).toBeLessThan(2_500);
  expect(size.height).toBeLessThan(25_000);
  const operation = page.locator("#createJournalEntry");
  await expect(operation.getByText("Responses")).toHaveCount(0);
  await operation.getByText("Create a journal entry").click();
  await expect(operation.getByRole("heading", { name: "Responses" })).toBeVisible();
  // A link to a schema opens it.
  await operation.getByRole("link", { name: "JournalEntry", exact: true }).first().click();
  await expect(page.locator("#schema-JournalEntry").getByRole("table")).toBeVisible();
  // On a phone a path wraps only after a slash, never inside a segment, and the page never scrolls
  // sideways: a wide field table scrolls in its own box.
  const brokenSegments = await page.evaluate(() =>
    [...document.querySelectorAll("h3 code")].flatMap((code) => {
      // The line each character sits on, across the text nodes the path is drawn with.
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const chars: Array<{ char: string; line: number }> = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ char: text.charAt(i), line: Math.round(range.getBoundingClientRect().top) });
        }
      }
      const path = chars.map((c) => c.char).join("");
      return chars.flatMap((c, i) => {
        const previous = chars[i - 1];
        return previous && previous.line !== c.line && previous.char !== "/" ? [`${path} breaks before ${path.slice(i, i + 12)}`] : [];
      });
    }),
  );
  expect(brokenSegments).toEqual([]);
  const fields = page.locator("#schema-JournalEntry").getByRole("region", { name: "Fields" });
  expect(await fields.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  const beyond = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) if (getComputedStyle(up).overflowX !== "visible") return true;
      return false;
    };
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? "").slice(0, 60)}`)
      .slice(0, 5);
  });
  expect(beyond).toEqual([]);
  await expectAccessible(page);
  await screenshots(page, info, "docs");
});

test("the competitions list: accessible at phone and desktop width", async ({ page, world, api }, info) => {
  created(
    await api.post("/api/competitions", {
      organizationId: world.organizationId,
      name: "Listed Cup",
      startDate: "2027-02-06",
      discipline: "Air Pistol",
    }),
  );
  await signIn(page, world.keys.competitionAdmin);
  await page.getByRole("link", { name: "Competitions and classifications" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Listed Cup" })).toContainText("Air Pistol");
  await expect(page.getByRole("listitem").filter({ hasText: "Other Open" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, info, "competitions");
});

test("keyboard only: sign in, reach a competition's classifications, open one for editing", async ({ page, world, api }) => {
  const competitionId = String(
    created(await api.post("/api/competitions", { organizationId: world.organizationId, name: "Keyboard Cup", startDate: "2027-03-06" }))
      .id,
  );
  created(await api.post(`/api/competitions/${competitionId}/classifications`, { name: "Keyboard Open", type: 4 }));
  await visit(page, "/sign-in");
  const more = page.getByText("Sign in with an API key instead");
  for (let i = 0; i < 20 && !(await more.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
  await expect(more).toBeFocused();
  await page.keyboard.press("Enter");
  const key = page.getByLabel("API key");
  for (let i = 0; i < 10 && !(await key.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
  await expect(key).toBeFocused();
  await page.keyboard.type(world.keys.competitionAdmin);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await visit(page, `/competitions/${competitionId}/classifications`);
  const edit = page.getByRole("button", { name: "Edit Keyboard Open" });
  for (let i = 0; i < 20 && !(await edit.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
  await expect(edit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Edit Keyboard Open" }).getByLabel("Name")).toHaveValue("Keyboard Open");
});

test("error and empty states say what happened", async ({ page, world }, info) => {
  await signIn(page, world.keys.competitionAdmin);

  await visit(page, `/competitions/${randomUUID()}/classifications`);
  await expect(page.getByRole("alert").filter({ hasText: /^Competition [0-9a-f-]+ does not exist\.$/ })).toBeVisible();
  await expectAccessible(page);

  await visit(page, `/competitions/${world.otherCompetitionId}/classifications`);
  await expect(page.getByRole("alert").filter({ hasText: /may not/i })).toBeVisible();

  await visit(page, `/competitions/${world.competitionId}/classifications`);
  await expect(page.getByRole("heading", { name: /^Winter Open/ })).toBeVisible();
  await expect(page.getByText(/No classifications yet|assigned/).first()).toBeVisible();
  await screenshots(page, info, "classifications-list");
});

test("every page has a favicon and a web app manifest a phone can install from", async ({ page, request }) => {
  await page.goto("/sign-in");
  const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
  expect(icon).toMatch(/^\/icon\.svg/);
  expect((await request.get(String(icon))).headers()["content-type"]).toContain("image/svg+xml");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await request.get(String(manifestHref));
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ name: "Rangebook", start_url: "/", display: "standalone", icons: [{ src: "/icon.svg" }] });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#075985");
});
