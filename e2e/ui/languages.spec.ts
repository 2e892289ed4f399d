// The athlete's logging flow in German and in Swedish, as a browser set to either language gets it:
// the journal, a session with its series and a score typed with a decimal comma or point, its shots,
// the saved session; every word on the way in that language, and the numbers right through the API.
import { shotMarker } from "../../lib/imports/test-files";
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
      ar60: "AR60: 10m Luftgewehr 60 Schuss",
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
      ar60: "AR60: 10 m luftgevär 60 skott",
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
    await page.getByLabel(words.courseOfFire).selectOption({ label: words.ar60 });
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

// The pages around the journal in German and Swedish: importing a file (its stages, the course of
// fire picker with the federation's names), the profile, the profile images and the API reference,
// and the journal's choice lists, worded by the page while the API keeps its codes and stored words.
const PAGES = [
  {
    locale: "de-DE",
    lang: "de",
    words: {
      importTitle: "Einheiten importieren",
      chooseFile: "Datei wählen",
      recognise: "Aus der Datei erkennen",
      preview: "ShotMarker-Datei: 3 Einheiten",
      whichShooter: "Welcher Schütze bist du?",
      shooterA: "Schütze A",
      needsCourse: "3 Einheiten zeigen nicht, welches Schießprogramm sie waren.",
      courseForAll: "Schießprogramm für alle",
      nraProne: "NRA-SBPR-40: NRA KK liegend 40 Schuss",
      importTwo: "2 Einheiten importieren",
      imported: "2 Einheiten importiert.",
      profile: "Dein Profil",
      firstName: "Vorname",
      gender: "Geschlecht",
      female: "Weiblich",
      saveProfile: "Profil speichern",
      images: "Profilbilder",
      noAvatars: "Noch keine Avatare.",
      imageType: "Bildtyp",
      discipline: "Disziplin",
      airRifle: "Luftgewehr",
      position: "Anschlag",
      threePositions: "Dreistellung (kniend, liegend, stehend)",
      docs: "API-Referenz",
      equipment: "Ausrüstung",
      addEquipment: "Ausrüstung hinzufügen",
      saveEquipment: "Ausrüstung speichern",
      nameMissing: "Gib den Namen ein.",
      calendar: "Kalender",
      getLink: "Abo-Link erstellen",
    },
  },
  {
    locale: "sv-SE",
    lang: "sv",
    words: {
      importTitle: "Importera pass",
      chooseFile: "Välj en fil",
      recognise: "Känn igen det från filen",
      preview: "ShotMarker-fil: 3 pass",
      whichShooter: "Vilken skytt är du?",
      shooterA: "Skytt A",
      needsCourse: "3 pass visar inte vilket skjutprogram de var.",
      courseForAll: "Skjutprogram för alla",
      nraProne: "NRA-SBPR-40: NRA salongsgevär liggande 40 skott",
      importTwo: "Importera 2 pass",
      imported: "2 pass importerade.",
      profile: "Din profil",
      firstName: "Förnamn",
      gender: "Kön",
      female: "Kvinna",
      saveProfile: "Spara profilen",
      images: "Profilbilder",
      noAvatars: "Inga avatarer än.",
      imageType: "Bildtyp",
      discipline: "Gren",
      airRifle: "Luftgevär",
      position: "Ställning",
      threePositions: "3 ställningar (knästående, liggande, stående)",
      docs: "API-referens",
      equipment: "Utrustning",
      addEquipment: "Lägg till utrustning",
      saveEquipment: "Spara utrustningen",
      nameMissing: "Skriv namnet.",
      calendar: "Kalender",
      getLink: "Skapa en prenumerationslänk",
    },
  },
] as const;

