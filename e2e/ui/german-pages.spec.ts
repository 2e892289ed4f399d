// Issue 36 point 5: every page in German, the longest of the three languages, at 390 px: each kind
// of person signs in with a German browser and opens each page they can see; a screenshot of each
// is kept, and the test fails when any text overflows its box or leaves the screen sideways.
// A new page is one line in PAGES (the test fails while a page of app/ is missing from it).
import fs from "node:fs";
import path from "node:path";
import { type Page, type TestInfo } from "@playwright/test";
import { expect, test, type World } from "../fixtures";
import { asPerson, baseUrl, grantCoaching, join, type Person, signUp } from "../support/people";
import { openMenu, ready, signIn } from "./helpers";

test.use({ locale: "de-DE", viewport: { width: 390, height: 844 } });

type Ids = World & { ownAthleteId: string; entryId: string };
type Kind = "signedOut" | "athlete" | "coach" | "staff" | "competitionAdmin" | "admin";

/** The pages each kind of person opens, by address. */
const PAGES: Record<Kind, (ids: Ids) => string[]> = {
  signedOut: ({ competitionId: c }) => [
    "/sign-in",
    "/sign-up",
    "/forgot-password",
    "/reset-password?token=abgelaufen",
    "/invitations/accept",
    "/offline",
    `/results/${c}`,
  ],
  athlete: ({ ownAthleteId: a, entryId: e }) => [
    "/",
    `/athletes/${a}/journal`,
    `/athletes/${a}/journal/new`,
    `/athletes/${a}/journal/${e}`,
    `/athletes/${a}/journal/${e}/edit`,
    `/athletes/${a}/journal/${e}/shots`,
    `/athletes/${a}/journal/import`,
    `/athletes/${a}/calendar`,
    `/athletes/${a}/plan`,
    `/athletes/${a}/equipment`,
    `/athletes/${a}/images`,
    `/athletes/${a}/coaches`,
    "/profile",
    "/settings",
    "/outbox",
    "/competitions",
  ],
  coach: ({ ownAthleteId: a, entryId: e }) => [
    "/",
    "/coach",
    `/athletes/${a}/journal`,
    `/athletes/${a}/journal/${e}`,
    `/athletes/${a}/plan`,
    "/settings",
  ],
  staff: ({ organizationId: o }) => ["/", `/organizations/${o}`, `/organizations/${o}/people`, "/competitions", "/settings"],
  competitionAdmin: ({ competitionId: c }) => [
    "/",
    "/competitions",
    `/competitions/${c}`,
    `/competitions/${c}/entries`,
    `/competitions/${c}/classifications`,
    `/competitions/${c}/relays`,
    `/competitions/${c}/scores`,
    `/competitions/${c}/results`,
  ],
  admin: () => ["/", "/admin", "/docs"],
};

/** What leaves its box: text wider than the element that holds it, or anything past the screen's right edge. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX);
    const inScrollingBox = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (scrolls(up)) return true;
      return false;
    };
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // Screen-reader-only text is a clipped 1 px box on purpose.
      return style.visibility === "hidden" || box.width <= 1 || box.height <= 1 || style.clip === "rect(0px, 0px, 0px, 0px)";
    };
    const holdsText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "");
    const describe = (el: Element, why: string) =>
      `${why}: <${el.tagName.toLowerCase()} class="${String(el.getAttribute("class") ?? "").slice(0, 60)}"> ${(el.textContent ?? "").trim().slice(0, 80)}`;
    const found: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      if (hidden(el) || inScrollingBox(el)) continue;
      const style = getComputedStyle(el);
      // A name cut short on purpose (an ellipsis) is fine when its whole text is its title.
      const shortened = style.textOverflow === "ellipsis" && el.getAttribute("title") === (el.textContent ?? "").trim();
      if (holdsText(el) && style.display !== "inline" && !scrolls(el) && !shortened && el.scrollWidth > el.clientWidth + 1)
        found.push(describe(el, `text ${el.scrollWidth - el.clientWidth}px wider than its box`));
      else if (el.getBoundingClientRect().right > width + 1 && holdsText(el)) found.push(describe(el, "past the screen's edge"));
    }
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px)`);
    return found;
  });
}

/** The routes of app/ as patterns ("/athletes/[athleteId]/journal" matches "/athletes/x/journal"). */
function appRoutes(): RegExp[] {
  const routes: RegExp[] = [];
  (function walk(dir: string, route: string) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "api") walk(path.join(dir, entry.name), `${route}/${entry.name}`);
      else if (entry.name === "page.tsx")
        routes.push(new RegExp(`^${(route.replace(/\/\([^)]*\)/g, "") || "/").replace(/\[[^\]]+\]/g, "[^/]+")}$`));
    }
  })(path.join(process.cwd(), "app"), "");
  return routes;
}

