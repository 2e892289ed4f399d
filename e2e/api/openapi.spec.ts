import { expect, expectProblem, test } from "../fixtures";

test("GET /api/openapi.json serves the OpenAPI 3.1 document for this server", async ({ api }) => {
  const reply = await api.get("/api/openapi.json");
  expect(reply.status).toBe(200);
  expect(reply.body.openapi).toBe("3.1.0");
  expect((reply.body.servers as Array<{ url: string }>)[0]?.url).toBe(api.baseUrl);
  const paths = reply.body.paths as Record<string, Record<string, unknown>>;
  for (const [path, method] of [
    ["/api/athletes/{athleteId}/journal", "post"], ["/api/organizations/{organizationId}/addresses", "post"],
    ["/api/UserProfiles/{userProfileId}", "put"], ["/api/organizations/{organizationId}/news/authors/{authorId}", "put"],
    ["/api/athletes/{athleteId}/profile-images/by-type/{imageType}", "get"], ["/api/competitions/{competitionId}/classifications/{classificationId}", "put"],
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
