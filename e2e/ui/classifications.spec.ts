import { created, expect, test } from "../fixtures";
import { expectAccessible, screenshots, signIn, visit } from "./helpers";

test("a competition admin edits a classification's rules, sees the preview, saves, reorders, and meets another writer", async ({
  page,
  world,
  api,
  browser,
}, info) => {
  const athlete = async (firstName: string, dateOfBirth: string, gender: number, country: number) =>
    String(
      created(
        await api.post("/api/athletes", {
          organizationId: world.organizationId,
          firstName,
          lastName: "Rules",
          dateOfBirth,
          gender,
          country,
        }),
      ).id,
    );
  const competitionId = String(
    created(
      await api.post("/api/competitions", {
        organizationId: world.organizationId,
        name: "Rule Editor Cup",
        startDate: "2026-12-12",
        discipline: "Air Rifle",
      }),
    ).id,
  );
  const entries = `/api/competitions/${competitionId}/entries`;
  for (const [name, born, gender, country, score] of [
    ["Ava", "2010-03-01", 2, 124, 610.2],
    ["Ben", "1990-05-05", 1, 840, 620.1],
    ["Cleo", "2008-01-20", 2, 840, 615],
  ] as const) {
    created(await api.post(entries, { athleteId: await athlete(name, born, gender, country), score }));
  }
  const base = `/api/competitions/${competitionId}/classifications`;
  created(await api.post(base, { name: "Open", type: 4, displayOrder: 10, rules: [] }));
  created(await api.post(base, { name: "Women", type: 2, displayOrder: 20, rules: [] }));
  const junior = created(
    await api.post(base, {
      name: "Junior",
      type: 1,
      displayOrder: 30,
      rules: [{ ruleType: 0, fieldName: "age", operator: 5, value: "20" }],
    }),
  );

  await signIn(page, world.keys.competitionAdmin);
  await page.getByRole("link", { name: "Competitions and classifications" }).click();
  await page.getByRole("link", { name: "Classifications of Rule Editor Cup" }).click();
  await expect(page.getByRole("heading", { name: "Rule Editor Cup" })).toBeVisible();
  const list = page.getByRole("region", { name: "Classifications" }).getByRole("listitem");
  await expect(list.locator("p.font-semibold")).toHaveText(["Open", "Women", "Junior"]);

  await test.step("Women's rules: a gender that fits a code, an age between two bounds, countries one at a time; saved, and summarized in labels", async () => {
    // On a phone the editor opens below the list: it comes into view with the focus on its heading.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Edit Women" }).click();
    await expect(page.getByRole("heading", { name: "Edit Women" })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Edit Women" })).toBeInViewport();
    if (desktop) await page.setViewportSize(desktop);
    const editor = page.getByRole("region", { name: "Edit Women" });
    await editor.getByRole("button", { name: "Add rule" }).click();
    const rule1 = editor.getByRole("group", { name: "Rule 1" });
    await rule1.getByLabel("Field", { exact: true }).selectOption({ label: "Gender" });
    await expect(rule1.getByLabel("Operator").locator("option")).toHaveText([
      "Equals",
      "Not equals",
      "In (comma list)",
      "Not in (comma list)",
    ]);
    await rule1.getByLabel("Value", { exact: true }).selectOption({ label: "Female" });
    await expect(editor.getByRole("status").filter({ hasText: "would qualify" })).toHaveText("2 of 3 entries would qualify.");

    // A second rule: age between two bounds, then country in a list built one value at a time.
    await editor.getByRole("button", { name: "Add rule" }).click();
    const rule2 = editor.getByRole("group", { name: "Rule 2" });
    await rule2.getByLabel("Field", { exact: true }).selectOption({ label: "Age at competition start" });
    await rule2.getByLabel("Operator").selectOption({ label: "Between (inclusive)" });
    await rule2.getByLabel("From", { exact: true }).fill("30");
    await rule2.getByLabel("To", { exact: true }).fill("15");
    await editor.getByRole("button", { name: "Save classification" }).click();
    await expect(rule2.getByText("must not be less than the From value")).toBeVisible();
    await rule2.getByLabel("From", { exact: true }).fill("15");
    await rule2.getByLabel("To", { exact: true }).fill("17");
    await expect(editor.getByRole("status").filter({ hasText: "would qualify" })).toHaveText("1 of 3 entries would qualify.");
    await expect(editor.getByRole("row").filter({ hasText: "Cleo" })).toContainText(
      "Rule 2: Age at competition start 18 is not between 15 and 17",
    );
    await expect(editor.getByRole("row").filter({ hasText: "Ben" })).toContainText("Rule 1: Gender Male is not Female");
    await rule2.getByLabel("To", { exact: true }).fill("18");
    await editor.getByRole("button", { name: "Add rule" }).click();
    const rule3 = editor.getByRole("group", { name: "Rule 3" });
    await rule3.getByLabel("Field", { exact: true }).selectOption({ label: "Country" });
    await rule3.getByLabel("Operator").selectOption({ label: "In (comma list)" });
    await rule3.getByLabel("Add a value").selectOption({ label: "Canada" });
    await rule3.getByRole("button", { name: "Add", exact: true }).click();
    await rule3.getByLabel("Add a value").selectOption({ label: "United States of America" });
    await rule3.getByRole("button", { name: "Add", exact: true }).click();
    await expect(rule3.getByRole("listitem")).toHaveText([/Canada/, /United States of America/]);
    await expect(editor.getByRole("status").filter({ hasText: "would qualify" })).toHaveText("2 of 3 entries would qualify.");
    await expectAccessible(page);
    await screenshots(page, info, "classifications");

    await editor.getByRole("button", { name: "Save classification" }).click();
    await expect(page.getByText("Saved “Women”. 2 entries are now assigned to it.")).toBeVisible();
    const women = (await api.get(base)).body.items as Array<Record<string, unknown> & { rules: Array<Record<string, unknown>> }>;
    const saved = women.find((c) => c.name === "Women");
    expect(saved?.currentParticipantCount).toBe(2);
    expect(saved?.rules.map((r) => [r.fieldName, r.operator, r.value, r.secondaryValue])).toEqual([
      ["gender", 0, "2", null],
      ["age", 6, "15", "18"],
      ["country", 7, "124, 840", null],
    ]);
    await editor.getByRole("button", { name: "Close" }).click();
    await expect(list.filter({ hasText: "Women" })).toContainText("2 assigned");
    // The summary speaks in labels, not codes.
    await expect(list.filter({ hasText: "Women" })).toContainText("Gender equals Female");
    await expect(list.filter({ hasText: "Women" })).toContainText("Country in Canada, United States of America");
  });

  await test.step("reorder: Junior above Women once the preview has said what it moves", async () => {
    await page.getByRole("button", { name: "Move Junior up" }).click();
    await page.getByRole("alertdialog", { name: "Move Junior above Women?" }).getByRole("button", { name: "Apply the new order" }).click();
    await expect(list.locator("p.font-semibold")).toHaveText(["Open", "Junior", "Women"]);
    const ordered = (await api.get(base)).body.items as Array<{ name: string }>;
    expect(ordered.map((c) => c.name)).toEqual(["Open", "Junior", "Women"]);
  });

  await test.step("someone else saves Junior while it is open here: the page says so and offers both ways forward", async () => {
    await page.getByRole("button", { name: "Edit Junior" }).click();
    const juniorEditor = page.getByRole("region", { name: "Edit Junior" });
    await juniorEditor.getByLabel("Name").fill("Junior (U21)");
    const theirs = await api.get(`${base}/${String(junior.id)}`);
    expect(
      (
        await api.put(
          `${base}/${String(junior.id)}`,
          { ...theirs.body, name: "Juniors", maxParticipants: 40 },
          { headers: { "if-match": theirs.headers.etag ?? "" } },
        )
      ).status,
    ).toBe(200);
    await juniorEditor.getByRole("button", { name: "Save classification" }).click();
    await expect(juniorEditor.getByText("Someone else saved “Juniors” after you opened it.")).toBeVisible();
    expect((await api.get(`${base}/${String(junior.id)}`)).body).toMatchObject({ name: "Juniors", maxParticipants: 40 });
    await juniorEditor.getByRole("button", { name: "Load their version" }).click();
    await expect(juniorEditor.getByLabel("Name")).toHaveValue("Juniors");
    await expect(juniorEditor.getByLabel("Maximum participants")).toHaveValue("40");
    await juniorEditor.getByLabel("Name").fill("Junior (U21)");
    await juniorEditor.getByRole("button", { name: "Save classification" }).click();
    await expect(page.getByText("Saved “Junior (U21)”.")).toBeVisible();
    expect((await api.get(`${base}/${String(junior.id)}`)).body).toMatchObject({ name: "Junior (U21)", maxParticipants: 40 });
  });

  await test.step("delete takes a second, explicit click; the list and the API agree it is gone", async () => {
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Edit Open" }).click();
    const openEditor = page.getByRole("region", { name: "Edit Open" });
    await openEditor.getByRole("button", { name: "Delete…" }).click();
    await openEditor.getByRole("button", { name: "Delete “Open” for good" }).click();
    await expect(list.locator("p.font-semibold")).toHaveText(["Junior (U21)", "Women"]);
    expect(((await api.get(base)).body.items as Array<{ name: string }>).map((c) => c.name)).toEqual(["Junior (U21)", "Women"]);
  });

  await test.step("staff of the host see the classifications but cannot change them", async () => {
    const staff = await browser.newContext({ baseURL: process.env.RANGEBOOK_BASE_URL });
    const staffPage = await staff.newPage();
    await signIn(staffPage, world.keys.staff);
    await visit(staffPage, `/competitions/${competitionId}/classifications`);
    await expect(staffPage.getByText("Junior (U21)", { exact: true })).toBeVisible();
    await expect(staffPage.getByRole("button", { name: /^Edit / })).toHaveCount(0);
    await expect(staffPage.getByRole("button", { name: "New classification" })).toHaveCount(0);
    await staff.close();
  });
});

test("before saving, the editor says who a save moves; admins see who is in each classification and pin or keep out by hand", async ({
  page,
  world,
  api,
}, info) => {
  const competitionId = String(
    created(
      await api.post("/api/competitions", {
        organizationId: world.organizationId,
        name: "Placement Cup",
        startDate: "2026-12-12",
        discipline: "Air Rifle",
      }),
    ).id,
  );
  for (const [firstName, dateOfBirth, gender] of [
    ["Ava", "2010-03-01", 2],
    ["Ben", "1990-05-05", 1],
    ["Cleo", "2008-01-20", 2],
  ] as const) {
    const athleteId = String(
      created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName, lastName: "Place", dateOfBirth, gender }))
        .id,
    );
    created(await api.post(`/api/competitions/${competitionId}/entries`, { athleteId }));
  }
  const base = `/api/competitions/${competitionId}/classifications`;
  created(
    await api.post(base, {
      name: "Junior",
      type: 1,
      displayOrder: 10,
      rules: [{ ruleType: 0, fieldName: "age", operator: 5, value: "20" }],
    }),
  );
  created(await api.post(base, { name: "Senior", type: 1, displayOrder: 20, rules: [] }));

  await signIn(page, world.keys.competitionAdmin);
  await visit(page, `/competitions/${competitionId}/classifications`);
  const junior = page.getByRole("listitem").filter({ has: page.getByText("Junior", { exact: true }) });
  await junior.getByText("Who is in Junior (2)").click();
  await expect(junior.getByRole("listitem")).toHaveText([
    /Ava Place\s*Age at competition start 16/,
    /Cleo Place\s*Age at competition start 18/,
  ]);

  // Tightening Junior to 17 and under: the editor says, before the save, that Cleo moves to Senior.
  await page.getByRole("button", { name: "Edit Junior" }).click();
  const editor = page.getByRole("region", { name: "Edit Junior" });
  await editor.getByLabel("Value", { exact: true }).fill("17");
  const effect = editor.getByRole("status").filter({ hasText: "Saving" });
  await expect(effect).toContainText("Saving: 1 athlete leaves Junior, 1 athlete joins Senior.");
  await expect(effect).toContainText("Leaving Junior: Cleo Place");
  await expect(effect).toContainText("Joining Senior: Cleo Place");
  await editor.getByRole("button", { name: "Save classification" }).click();
  await expect(page.getByText("Saved “Junior”. 1 entry is now assigned to it.")).toBeVisible();
  await editor.getByRole("button", { name: "Close" }).click();

  // Ava is kept out of Junior by hand and goes to Senior; Ben, 36, is pinned to Junior.
  await junior.getByRole("button", { name: "Keep Ava Place out of Junior" }).click();
  await junior.getByRole("alertdialog", { name: "Keep Ava Place out of Junior?" }).getByRole("button", { name: "Keep out" }).click();
  await expect(junior.getByText("Kept out by hand")).toBeVisible();
  await expect(junior.getByText("No one is in Junior.")).toBeVisible();
  await junior.getByLabel("Pin an entrant to Junior").selectOption({ label: "Ben Place" });
  await junior.getByRole("button", { name: "Pin…", exact: true }).click();
  await junior.getByRole("alertdialog", { name: "Pin Ben Place to Junior?" }).getByRole("button", { name: "Pin", exact: true }).click();
  await expect(junior.getByRole("listitem").filter({ hasText: "Ben Place" })).toContainText("Pinned by hand");
  await expect(junior.getByText("Who is in Junior (1)")).toBeVisible();
  const entrants = (await api.get(`${base}/entrants`)).body as {
    classifications: Array<{
      name: string;
      entrants: Array<{ athleteName: string; placement: string }>;
      keptOut: Array<{ athleteName: string }>;
    }>;
  };
  expect(
    entrants.classifications.map((c) => [c.name, c.entrants.map((e) => [e.athleteName, e.placement]), c.keptOut.map((e) => e.athleteName)]),
  ).toEqual([
    ["Junior", [["Ben Place", "pinned"]], ["Ava Place"]],
    [
      "Senior",
      [
        ["Ava Place", "rules"],
        ["Cleo Place", "rules"],
      ],
      [],
    ],
  ]);
  await expectAccessible(page);
  await screenshots(page, info, "classification-entrants");

  // Letting the rules decide again puts Ava back in Junior.
  await junior.getByRole("button", { name: "Let the rules decide for Ava Place in Junior" }).click();
  await junior
    .getByRole("alertdialog", { name: "Let the rules decide for Ava Place in Junior?" })
    .getByRole("button", { name: "Let the rules decide" })
    .click();
  await expect(junior.getByRole("listitem").filter({ hasText: "Ava Place" })).toContainText("Age at competition start 16");
});