test("PAGES lists every page of app/", () => {
  const visited = Object.values(PAGES).flatMap((pages) =>
    pages({ ownAthleteId: "a", entryId: "e", organizationId: "o", athleteId: "a", competitionId: "c" } as Ids),
  );
  const missing = appRoutes().filter((route) => !visited.some((address) => route.test(address.split("?")[0] ?? "")));
  expect(missing.map(String)).toEqual([]);
});

/** A person of the home club in the given role, their session in the browser. */
async function personIn(page: Page, world: World, role: string): Promise<Person> {
  const person = await signUp(`Gerda ${role}`);
  await join(person, world.organizationId, role, world.keys.admin);
  await signInAs(page, person);
  return person;
}

async function signInAs(page: Page, person: Person) {
  const split = person.cookie.indexOf("=");
  await page.context().addCookies([{ name: person.cookie.slice(0, split), value: person.cookie.slice(split + 1), url: baseUrl() }]);
}

let ids: Ids | undefined;

/** The home club's own athlete (a person), a session of theirs with series, and their coach. */
async function athleteAndCoach(world: World) {
  const athlete = await signUp("Gerda Gewehr");
  await join(athlete, world.organizationId, "athlete", world.keys.admin);
  const ownAthleteId = String((await asPerson(athlete, "GET", "/api/session")).body.athleteId);
  const entry = await asPerson(athlete, "POST", `/api/athletes/${ownAthleteId}/journal`, {
    sessionDate: "2026-11-20T10:00:00Z",
    discipline: "Air Rifle",
    courseOfFireId: world.courseOfFireId,
    whatWentWell: "Ruhiger Anschlag in der zweiten Hälfte.",
  });
  const entryId = String(entry.body.id);
  await asPerson(athlete, "PUT", `/api/athletes/${ownAthleteId}/journal/${entryId}/series`, {
    scoreSeries: [
      { seriesNumber: 1, score: 103.4, maxScore: 109, shotCount: 10 },
      { seriesNumber: 2, score: 104.1, maxScore: 109, shotCount: 10 },
    ],
  });
  const coach = await signUp("Konrad Trainer");
  await join(coach, world.organizationId, "coach", world.keys.admin);
  await grantCoaching(athlete, ownAthleteId, coach);
  ids = { ...world, ownAthleteId, entryId };
  return { athlete, coach };
}

async function visitAll(page: Page, kind: Kind, info: TestInfo) {
  if (!ids) throw new Error("no world");
  const problems: string[] = [];
  for (const address of PAGES[kind](ids)) {
    await page.goto(address);
    await ready(page);
    // The page's own reads, then a moment for fonts and layout.
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const name = `${kind}${address.split("?")[0]?.replace(/[^\w]+/g, "-")}`.replace(/-$/, "");
    const file = info.outputPath(`de-390-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await info.attach(name, { path: file, contentType: "image/png" });
    problems.push(...(await overflowing(page)).map((problem) => `${address}: ${problem}`));
    // German writes a score's tenth after a comma: 207,5 / 218.
    const pointed = /\b\d+\.\d \/ \d+/.exec(await page.locator("body").innerText());
    if (pointed) problems.push(`${address}: a score written with a decimal point: ${pointed[0]}`);
    if (address === "/" && kind !== "signedOut") {
      // The account menu, open, on the home page.
      await openMenu(page);
      const menu = info.outputPath(`de-390-${kind}-menu.png`);
      await page.screenshot({ path: menu });
      await info.attach(`${kind}-menu`, { path: menu, contentType: "image/png" });
      problems.push(...(await overflowing(page)).map((problem) => `the menu: ${problem}`));
    }
  }
  expect(problems).toEqual([]);
}

test.describe("every page in German at 390 px", () => {
  test.setTimeout(240_000);
  let people: { athlete: Person; coach: Person } | undefined;
  test.beforeAll(async ({ world }) => {
    people = await athleteAndCoach(world);
  });

  test("signed out", async ({ page }, info) => {
    await visitAll(page, "signedOut", info);
  });

  test("the athlete", async ({ page }, info) => {
    if (!people) throw new Error("no athlete");
    await signInAs(page, people.athlete);
    await visitAll(page, "athlete", info);
  });

  test("the coach", async ({ page }, info) => {
    if (!people) throw new Error("no coach");
    await signInAs(page, people.coach);
    await visitAll(page, "coach", info);
  });

  test("staff", async ({ page, world }, info) => {
    await personIn(page, world, "staff");
    await visitAll(page, "staff", info);
  });

  test("a competition admin", async ({ page, world }, info) => {
    await personIn(page, world, "competition-admin");
    await visitAll(page, "competitionAdmin", info);
  });

  test("the admin", async ({ page, world }, info) => {
    await signIn(page, world.keys.admin);
    await visitAll(page, "admin", info);
  });
});