for (const { locale, lang, words } of PAGES) {
  test(`an athlete imports a file, keeps a profile and reads the choice lists in a ${locale} browser, every word in ${lang}`, async ({
    browser,
    api,
    world,
  }, info) => {
    const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Pia", "Seiten");
    const context = await browser.newContext({ baseURL: process.env.RANGEBOOK_BASE_URL, locale });
    const page = await context.newPage();
    expect((await page.request.post("/api/session", { data: { apiKey: key } })).status()).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });

    await test.step("the import page, from the file to the imported sessions", async () => {
      await visit(page, `/athletes/${athleteId}/journal/import`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(`${words.importTitle} · Rangebook`);
      await expect(page.getByRole("heading", { level: 1, name: words.importTitle })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Format" })).toContainText(words.recognise);
      await page.getByLabel(words.chooseFile).setInputFiles({ name: "shotlog.csv", mimeType: "text/csv", buffer: Buffer.from(shotMarker) });
      await expect(page.getByRole("heading", { name: words.preview })).toBeVisible();
      await page.getByRole("group", { name: words.whichShooter }).getByRole("radio", { name: words.shooterA }).check();
      await expect(page.getByText(words.needsCourse)).toBeVisible();
      await page.getByLabel(words.courseForAll).selectOption({ label: words.nraProne });
      await expectAccessible(page);
      await screenshots(page, info, `languages-${lang}-import`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: words.importTwo }).click();
      await expect(page.getByText(words.imported)).toBeVisible();
      // The API keeps the course's code whatever the page's language.
      const items = (await api.get(`/api/athletes/${athleteId}/journal`)).body.items as Body[];
      expect(items.map((e) => e.courseOfFireCode)).toEqual(["NRA-SBPR-40", "NRA-SBPR-40"]);
    });

    await test.step("the profile, with the code tables in the page's language", async () => {
      await visit(page, "/profile");
      await expect(page).toHaveTitle(`${words.profile} · Rangebook`);
      await expect(page.getByRole("heading", { level: 1, name: words.profile })).toBeVisible();
      await expect(page.getByLabel(words.firstName)).toBeVisible();
      await expect(page.getByLabel(words.gender)).toContainText(words.female);
      await expect(page.getByRole("button", { name: words.saveProfile })).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, info, `languages-${lang}-profile`);
      await page.setViewportSize({ width: 390, height: 844 });
    });

    await test.step("the profile images", async () => {
      await visit(page, `/athletes/${athleteId}/images`);
      await expect(page.getByRole("heading", { level: 1, name: words.images })).toBeVisible();
      await expect(page.getByText(words.noAvatars)).toBeVisible();
      await expect(page.getByLabel(words.imageType)).toBeVisible();
      await screenshots(page, info, `languages-${lang}-images`);
      await page.setViewportSize({ width: 390, height: 844 });
    });

    await test.step("the journal's choice lists: the page's words, the stored English values", async () => {
      await visit(page, `/athletes/${athleteId}/journal/new`);
      await ready(page);
      const discipline = page.getByLabel(words.discipline, { exact: true });
      await discipline.selectOption({ label: words.airRifle });
      await expect(discipline).toHaveValue("Air Rifle");
      const position = page.getByLabel(words.position, { exact: true });
      await position.selectOption({ label: words.threePositions });
      await expect(position).toHaveValue("Kneeling, Prone, Standing");
      await screenshots(page, info, `languages-${lang}-choices`, { fullPage: false });
      await page.setViewportSize({ width: 390, height: 844 });
    });

    await test.step("the equipment and the calendar", async () => {
      await visit(page, `/athletes/${athleteId}/equipment`);
      await expect(page).toHaveTitle(`${words.equipment} · Rangebook`);
      await page.getByRole("button", { name: words.addEquipment }).click();
      await page.getByRole("button", { name: words.saveEquipment }).click();
      await expect(page.getByText(words.nameMissing)).toBeVisible();
      await screenshots(page, info, `languages-${lang}-equipment`);
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, `/athletes/${athleteId}/calendar`);
      await expect(page.getByRole("heading", { level: 1, name: words.calendar })).toBeVisible();
      await expect(page.getByRole("button", { name: words.getLink })).toBeVisible();
      await screenshots(page, info, `languages-${lang}-calendar`);
      await page.setViewportSize({ width: 390, height: 844 });
    });

    await test.step("the API reference's own words", async () => {
      await visit(page, "/docs");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${words.docs} · Rangebook`);
    });
    await context.close();
  });
}
