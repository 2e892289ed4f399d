// The athlete's logging flow in German and in Swedish, as a browser set to either language gets it:
// the journal, a session with its series and a score typed with a decimal comma or point, its shots,
// the saved session; every word on the way in that language, and the numbers right through the API.
import { type Body, expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, ready, screenshots, visit } from "./helpers";

const LANGUAGES = [
  {
    locale: "de-DE",
    lang: "de",
    words: {
      journal: "Trainingstagebuch",
      newEntry: "Neuer Eintrag",
      newSession: "Neue Einheit",
      courseOfFire: "Schießprogramm",
      series: (n: number) => `Serie ${n}`,
      score: "Ringe",
      readiness: "Verfassung",
      sleep: "Schlaf (Stunden)",
      saveSession: "Einheit speichern",
      saved: "Gespeichert: 310,4 / 654",
      scoreSeries: "Serien",
      enterShots: "Schüsse erfassen",
      shots: "Schüsse",
      typeShot: "Schuss eingeben",
      add: "Hinzufügen",
      saveShots: "Schüsse speichern",
      shotsOfSeries1: "Schüsse von Serie 1",
    },
  },
  {
    locale: "sv-SE",
    lang: "sv",
    words: {
      journal: "Träningsdagbok",
      newEntry: "Ny post",
      newSession: "Nytt pass",
      courseOfFire: "Skjutprogram",
      series: (n: number) => `Serie ${n}`,
      score: "Poäng",
      readiness: "Dagsform",
      sleep: "Sömn (timmar)",
      saveSession: "Spara passet",
      saved: "Sparat: 310,4 / 654",
      scoreSeries: "Serier",
      enterShots: "Mata in skott",
      shots: "Skott",
      typeShot: "Skriv ett skott",
      add: "Lägg till",
      saveShots: "Spara skott",
      shotsOfSeries1: "Skott i serie 1",
    },
  },
] as const;

for (const { locale, lang, words } of LANGUAGES) {
  test(`an athlete logs a session with series and shots in a ${locale} browser, every word in ${lang}`, async ({
    browser,
    api,
    world,
  }, info) => {
    const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Ina", "Sprache");
    const context = await browser.newContext({ baseURL: process.env.RANGEBOOK_BASE_URL, locale });
    const page = await context.newPage();
    // Signed in with the key's session cookie: the sign-in pages are another part of the work.
    expect((await page.request.post("/api/session", { data: { apiKey: key } })).status()).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });

    await visit(page, `/athletes/${athleteId}/journal`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page).toHaveTitle(`${words.journal} · Rangebook`);
    await expect(page.getByRole("heading", { level: 1, name: words.journal })).toBeVisible();
    await page.getByRole("link", { name: words.newEntry }).click();

    await expect(page.getByRole("heading", { name: words.newSession })).toBeVisible();
    await expect(page).toHaveTitle(`${words.newSession} · Rangebook`);
    await ready(page);
    await page.getByLabel(words.courseOfFire).selectOption({ label: "AR60: 10m Air Rifle, 60 shots" });
    await expect(page.getByLabel(/^Serie \d$/)).toHaveCount(6);
    // A decimal comma and a decimal point alike.
    for (const [n, typed] of [
      [1, "104,1"],
      [2, "103.5"],
      [3, "102,8"],
    ] as const) {
      await page.getByLabel(words.series(n), { exact: true }).fill(typed);
    }
    await expect(page.getByTestId("running-total")).toHaveText("310,4");
    await page.getByLabel(words.score, { exact: true }).fill("310,4");
    await page.locator("summary", { hasText: words.readiness }).click();
    await page.getByLabel(words.sleep).fill("7,5");
    await expectAccessible(page);
    await screenshots(page, info, `languages-${lang}-new-session`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: words.saveSession }).click();
    await expect(page).toHaveURL(new RegExp(`/athletes/${athleteId}/journal$`));
    await expect(page.getByRole("status").filter({ hasText: words.saved })).toBeVisible();

    const [saved] = (await api.get(`/api/athletes/${athleteId}/journal?limit=1`)).body.items as Body[];
    expect(saved).toMatchObject({ courseOfFireCode: "AR60", score: 310.4, maxScore: 654, shotsFired: 60, hoursOfSleep: 7.5 });
    expect((saved?.scoreSeries as Body[]).map((s) => [s.seriesNumber, s.score])).toEqual([
      [1, 104.1],
      [2, 103.5],
      [3, 102.8],
    ]);
    const entryId = String(saved?.id);
    await expect(page.getByRole("listitem").filter({ hasText: "310,4 / 654" })).toBeVisible();
    await screenshots(page, info, `languages-${lang}-journal`);
    await page.setViewportSize({ width: 390, height: 844 });

    await visit(page, `/athletes/${athleteId}/journal/${entryId}`);
    await expect(page.getByRole("heading", { name: words.scoreSeries, exact: true })).toBeVisible();
    await expect(page.getByText("310,4 / 654", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: words.enterShots }).click();

    await expect(page.getByRole("heading", { level: 1, name: words.shots })).toBeVisible();
    await ready(page);
    for (const shot of ["10,4", "9.8", "10,9"]) {
      await page.getByLabel(words.typeShot).fill(shot);
      await page.getByRole("button", { name: words.add, exact: true }).click();
    }
    await expect(page.getByRole("list", { name: words.shotsOfSeries1 }).getByRole("listitem")).toHaveText(["10,4*", "9,8", "10,9*"]);
    await screenshots(page, info, `languages-${lang}-shots`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: words.saveShots }).click();
    await expect(page).toHaveURL(new RegExp(`/journal/${entryId}$`));

    const shots = (await api.get(`/api/athletes/${athleteId}/journal/${entryId}/shots`)).body.shots as Body[];
    expect(shots.map((s) => [s.seriesNumber, s.decimalScore])).toEqual([
      [1, 10.4],
      [1, 9.8],
      [1, 10.9],
    ]);
    const series = (await api.get(`/api/athletes/${athleteId}/journal/${entryId}`)).body.scoreSeries as Body[];
    expect(series.map((s) => [s.seriesNumber, s.fromShots])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    expect(Number(series[0]?.score)).toBeCloseTo(31.1, 6);
    await expect(page.getByText("31,1", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("10,4*", { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, info, `languages-${lang}-session`);
    await context.close();
  });
}
