import { inflateSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { shotMarker } from "../../lib/imports/test-files";
import { type Api, created, expect, test } from "../fixtures";
import { asPerson, join, signUp } from "../support/people";

/** The raw answer: exports are files, not JSON. */
const fetchFile = (api: Api, key: string, path: string) => fetch(`${api.baseUrl}${path}`, { headers: { "x-api-key": key } });

const rows = (text: string) => parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;

/** The lines of text a PDF draws, read from its compressed page streams (PDFKit writes each as hex strings in a TJ). */
function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const texts: string[] = [];
  for (const start of raw.matchAll(/stream\r?\n/g)) {
    const from = start.index + start[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(from, raw.indexOf("endstream", from))).toString("latin1");
    } catch {
      continue; // a font or an image, not a page
    }
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      texts.push(
        [...(shown[1] ?? "").matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1] ?? "", "hex").toString("latin1")).join(""),
      );
  }
  return texts;
}

test("a decimal session's scores leave with their tenth: 104.0 in the CSV and on the scorecard, a number in the JSON", async ({
  api,
  world,
}) => {
  const athleteId = String(
    created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Dora", lastName: "Decimal" })).id,
  );
  const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Array<Record<string, unknown>>;
  const journal = `/api/athletes/${athleteId}/journal`;
  const entry = created(
    await api.post(journal, {
      sessionDate: "2026-11-20T10:00:00Z",
      courseOfFireId: courses.find((c) => c.code === "AR60")?.id,
    }),
  );
  const put = await api.put(`${journal}/${String(entry.id)}/series`, {
    scoreSeries: [{ seriesNumber: 1, score: 104, maxScore: 109, shotCount: 10 }],
  });
  expect(put.status).toBe(200);

  const csv = rows(await (await fetchFile(api, world.keys.admin, `${journal}/export?format=csv`)).text());
  expect(csv.map((e) => [e.score, e.maxScore])).toEqual([["104.0", "109"]]);
  const files = unzipSync(new Uint8Array(await (await fetchFile(api, world.keys.admin, `${journal}/export`)).arrayBuffer()));
  expect(rows(new TextDecoder().decode(files["series.csv"])).map((s) => s.score)).toEqual(["104.0"]);
  const json = (await (await fetchFile(api, world.keys.admin, `${journal}/export?format=json`)).json()) as {
    journal: Array<{ score: unknown; scoreSeries: Array<{ score: unknown }> }>;
  };
  expect(json.journal.map((e) => [e.score, e.scoreSeries[0]?.score])).toEqual([[104, 104]]);
  const pdf = Buffer.from(await (await fetchFile(api, world.keys.admin, `${journal}/${String(entry.id)}/scorecard`)).arrayBuffer());
  expect(pdfText(pdf)).toEqual(expect.arrayContaining(["104.0 / 109", "104.0"]));
});

test("the scorecard speaks the reader's language: their choice, else the browser's, with its dates and numbers", async ({ api, world }) => {
  const athleteId = String(
    created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Sven", lastName: "Sprache" })).id,
  );
  const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Array<Record<string, unknown>>;
  const journal = `/api/athletes/${athleteId}/journal`;
  const entry = created(
    await api.post(journal, { sessionDate: "2026-11-20T10:00:00Z", courseOfFireId: courses.find((c) => c.code === "AR60")?.id }),
  );
  expect(
    (
      await api.put(`${journal}/${String(entry.id)}/series`, {
        scoreSeries: [{ seriesNumber: 1, score: 104, maxScore: 109, shotCount: 10 }],
      })
    ).status,
  ).toBe(200);
  const path = `${api.baseUrl}${journal}/${String(entry.id)}/scorecard`;

  // A German browser: German words, 104,0 and the German date.
  const german = await fetch(path, { headers: { "x-api-key": world.keys.admin, "accept-language": "de-DE,de;q=0.9,en;q=0.5" } });
  expect(german.headers.get("content-disposition")).toMatch(/^attachment; filename="ergebniskarte-Sprache-2026-11-20\.pdf"/);
  const drawn = pdfText(Buffer.from(await german.arrayBuffer()));
  expect(drawn).toEqual(
    expect.arrayContaining([
      "Ergebniskarte",
      "Ringe",
      "Serie",
      "Höchstwert",
      "Gesamt",
      "104,0 / 109",
      "104,0",
      "Schütze: Name und Unterschrift",
    ]),
  );
  expect(drawn).toContain("Freitag, 20. November 2026 um 10:00 (UTC)");
  expect(drawn.join(" ")).not.toMatch(/Scorecard|Series|signature/);

  // The chosen language cookie beats the browser's; a person's own choice beats both.
  const swedish = await fetch(path, {
    headers: { "x-api-key": world.keys.admin, cookie: "rangebook.language=sv", "accept-language": "de" },
  });
  expect(pdfText(Buffer.from(await swedish.arrayBuffer()))).toEqual(expect.arrayContaining(["Resultatkort", "Poäng", "104,0 / 109"]));
  const person = await signUp("Sven Sprache");
  await join(person, world.organizationId, "athlete", world.keys.admin, athleteId);
  expect((await asPerson(person, "POST", "/api/auth/update-user", { language: "sv" })).status).toBe(200);
  const chosen = await fetch(path, { headers: { cookie: person.cookie, "accept-language": "de-DE" } });
  expect(chosen.status).toBe(200);
  expect(pdfText(Buffer.from(await chosen.arrayBuffer()))).toEqual(
    expect.arrayContaining(["Resultatkort", "Skytt: namn och underskrift", "fredag 20 november 2026 kl. 10:00 (UTC)"]),
  );
});

