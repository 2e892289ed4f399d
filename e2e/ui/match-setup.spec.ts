// Match setup on pages (issue 37 points 1-2): a competition admin creates a competition with two
// courses of fire, enters athletes one by one and from a CSV (previewed with its conflicts first),
// marks a DNS; an athlete registers for a course and withdraws. At a desk (1280 px) and on a phone
// (390 px), with screenshots of each page.
import { randomUUID } from "node:crypto";
import { type Body, created, expect, test } from "../fixtures";
import { expectAccessible, screenshots, signIn, visit } from "./helpers";

const widths = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

for (const [label, viewport] of widths) {
  test(`a competition admin sets up a match and an athlete registers and withdraws (${label})`, async ({
    page,
    browser,
    world,
    api,
  }, info) => {
    const tag = randomUUID().slice(0, 6);
    created(await api.post("/api/courses-of-fire", { name: `Air Pistol ${tag}`, code: `AP-${tag}`, maxScore: 600 }));
    const rifleLabel = `10m Air Rifle, 60 shots (${world.courseOfFireCode})`;
    const pistolLabel = `Air Pistol ${tag} (AP-${tag})`;
    const emma = (await api.get(`/api/athletes/${world.athleteId}`)).body;
    const marcus = (await api.get(`/api/athletes/${world.teammateId}`)).body;
    const jonas = (await api.get(`/api/athletes/${world.outsiderId}`)).body;
    const name = `Spring Open ${tag}`;

    await page.setViewportSize(viewport);
    await signIn(page, world.keys.competitionAdmin);

    await test.step("creates the competition with two courses of fire, open to other clubs", async () => {
      await visit(page, "/competitions");
      await page.getByRole("button", { name: "New competition" }).click();
      const form = page.getByRole("form", { name: "New competition" });
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("First day").fill("2027-05-01");
      await form.getByLabel(rifleLabel).check();
      await form.getByLabel(pistolLabel).check();
      await form.getByLabel("Open to athletes of other clubs").check();
      await form.getByRole("button", { name: "Create competition" }).click();
      await expect(page.getByText(`Created “${name}”.`, { exact: false })).toBeVisible();
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText(rifleLabel)).toBeVisible();
      await expect(page.getByText(pistolLabel)).toBeVisible();
      await expect(page.getByText("Open to other clubs")).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, info, `overview-${label}`);
      await page.setViewportSize(viewport);
    });
    const competitionId = page.url().split("/").pop() ?? "";

    await test.step("enters two athletes one by one, found by name", async () => {
      await page.getByRole("link", { name: "Entries", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Entries: ${name}` })).toBeVisible();
      await expect(page.getByText("No entries yet.")).toBeVisible();
      const add = page.getByRole("form", { name: "Add an athlete" });
      for (const [athlete, bib] of [
        [emma, "101"],
        [marcus, "102"],
      ] as const) {
        await add.getByLabel("Athlete", { exact: true }).fill(String(athlete.lastName));
        await add.getByRole("button", { name: new RegExp(`${String(athlete.firstName)} ${String(athlete.lastName)}`) }).click();
        await add.getByLabel("Course").selectOption({ label: world.courseOfFireCode });
        await add.getByLabel("Start number").fill(bib);
        await add.getByRole("button", { name: "Add entry" }).click();
        await expect(page.getByText(`${String(athlete.firstName)} ${String(athlete.lastName)} is entered.`)).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: "2 entries" })).toBeVisible();
    });

    await test.step("imports a CSV: the preview shows the conflicts, then the ready row is entered", async () => {
      const csv = [
        "athlete,club,course,bib",
        `${String(jonas.firstName)} ${String(jonas.lastName)},,AP-${tag},201`,
        `Nobody Known,,AP-${tag},202`,
        `${String(emma.firstName)} ${String(emma.lastName)},,${world.courseOfFireCode},203`,
      ].join("\n");
      await page.getByLabel("Or paste the CSV").fill(csv);
      await page.getByRole("button", { name: "Preview" }).click();
      await expect(page.getByText("3 rows: 1 ready, 2 with conflicts (not entered).")).toBeVisible();
      await expect(page.getByText(/Unknown athlete/)).toBeVisible();
      await expect(page.getByText(/Already entered/)).toBeVisible();
      await expect((await api.get(`/api/competitions/${competitionId}/entries`)).body.items).toHaveLength(2);
      await screenshots(page, info, `import-preview-${label}`);
      await page.setViewportSize(viewport);
      await page.getByRole("button", { name: "Enter the ready rows: 1" }).click();
      await expect(page.getByText("1 entry made; 2 left out.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "3 entries" })).toBeVisible();
    });

    await test.step("marks Marcus DNS", async () => {
      const marcusName = `${String(marcus.firstName)} ${String(marcus.lastName)}`;
      await page.getByLabel(`Status of ${marcusName}`).selectOption({ label: "DNS (did not start)" });
      await expect(page.getByText(`${marcusName}: status DNS (did not start).`)).toBeVisible();
      const items = (await api.get(`/api/competitions/${competitionId}/entries`)).body.items as Body[];
      expect(items.find((e) => e.athleteId === world.teammateId)).toMatchObject({ status: "dns", bib: "102" });
      await expectAccessible(page);
      await screenshots(page, info, `entries-${label}`);
    });

    await test.step("the athlete registers for the pistol and withdraws", async () => {
      const context = await browser.newContext({ viewport });
      const athletePage = await context.newPage();
      await signIn(athletePage, world.keys.athlete);
      await visit(athletePage, `/competitions/${competitionId}`);
      await expect(athletePage.getByText("You are entered.")).toBeVisible();
      await athletePage.getByRole("button", { name: `Register for ${pistolLabel}` }).click();
      await expect(athletePage.getByText(`You are entered for ${pistolLabel}.`)).toBeVisible();
      await screenshots(athletePage, info, `athlete-${label}`);
      await athletePage.setViewportSize(viewport);
      await athletePage.getByRole("button", { name: `Withdraw from ${pistolLabel}` }).click();
      await expect(athletePage.getByText(`You withdrew from ${pistolLabel}.`)).toBeVisible();
      await expect(athletePage.getByRole("button", { name: `Register for ${pistolLabel}` })).toBeVisible();
      await context.close();
    });
  });
}
