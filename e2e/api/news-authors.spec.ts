import { created, expect, expectProblem, test } from "../fixtures";

test.describe("PUT /api/organizations/{organizationId}/news/authors/{authorId} (operation 4)", () => {
  test("replaces displayName and bio and keeps everything else", async ({ api, world }) => {
    const authors = `/api/organizations/${world.organizationId}/news/authors`;
    const author = created(
      await api.post(
        authors,
        {
          displayName: "Dana Whitfield",
          bio: "Head coach.",
          email: "dana@example.com",
          idpUserId: "auth0|123",
          avatarUrl: "https://images.example.com/dana.png",
        },
        { key: world.keys.staff },
      ),
    );
    expect(author).toEqual({
      displayName: "Dana Whitfield",
      bio: "Head coach.",
      id: expect.any(String),
      organizationId: world.organizationId,
      created: expect.stringMatching(/Z$/),
      updated: expect.stringMatching(/Z$/),
      idpUserId: "auth0|123",
      avatarUrl: "https://images.example.com/dana.png",
      email: "dana@example.com",
    });

    const path = `${authors}/${author.id}`;
    const reply = await api.put(path, { displayName: "  Dana W.  ", bio: "Head coach and match director." }, { key: world.keys.staff });
    expect(reply.status).toBe(200);
    expect(reply.headers.etag).toBeTruthy();
    expect(reply.body).toEqual({
      ...author,
      displayName: "Dana W.",
      bio: "Head coach and match director.",
      updated: expect.stringMatching(/Z$/),
    });
    expect(Date.parse(String(reply.body.updated))).toBeGreaterThanOrEqual(Date.parse(String(author.updated)));

    const cleared = await api.put(path, { displayName: "Dana W." }, { key: world.keys.staff });
    expect(cleared.body.bio).toBeNull();
    expect((await api.get(path, { key: world.keys.staff })).body).toEqual(cleared.body);
  });

  test("If-Match: the current ETag writes, a stale one is 412 and writes nothing", async ({ api, world }) => {
    const authors = `/api/organizations/${world.organizationId}/news/authors`;
    const author = created(await api.post(authors, { displayName: "Pat" }));
    const path = `${authors}/${author.id}`;
    const first = await api.get(path);
    const ok = await api.put(path, { displayName: "Pat R." }, { headers: { "if-match": String(first.headers.etag) } });
    expect(ok.status).toBe(200);
    const stale = await api.put(path, { displayName: "Pat Q." }, { headers: { "if-match": String(first.headers.etag) } });
    expectProblem(stale, 412, "precondition_failed");
    expect((await api.get(path)).body.displayName).toBe("Pat R.");
  });

  test("If-Match under concurrency: of 16 replaces sent at once with one ETag, exactly one writes", async ({ api, world }) => {
    const authors = `/api/organizations/${world.organizationId}/news/authors`;
    const path = `${authors}/${String(created(await api.post(authors, { displayName: "Race" })).id)}`;
    const etag = String((await api.get(path)).headers.etag);
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) => api.put(path, { displayName: `Racer ${i}` }, { headers: { "if-match": etag } })),
    );
    const winners = replies.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const reply of replies) if (reply.status !== 200) expectProblem(reply, 412, "precondition_failed");
    expect((await api.get(path)).body.displayName).toBe(winners[0]?.body.displayName);
  });

  test("404 for an author of another organization or none; 422 for bad input; scopes", async ({ api, world }) => {
    const other = created(await api.post(`/api/organizations/${world.otherOrganizationId}/news/authors`, { displayName: "Other" }));
    const wrongOrg = await api.put(`/api/organizations/${world.organizationId}/news/authors/${other.id}`, { displayName: "Hijack" });
    expectProblem(wrongOrg, 404, "not_found");
    expect((await api.get(`/api/organizations/${world.otherOrganizationId}/news/authors/${other.id}`)).body.displayName).toBe("Other");
    const missing = `/api/organizations/${world.organizationId}/news/authors/01900000-0000-7000-8000-000000000000`;
    expectProblem(await api.put(missing, { displayName: "X" }), 404);
    // The author's absence is answered before anything about the body.
    expectProblem(await api.put(missing, { displayName: "" }), 404, "not_found");
    expectProblem(await api.put(`/api/organizations/${world.organizationId}/news/authors/${other.id}`, { bio: 5 }), 404, "not_found");
    expectProblem(await api.send("PUT", missing, { raw: "displayName=X", contentType: "text/plain" }), 404, "not_found");

    const mine = created(await api.post(`/api/organizations/${world.organizationId}/news/authors`, { displayName: "Mine" }));
    const path = `/api/organizations/${world.organizationId}/news/authors/${mine.id}`;
    const problem = expectProblem(await api.put(path, { displayName: "", bio: 5 }), 422);
    expect(problem["/displayName"]).toBe("must not be empty");
    expect(problem["/bio"]).toBe("must be text, not 5");
    expectProblem(await api.put(path, { displayName: "x".repeat(201) }), 422);
    for (const key of [world.keys.otherStaff, world.keys.competitionAdmin, world.keys.athlete]) {
      expectProblem(await api.put(path, { displayName: "Nope" }, { key }), 403);
    }
    expectProblem(await api.put(path, { displayName: "Nope" }, { key: null }), 401);
    expect((await api.get(path)).body.displayName).toBe("Mine");
  });
});

test.describe("editing a news author in every field it was made with (issue 34)", () => {
  test("PUT changes e-mail, sign-in ID and avatar when named, keeps them when left out, and refuses a bad one with the hint's words", async ({
    api,
    world,
  }) => {
    const authors = `/api/organizations/${world.organizationId}/news/authors`;
    const author = created(
      await api.post(authors, { displayName: "Ola", email: "ola@example.com", idpUserId: "auth0|9", avatarUrl: "https://x.example/o.png" }),
    );
    const path = `${authors}/${String(author.id)}`;
    const changed = await api.put(
      path,
      { displayName: "Ola N.", email: "ola.n@example.com", idpUserId: "auth0|10", avatarUrl: null },
      { key: world.keys.staff },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ displayName: "Ola N.", email: "ola.n@example.com", idpUserId: "auth0|10", avatarUrl: null });
    const kept = await api.put(path, { displayName: "Ola Nord" }, { key: world.keys.staff });
    expect(kept.body).toMatchObject({ displayName: "Ola Nord", email: "ola.n@example.com", idpUserId: "auth0|10" });
    const bad = expectProblem(await api.put(path, { displayName: "Ola", avatarUrl: "ftp://x.example/o.png", email: "nope" }), 422);
    expect(bad["/avatarUrl"]).toBe("must be a web address starting with https:// or http://");
    expect(bad["/email"]).toBe("must be an e-mail address, such as dana@example.org");
    expect((await api.get(path)).body).toMatchObject({ displayName: "Ola Nord", avatarUrl: null });
  });
});