test("the journal leaves as a spreadsheet's CSV, a zip of entries, series and shots, JSON, and a PDF scorecard", async ({ api, world }) => {
  const athleteId = String(
    created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Ella", lastName: "Export" })).id,
  );
  const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Array<{ id: string; code: string }>;
  const course = courses.find((c) => c.code === "NRA-SBPR-40")?.id;
  const imported = await api.send("POST", `/api/athletes/${athleteId}/journal/imports?sessions=0,1&courseOfFireId=${course}`, {
    raw: shotMarker,
    contentType: "text/csv",
  });
  expect(imported.status).toBe(201);
  const journal = `/api/athletes/${athleteId}/journal`;
  const typed = created(
    await api.post(journal, {
      sessionDate: "2026-11-01T10:00:00Z",
      whatWentWell: 'Calm, "steady" hold;\nsecond line',
      notes: '=HYPERLINK("http://example.test","open")',
      score: 95,
      maxScore: 100,
    }),
  );

  const csv = await fetchFile(api, world.keys.admin, `${journal}/export?format=csv`);
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="rangebook-Ella-Export-\d{4}-\d{2}-\d{2}\.csv"/);
  const bytes = new Uint8Array(await csv.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const entries = rows(new TextDecoder().decode(bytes));
  expect(entries.map((e) => [e.sessionDate, e.score, e.totalsFromShots])).toEqual([
    ["2026-09-12T13:50:10.000Z", "48", "true"],
    ["2026-09-13T09:01:00.000Z", "19", "true"],
    ["2026-11-01T10:00:00.000Z", "95", "false"],
  ]);
  expect(entries[2]?.whatWentWell).toBe('Calm, "steady" hold;\nsecond line');
  // A note a spreadsheet would run as a formula stays text.
  expect(entries[2]?.notes).toBe('\'=HYPERLINK("http://example.test","open")');
  // Every field of the API's entry, its series apart.
  const { scoreSeries: _series, ...apiEntry } = (await api.get(`${journal}/${typed.id}`)).body;
  expect(Object.keys(entries[0] ?? {})).toEqual(Object.keys(apiEntry));
  // An empty journal still has its header line, so a spreadsheet shows the columns.
  const newcomer = String(
    created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Nora", lastName: "New" })).id,
  );
  const empty = await (await fetchFile(api, world.keys.admin, `/api/athletes/${newcomer}/journal/export?format=csv`)).text();
  expect(empty.replace(/^\uFEFF/, "").split("\n")[0]).toBe(Object.keys(apiEntry).join(","));

  const zip = await fetchFile(api, world.keys.admin, `${journal}/export`);
  expect(zip.headers.get("content-type")).toBe("application/zip");
  expect(zip.headers.get("content-disposition")).toMatch(/filename="rangebook-Ella-Export-[\d-]+\.zip"/);
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
  expect(Object.keys(files)).toEqual(["entries.csv", "series.csv", "shots.csv"]);
  const text = (name: string) => new TextDecoder().decode(files[name]);
  expect(rows(text("entries.csv"))).toHaveLength(3);
  expect(rows(text("series.csv")).map((s) => [s.sessionDate, s.seriesNumber, s.score])).toEqual([
    ["2026-09-12T13:50:10.000Z", "1", "48"],
    ["2026-09-13T09:01:00.000Z", "1", "19"],
  ]);
  const shots = rows(text("shots.csv"));
  expect(shots).toHaveLength(8);
  expect(shots[0]).toMatchObject({
    seriesNumber: "1",
    shotNumber: "1",
    score: "9",
    isSighter: "true",
    x: "35.2",
    y: "-12",
    velocity: "807.7",
    yaw: "0.1",
    pitch: "0.2",
  });

  const json = await fetchFile(api, world.keys.admin, `${journal}/export?format=json`);
  expect(json.headers.get("content-disposition")).toMatch(/\.json"/);
  const data = (await json.json()) as { athlete: { firstName: string }; journal: Array<{ shots: unknown[] }> };
  expect(data.athlete.firstName).toBe("Ella");
  expect(data.journal.map((e) => e.shots.length)).toEqual([6, 2, 0]);

  const entryId = String((imported.body.sessions as Array<{ entryId: string }>)[0]?.entryId);
  const pdf = await fetchFile(api, world.keys.admin, `${journal}/${entryId}/scorecard`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="scorecard-Export-2026-09-12\.pdf"/);
  const document = Buffer.from(await pdf.arrayBuffer());
  expect(document.subarray(0, 5).toString()).toBe("%PDF-");
  expect(document.subarray(-6).toString()).toContain("%%EOF");
  // What a scorecard is for: who, the plot, the series and totals, and the two signatures.
  const drawn = pdfText(document);
  expect(drawn).toEqual(
    expect.arrayContaining(["Scorecard", "Series", "Score", "Maximum", "Athlete: name and signature", "Scorer: name and signature"]),
  );
  expect(drawn.find((t) => t.startsWith("Ella Export · "))).toBeTruthy();
  // The plot's caption wraps onto several lines.
  expect(drawn.join(" ").replace(/\s+/g, " ")).toMatch(/6 shots; .* sighters in orange\./);
  expect(drawn).toContain("48");
  expect((await fetchFile(api, world.keys.admin, `${journal}/${typed.id}/scorecard`)).status).toBe(200);
  expect((await fetchFile(api, world.keys.admin, `${journal}/${crypto.randomUUID()}/scorecard`)).status).toBe(404);
  expect((await fetchFile(api, world.keys.admin, `${journal}/export?format=xlsx`)).status).toBe(400);
});
