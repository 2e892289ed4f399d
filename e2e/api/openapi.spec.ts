import sharp from "sharp";
import { linkIn, mailTo } from "../support/mail-server";
import { asPerson, signUp } from "../support/people";
import { created, expect, expectProblem, test } from "../fixtures";
import { executeSql } from "../support/databases";

test("GET /api/openapi.json serves the OpenAPI 3.1 document for this server", async ({ api }) => {
  const reply = await api.get("/api/openapi.json");
  expect(reply.status).toBe(200);
  expect(reply.body.openapi).toBe("3.1.0");
  expect((reply.body.servers as Array<{ url: string }>)[0]?.url).toBe(api.baseUrl);
  const paths = reply.body.paths as Record<string, Record<string, unknown>>;
  for (const [path, method] of [
    ["/api/athletes/{athleteId}/journal", "post"],
    ["/api/organizations/{organizationId}/addresses", "post"],
    ["/api/UserProfiles/{userProfileId}", "put"],
    ["/api/organizations/{organizationId}/news/authors/{authorId}", "put"],
    ["/api/athletes/{athleteId}/profile-images/by-type/{imageType}", "get"],
    ["/api/competitions/{competitionId}/classifications/{classificationId}", "put"],
  ] as const) {
    expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
  }
  expectProblem(await api.get("/api/openapi.json", { key: null }), 401);
});

test("GET /docs renders the reference without a key or any outside resource", async ({ api }) => {
  const page = await api.send("GET", "/docs", { key: null });
  expect(page.status).toBe(200);
  const html = await (await fetch(`${api.baseUrl}/docs`)).text();
  expect(html).toContain("Rangebook API");
  expect(html).toContain("/api/athletes/{athleteId}/journal");
  expect(html).toContain('id="schema-JournalEntry"');
  expect(html).not.toMatch(/(src|href)="https?:\/\//);
});

type Operation = { responses: Record<string, { headers?: Record<string, unknown> }> };
type Paths = Record<string, Partial<Record<"get" | "post" | "put" | "delete", Operation>>>;

test("documents a response header on exactly the operations that send it", async ({ api, world }) => {
  const paths = (await api.get("/api/openapi.json")).body.paths as Paths;
  const org = `/api/organizations/${world.organizationId}`;
  const athlete = `/api/athletes/${world.athleteId}`;
  const competition = `/api/competitions/${world.competitionId}`;
  const idOf = async (path: string, json: unknown) => String(created(await api.post(path, json)).id);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
    .png()
    .toBuffer();
  const image = created(
    await api.send("POST", `${athlete}/profile-images`, {
      multipart: { imageType: "1", file: { name: "a.png", mimeType: "image/png", buffer: png } },
    }),
  );
  const classification = { name: "Open", type: 1, displayOrder: 1, isActive: true, isAutoAssigned: true, rules: [] };
  const ids: Record<string, string> = {
    organizationId: world.organizationId,
    athleteId: world.athleteId,
    competitionId: world.competitionId,
    courseOfFireId: world.courseOfFireId,
    addressId: await idOf(`${org}/addresses`, {
      organizationId: world.organizationId,
      addressLine1: "1 Main",
      city: "Denver",
      state: 8,
      postalCode: "80202",
      country: 840,
      addressType: 1,
    }),
    authorId: await idOf(`${org}/news/authors`, { displayName: "Header check" }),
    eventId: await idOf(`${athlete}/calendar-events`, { title: "Camp", startUtc: "2026-07-01" }),
    profileId: await idOf(`${athlete}/equipment-profiles`, { name: "Match rifle" }),
    imageId: String(image.id),
    imageType: "1",
    classificationId: await idOf(`${competition}/classifications`, classification),
    relayId: await idOf(`${competition}/relays`, { number: 900, firingPoints: ["1"] }),
    journalEntryId: await idOf(`${athlete}/journal`, { sessionDate: "2026-11-19" }),
    plannedId: await idOf(`${athlete}/planned-sessions`, { date: "2026-11-20", type: "dry-fire" }),
    goalId: await idOf(`${athlete}/goals`, { courseOfFireId: world.courseOfFireId, targetScore: 600, deadline: "2027-03-01" }),
    date: String((await api.put(`${athlete}/check-ins/2026-11-20`, { sleep: 4, fatigue: 4, stress: 4, mood: 4, soreness: 4 })).body.date),
    secret:
      String((await api.send("POST", `${athlete}/calendar-feed`)).body.url)
        .split("/")
        .at(-1)
        ?.replace(/\.ics$/, "") ?? "",
    competitionEntryId: await idOf(`${competition}/entries`, { athleteId: world.athleteId, score: 600 }),
    userProfileId: String(
      (
        await api.put(`/api/UserProfiles/${crypto.randomUUID()}`, {
          captchaToken: "XXXX.DUMMY.TOKEN.XXXX",
          firstName: "A",
          lastName: "B",
          email: "a@b.example",
          country: 840,
          gender: 1,
        })
      ).body.id,
    ),
  };
  // Lists of a range of days need the range.
  const ranged = /\/(planned-sessions|plan|check-ins)$/;
  const fill = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const key = name === "entryId" ? (path.startsWith("/api/competitions") ? "competitionEntryId" : "journalEntryId") : name;
      if (!ids[key]) throw new Error(`no sample id for ${name} in ${path}`);
      return ids[key];
    }) + (ranged.test(path) ? "?from=2026-11-16&to=2026-11-22" : path.endsWith("/entries/athletes") ? "?q=Lind" : "");
  // The public's result lists answer once a competition's results are official or live (before, 404).
  await executeSql(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", [
    `UPDATE "Competition" SET "liveResults" = TRUE WHERE "id" = '${world.competitionId}'`,
  ]);
  // Everything that can be asked without side effects, plus the answers that are computed rather than stored.
  const asked: Array<[string, "get" | "post", unknown]> = [
    ...Object.keys(paths)
      .filter((path) => path.startsWith("/api/") && paths[path]?.get)
      .map((path) => [path, "get", undefined] as [string, "get", undefined]),
    [`/api/competitions/{competitionId}/classifications/assign`, "post", undefined],
    [`/api/competitions/{competitionId}/classifications/preview`, "post", classification],
  ];
  // A person's own places (/api/me/…) are asked with a person's session; an invitation's preview with its token.
  const person = await signUp("Header Checker");
  await api.post(`${org}/invitations`, { email: person.email, role: "coach" });
  const token = new URL(linkIn(await mailTo(person.email, /^Join /))).searchParams.get("token") ?? "";
  const ask = (method: string, path: string, json: unknown) => {
    if (path.startsWith("/api/me/"))
      return asPerson(person, method, path, json).then((r) => ({ ...r, headers: Object.fromEntries(r.headers) }));
    return api.send(method, path === "/api/invitations/accept" ? `${path}?token=${token}` : path, { json });
  };
  for (const [path, method, json] of asked) {
    const operation = paths[path]?.[method];
    const [status, response] = Object.entries(operation?.responses ?? {}).find(([code]) => code.startsWith("2")) ?? [];
    const reply = await ask(method.toUpperCase(), fill(path), json);
    expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(Number(status));
    const documented = Object.keys(response?.headers ?? {}).map((name) => name.toLowerCase());
    for (const header of ["etag", "location", "retry-after"]) {
      expect(
        header in reply.headers,
        `${method} ${path} ${documented.includes(header) ? "documents" : "does not document"} ${header}`,
      ).toBe(documented.includes(header));
    }
  }
});
