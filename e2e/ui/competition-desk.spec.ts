import { randomUUID } from "node:crypto";
import { type Body, created, expect, test } from "../fixtures";
import { expectAccessible, screenshots, signIn, visit } from "./helpers";

// Each role's day at a desk (1280 px) and on a phone (390 px).
const widths = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

for (const [label, viewport] of widths) {
  test(`a competition admin adds a class an earlier one shadows and reads why, reorders after a preview, pins with a question and undoes (${label})`, async ({
    page,
    world,
    api,
  }, info) => {
    const tag = randomUUID().slice(0, 6);
    const competitionId = String(
      created(
        await api.post("/api/competitions", { organizationId: world.organizationId, name: `Desk Cup ${tag}`, startDate: "2026-12-12" }),
      ).id,
    );
    for (const [firstName, dateOfBirth, gender] of [
      ["Ava", "2010-03-01", 2],
      ["Ben", "1990-05-05", 1],
      ["Cleo", "2007-01-20", 2],
    ] as const) {
      const athleteId = String(
        created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName, lastName: "Desk", dateOfBirth, gender }))
          .id,
      );
      created(await api.post(`/api/competitions/${competitionId}/entries`, { athleteId }));
    }
    const base = `/api/competitions/${competitionId}/classifications`;
    const women = { ruleType: 0, fieldName: "gender", operator: 0, value: "2" };
    created(
      await api.post(base, {
        name: "U21 Women",
        type: 2,
        displayOrder: 10,
        rules: [women, { ruleType: 0, fieldName: "age", operator: 4, value: "21" }],
      }),
    );
    created(
      await api.post(base, {
        name: "Men",
        type: 2,
        displayOrder: 20,
        rules: [{ ruleType: 0, fieldName: "gender", operator: 0, value: "1" }],
      }),
    );

    await page.setViewportSize(viewport);
    await signIn(page, world.keys.competitionAdmin);
    await visit(page, `/competitions/${competitionId}/classifications`);
    const list = page.getByRole("region", { name: "Classifications" }).getByRole("list").first().locator(":scope > li");
    const junior = list.filter({ has: page.getByText("Junior Women", { exact: true }) });

    await test.step("a new class for women under 18, listed last, says before and after its save that it takes no one, and why", async () => {
      await page.getByRole("button", { name: "New classification" }).click();
      const editor = page.getByRole("region", { name: "New classification" });
      await editor.getByLabel("Name").fill("Junior Women");
      await editor.getByLabel("Type").selectOption({ label: "Gender category" });
      await editor.getByRole("button", { name: "Add rule" }).click();
      const rule1 = editor.getByRole("group", { name: "Rule 1" });
      await rule1.getByLabel("Field", { exact: true }).selectOption({ label: "Gender" });
      await rule1.getByLabel("Value", { exact: true }).selectOption({ label: "Female" });
      await editor.getByRole("button", { name: "Add rule" }).click();
      const rule2 = editor.getByRole("group", { name: "Rule 2" });
      await rule2.getByLabel("Field", { exact: true }).selectOption({ label: "Age at competition start" });
      await rule2.getByLabel("Operator").selectOption({ label: "Less than" });
      await rule2.getByLabel("Value", { exact: true }).fill("18");
      await expect(editor.getByRole("status").filter({ hasText: "Saving" })).toContainText(
        "Will take no one: every athlete it matches would be in U21 Women, which comes first among the gender category classifications.",
      );
      await editor.getByRole("button", { name: "Save classification" }).click();
      // The answer to the save is where the person is, not at the top of the page.
      const answer = page.getByText("Saved “Junior Women”. 0 entries are now assigned to it.");
      await expect(answer).toBeInViewport();
      await page.getByRole("region", { name: "Edit Junior Women" }).getByRole("button", { name: "Close" }).click();
      await expect(junior).toContainText(
        "Takes no one: every athlete it matches is already in U21 Women, which comes first among the gender category classifications.",
      );
      await expectAccessible(page);
      await screenshots(page, info, `desk-shadowed-${label}`);
      await page.setViewportSize(viewport);
    });

    await test.step("up past Men moves no one; up past U21 Women moves Ava, and the page says so before anything is saved", async () => {
      await page.getByRole("button", { name: "Move Junior Women up" }).click();
      const first = page.getByRole("alertdialog", { name: "Move Junior Women above Men?" });
      await expect(first).toContainText("The new order moves no one.");
      await first.getByRole("button", { name: "Apply the new order" }).click();
      await expect(page.getByText("Moved Junior Women above Men.")).toBeInViewport();
      await page.getByRole("button", { name: "Move Junior Women up" }).click();
      const second = page.getByRole("alertdialog", { name: "Move Junior Women above U21 Women?" });
      await expect(second).toContainText("The new order: 1 athlete joins Junior Women, 1 athlete leaves U21 Women.");
      await expect(second).toContainText("Leaving U21 Women: Ava Desk");
      await expect(second).toBeInViewport();
      await screenshots(page, info, `desk-reorder-preview-${label}`);
      await page.setViewportSize(viewport);
      const names = async () => ((await api.get(base)).body.items as Array<{ name: string }>).map((c) => c.name);
      expect(await names()).toEqual(["U21 Women", "Junior Women", "Men"]);
      await second.getByRole("button", { name: "Apply the new order" }).click();
      await expect(
        page.getByText("Moved Junior Women above U21 Women: 1 athlete joins Junior Women, 1 athlete leaves U21 Women."),
      ).toBeInViewport();
      expect(await names()).toEqual(["Junior Women", "U21 Women", "Men"]);
      await expect(junior).not.toContainText("Takes no one");
    });

    await test.step("pinning Cleo to Men asks first, names both, says who did it and when, and can be undone", async () => {
      const men = list.filter({ has: page.getByText("Men", { exact: true }) });
      await men.getByText("Who is in Men (1)").click();
      await men.getByLabel("Pin an entrant to Men").selectOption({ label: "Cleo Desk" });
      await men.getByRole("button", { name: "Pin…", exact: true }).click();
      const question = men.getByRole("alertdialog", { name: "Pin Cleo Desk to Men?" });
      await expect(question).toContainText(
        "Cleo Desk is placed in Men whatever its rules say, and in no other gender category classification.",
      );
      await question.getByRole("button", { name: "Pin", exact: true }).click();
      const bar = page.getByRole("status").filter({ hasText: "Pinned Cleo Desk to Men." });
      await expect(bar).toBeInViewport();
      await expect(men.getByRole("listitem").filter({ hasText: "Cleo Desk" })).toContainText(/Pinned by an API key on /);
      const inMen = async () => {
        const body = (await api.get(`${base}/entrants`)).body as { classifications: Array<{ name: string; entrants: Body[] }> };
        return body.classifications.find((c) => c.name === "Men")?.entrants.map((e) => [e.athleteName, e.placement]);
      };
      expect(await inMen()).toEqual([
        ["Ben Desk", "rules"],
        ["Cleo Desk", "pinned"],
      ]);
      await expectAccessible(page);
      await screenshots(page, info, `desk-pinned-${label}`);
      await bar.getByRole("button", { name: "Undo" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Undone: pinned Cleo Desk to Men." })).toBeVisible();
      await expect(men.getByRole("listitem").filter({ hasText: "Cleo Desk" })).toHaveCount(0);
      // The pin and its undo stay listed, with who made them and when.
      await men.getByText(/^Changes by hand/).click();
      await expect(men.getByRole("list", { name: "Changes by hand to Men" }).getByRole("listitem")).toHaveText([
        /^Unpinned Cleo Desk by an API key on /,
        /^Pinned Cleo Desk by an API key on /,
      ]);
      expect(await inMen()).toEqual([["Ben Desk", "rules"]]);
    });
  });

  test(`an admin creates, edits and deletes a competition, and adds a course of fire and an organization, on pages (${label})`, async ({
    page,
    world,
    api,
  }, info) => {
    const tag = randomUUID().slice(0, 6);
    const host = String((await api.get(`/api/organizations/${world.organizationId}`)).body.name);
    await page.setViewportSize(viewport);
    await signIn(page, world.keys.admin);
    await visit(page, "/competitions");
    await page.getByRole("button", { name: "New competition" }).click();
    const form = page.getByRole("form", { name: "New competition" });
    await form.getByLabel("Host").selectOption({ label: host });
    await form.getByLabel("Name").fill(`Desk Open ${tag}`);
    await form.getByLabel("First day").fill("2027-05-02");
    await form.getByLabel("Last day").fill("2027-05-01");
    await form.getByRole("button", { name: "Create competition" }).click();
    // In words beside the field, never the field's JSON name.
    await expect(form.getByText("must not be before the first day")).toBeVisible();
    await form.getByLabel("Last day").fill("2027-05-03");
    await form.getByLabel("Discipline").fill("Air Rifle");
    await expectAccessible(page);
    await screenshots(page, info, `competition-new-${label}`);
    await form.getByRole("button", { name: "Create competition" }).click();
    await expect(page.getByText(`Created “Desk Open ${tag}”.`, { exact: false })).toBeInViewport();
    const item = page.getByRole("listitem").filter({ hasText: `Desk Open ${tag}` });
    await expect(item).toContainText("Air Rifle");
    const made = ((await api.get(`/api/competitions?organizationId=${world.organizationId}&limit=200`)).body.items as Body[]).find(
      (c) => c.name === `Desk Open ${tag}`,
    );
    expect(made).toMatchObject({ startDate: "2027-05-02T00:00:00.000Z", endDate: "2027-05-03T00:00:00.000Z", discipline: "Air Rifle" });

    await item.getByRole("button", { name: `Edit Desk Open ${tag}` }).click();
    const edit = page.getByRole("form", { name: `Edit Desk Open ${tag}` });
    await edit.getByLabel("Name").fill(`Desk Open ${tag} (air)`);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`Saved “Desk Open ${tag} (air)”.`)).toBeVisible();
    const edited = page.getByRole("listitem").filter({ hasText: `Desk Open ${tag} (air)` });
    await edited.getByRole("button", { name: `Delete Desk Open ${tag} (air)` }).click();
    await edited.getByRole("button", { name: `Delete “Desk Open ${tag} (air)”` }).click();
    await expect(page.getByText(`Deleted “Desk Open ${tag} (air)”.`)).toBeVisible();
    expect((await api.get(`/api/competitions/${String(made?.id)}`)).status).toBe(404);

    // Courses of fire and organizations: from the competitions page to the admin's page.
    await page.getByRole("link", { name: "Organizations and courses of fire" }).click();
    const course = page.getByRole("form", { name: "New course of fire" });
    await course.getByLabel("Name").fill(`Desk 3x20 ${tag}`);
    await course.getByLabel("Code").fill("AR60");
    await course.getByLabel("Number of series").fill("6");
    await course.getByLabel("Shots per series").fill("10");
    await course.getByLabel("Highest score").fill("0");
    await course.getByRole("button", { name: "Create course of fire" }).click();
    await expect(course.getByText("must be greater than 0")).toBeVisible();
    await course.getByLabel("Highest score").fill("600");
    await course.getByRole("button", { name: "Create course of fire" }).click();
    await expect(course.getByText(/already used/)).toBeVisible();
    await course.getByLabel("Code").fill(`D${tag}`);
    await course.getByLabel("Positions").fill("Kneeling, Prone, Standing");
    await course.getByLabel("Scoring").selectOption({ label: "Whole rings" });
    await course.getByRole("button", { name: "Create course of fire" }).click();
    await expect(page.getByText(`Created “Desk 3x20 ${tag}” (D${tag}).`)).toBeInViewport();
    await expect(page.getByRole("row").filter({ hasText: `D${tag}` })).toContainText(`Desk 3x20 ${tag}`);
    const courses = (await api.get("/api/courses-of-fire?limit=200")).body.items as Body[];
    expect(courses.find((c) => c.code === `D${tag}`)).toMatchObject({
      seriesCount: 6,
      shotsPerSeries: 10,
      maxScore: 600,
      positions: ["Kneeling", "Prone", "Standing"],
      scoring: "integer",
    });

    await page.getByRole("form", { name: "New organization" }).getByLabel("Name").fill(`Desk Club ${tag}`);
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect(page.getByText(`Created “Desk Club ${tag}”.`)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, `admin-catalog-${label}`, { fullPage: false });
  });
}
