// Issue 34, at the desk: the coach reviews two athletes, and staff invite a new athlete and then set
// an athlete record's date of birth; each at desktop and phone width, with screenshots of each page.
import { randomUUID } from "node:crypto";
import { created, expect, test } from "../fixtures";
import { linkIn, mailTo } from "../support/mail-server";
import { asPerson, grantCoaching, join, signUp } from "../support/people";
import { expectAccessible, openMenu, ready, screenshots, signInPerson, visit } from "./helpers";

const tag = () => randomUUID().slice(0, 6);
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

for (const [label, width, height] of [
  ["desktop", 1280, 900],
  ["phone", 390, 844],
] as const) {
  test(`the coach reviews two athletes: home lists both, every page names the athlete, feedback comes after the reflection (${label})`, async ({
    page,
    world,
  }, info) => {
    await page.setViewportSize({ width, height });
    const family = `Range ${tag()}`;
    // A coach of the club: each athlete's request starts the coaching at once.
    const coach = await signUp("Cora Coach");
    await join(coach, world.organizationId, "coach", world.keys.admin);
    const athletes: Array<{ name: string; athleteId: string; entries: string[] }> = [];
    for (const first of ["Ada", "Ben"]) {
      const person = await signUp(`${first} ${family}`);
      await join(person, world.organizationId, "athlete", world.keys.admin);
      const athleteId = String((await asPerson(person, "GET", "/api/session")).body.athleteId);
      const entries = [];
      for (const [daysAgo, score] of [
        [16, 588],
        [9, 595],
        [2, 601],
      ] as const) {
        const entry = await asPerson(person, "POST", `/api/athletes/${athleteId}/journal`, {
          sessionDate: day(daysAgo),
          discipline: "Air Rifle",
          courseOfFireId: world.courseOfFireId,
          score,
          maxScore: 654,
          shotsFired: 60,
          whatWentWell: "Steady hold in the second half.",
          areasForImprovement: "Trigger timing on the first series.",
          nextSessionActionItems: "Dry fire 15 minutes before the match.",
        });
        entries.push(String(entry.body.id));
      }
      await grantCoaching(person, athleteId, coach);
      athletes.push({ name: person.name, athleteId, entries });
    }
    const [ada, ben] = athletes;
    if (!ada || !ben) throw new Error("two athletes expected");

    const home = page.getByRole("region", { name: "Your athletes" });
    await test.step("the coach's home lists both athletes with their latest session, waiting sessions and trend", async () => {
      await signInPerson(page, coach.email, coach.password);
      for (const athlete of athletes) {
        const row = home.getByRole("listitem").filter({ hasText: athlete.name });
        await expect(row).toContainText("3 waiting for feedback");
        await expect(row).toContainText(/588 · 595 · 601|– · 588 · 595 · 601|588 · – · 595 · 601/);
        await expect(row).toContainText("10m Air Rifle, 60 shots");
      }
      await expectAccessible(page);
      await screenshots(page, info, `coach-home-${label}`);
      await page.setViewportSize({ width, height });
    });

    await test.step("Ada's journal names her, and so do its statistics", async () => {
      await home.getByRole("link", { name: ada.name }).click();
      await expect(page.getByRole("heading", { level: 1, name: `${ada.name}'s journal` })).toBeVisible();
      await expect(page.getByRole("heading", { name: `${ada.name}'s statistics` })).toBeAttached();
      await expectAccessible(page);
      await screenshots(page, info, `coach-journal-${label}`);
      await page.setViewportSize({ width, height });
    });

    await test.step("the waiting sessions open at the oldest; feedback is written below the athlete's reflection", async () => {
      await visit(page, "/");
      await home.getByRole("listitem").filter({ hasText: ada.name }).getByRole("link", { name: "3 waiting for feedback" }).click();
      await expect(page).toHaveURL(new RegExp(`/journal/${ada.entries[0]}`));
      await expect(page.getByText(`${ada.name}'s session`)).toBeVisible();
      const reflection = await page.getByRole("heading", { name: "Reflection" }).boundingBox();
      const feedback = await page.getByRole("heading", { name: "Coach feedback" }).boundingBox();
      expect(reflection && feedback && reflection.y < feedback.y).toBe(true);
      await expect(page.getByRole("region", { name: "Reflection" })).toContainText("To improve: Trigger timing on the first series.");
      await page.getByLabel("Your feedback on this session").fill("Good trend. Start the first series with two dry shots.");
      await page.getByRole("button", { name: "Save feedback" }).click();
      await expect(page.getByText("Feedback saved.")).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, info, `coach-session-${label}`);
      await page.setViewportSize({ width, height });
    });

    await test.step("pages without a heading of their own name the athlete; the shots are read, not changed", async () => {
      await visit(page, `/athletes/${ada.athleteId}/journal/${ada.entries[2]}/shots`);
      await expect(page.getByRole("link", { name: `${ada.name}'s journal` })).toBeVisible();
      await expect(page.getByText("you read it as their coach")).toBeVisible();
      // A coach reads the shots; nothing on the page offers a change the server would refuse.
      await expect(page.getByText("Only the athlete changes these shots.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Save shots" })).toBeHidden();
      await expect(page.getByLabel("Type a shot")).toBeHidden();
      await expect(page.getByRole("button", { name: "Add a series" })).toBeHidden();
      await screenshots(page, info, `coach-shots-${label}`);
      await page.setViewportSize({ width, height });
    });

    await test.step("Ben's journal too, from the menu; and home now counts one fewer waiting for Ada", async () => {
      const menu = await openMenu(page);
      await menu.getByRole("link", { name: `${ben.name}'s journal` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `${ben.name}'s journal` })).toBeVisible();
      await visit(page, "/");
      await expect(home.getByRole("listitem").filter({ hasText: ada.name })).toContainText("2 waiting for feedback");
    });
  });

  test(`staff invite a new athlete, who creates their account from the mail; then staff set an athlete record's date of birth (${label})`, async ({
    page,
    api,
  }, info) => {
    await page.setViewportSize({ width, height });
    const club = `Lakeside Rifles ${tag()}`;
    const organizationId = String(created(await api.post("/api/organizations", { name: club })).id);
    created(
      await api.post(`/api/organizations/${organizationId}/addresses`, {
        organizationId,
        addressLine1: "4100 Range Road",
        city: "Sacramento",
        state: 6,
        postalCode: "95814",
        country: 840,
        addressType: 2,
      }),
    );
    const author = created(
      await api.post(`/api/organizations/${organizationId}/news/authors`, {
        displayName: "Dana Whitfield",
        email: "dana@example.com",
        idpUserId: "auth0|123",
      }),
    );
    const staff = await signUp("Stella Staff");
    await join(staff, organizationId, "staff", api.defaultKey);
    const record = created(await api.post("/api/athletes", { organizationId, firstName: "Nils", lastName: `Norecord ${tag()}` }));
    const recordName = `Nils ${String(record.lastName)}`;
    const newcomer = `ines-${tag()}@people.test`;

    await test.step("the only staff member is told why they cannot step down, and invites a newcomer", async () => {
      await signInPerson(
        page,
        staff.email,
        staff.password,
        `/sign-in?next=${encodeURIComponent(`/organizations/${organizationId}/people`)}`,
      );
      await expect(page.getByRole("heading", { name: "People", exact: true })).toBeVisible();
      // The only staff member is told before trying why they cannot leave or step down.
      await expect(page.getByText("You are the only staff member here")).toBeVisible();
      await expect(page.getByLabel("Role of Stella Staff")).toBeDisabled();
      await page.getByLabel("E-mail").fill(newcomer);
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByText(`Invitation sent to ${newcomer}.`)).toBeVisible();
    });

    await test.step("the mailed link offers 'Create your account' first, with the invited address filled in", async () => {
      await page.context().clearCookies();
      await page.goto(linkIn(await mailTo(newcomer, /^Join /)));
      await ready(page);
      await expect(page.getByRole("heading", { name: `Join ${club}` })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
      await expect(page.getByLabel("E-mail")).toHaveValue(newcomer);
      await expect(page.getByLabel("E-mail")).not.toBeEditable();
      await page.getByLabel("Your name").fill("Ines Invited");
      await page.getByLabel("Choose a password").fill("a long enough password");
      await expectAccessible(page);
      await screenshots(page, info, `invitation-${label}`);
      await page.setViewportSize({ width, height });
      await page.getByRole("button", { name: "Create your account and join" }).click();
      // No second mail: the link proved the address. They are told which club they joined.
      await expect(page.getByRole("heading", { name: `Welcome to ${club}` })).toBeVisible();
      await expect(page.getByText(`You joined ${club} as athlete.`)).toBeVisible();
      await screenshots(page, info, `invitation-joined-${label}`);
      await page.setViewportSize({ width, height });
    });

    await test.step("staff set the date of birth of the record nobody has an account for", async () => {
      await page.context().clearCookies();
      await signInPerson(
        page,
        staff.email,
        staff.password,
        `/sign-in?next=${encodeURIComponent(`/organizations/${organizationId}/people`)}`,
      );
      const records = page.getByRole("region", { name: "Athlete records" });
      await expect(records.getByRole("listitem").filter({ hasText: "Ines Invited" })).toContainText("Account: Ines Invited");
      const row = records.getByRole("listitem").filter({ hasText: recordName });
      await expect(row).toContainText("No account yet");
      await expect(row).toContainText("No date of birth yet");
      await row.getByRole("button", { name: `Edit the record of ${recordName}` }).click();
      await row.getByLabel("Date of birth").fill("2010-05-02");
      await row.getByLabel("Gender").selectOption({ label: "Male" });
      await row.getByLabel("Find a country").fill("swed");
      await expect(row.getByLabel("Country", { exact: true })).toHaveValue("752");
      await expectAccessible(page);
      await screenshots(page, info, `people-record-edit-${label}`);
      await page.setViewportSize({ width, height });
      await row.getByRole("button", { name: "Save Nils's record" }).click();
      await expect(row).toContainText(/Born (May 2, 2010|2 May 2010) · Male · Sweden/);
      await expect(row).not.toContainText("No date of birth yet");
      await screenshots(page, info, `people-${label}`);
      await page.setViewportSize({ width, height });
    });

    await test.step("the organization page: the address prints its state as USPS does; a news author is edited in every field", async () => {
      await visit(page, `/organizations/${organizationId}`);
      await expect(page.getByRole("listitem").filter({ hasText: "4100 Range Road" })).toContainText("Sacramento, CA 95814");
      await page.getByRole("button", { name: "Edit Dana Whitfield" }).click();
      const edit = page.getByRole("form", { name: "Edit Dana Whitfield" });
      await expect(edit.getByLabel("E-mail")).toHaveValue("dana@example.com");
      await expect(edit.getByLabel("Sign-in provider's user ID")).toHaveValue("auth0|123");
      await edit.getByLabel("E-mail").fill("dana.w@example.com");
      await edit.getByLabel("Avatar address").fill("ftp://nope");
      await edit.getByRole("button", { name: "Save author" }).click();
      await expect(edit.getByText("must be a web address starting with https:// or http://")).toBeVisible();
      await screenshots(page, info, `organization-author-edit-${label}`);
      await page.setViewportSize({ width, height });
      await edit.getByLabel("Avatar address").fill("");
      await edit.getByRole("button", { name: "Save author" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: "Dana Whitfield" })).toContainText("dana.w@example.com");
      expect((await api.get(`/api/organizations/${organizationId}/news/authors/${String(author.id)}`)).body).toMatchObject({
        email: "dana.w@example.com",
        idpUserId: "auth0|123",
      });
    });
  });
}
