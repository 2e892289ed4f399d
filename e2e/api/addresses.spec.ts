import { created, expect, expectProblem, fieldErrors, test } from "../fixtures";

const address = (organizationId: string) => ({
  organizationId,
  addressLine1: "4100 Range Road",
  addressLine2: "Building B",
  city: "Colorado Springs",
  state: 8,
  postalCode: "80909",
  country: 840,
  addressType: 2,
  latitude: 38.8339,
  longitude: -104.8214,
});

test.describe("POST /api/organizations/{organizationId}/addresses (operation 2)", () => {
  test("creates the address with every field and a Location that reads it back", async ({ api, world }) => {
    const body = address(world.organizationId);
    const reply = await api.post(`/api/organizations/${world.organizationId}/addresses`, body, { key: world.keys.staff });
    const saved = created(reply);
    expect(saved).toEqual({
      ...body,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      updated: expect.stringMatching(/Z$/),
    });
    expect(reply.headers.location).toBe(`/api/organizations/${world.organizationId}/addresses/${saved.id}`);
    const read = await api.get(String(reply.headers.location), { key: world.keys.staff });
    expect(read.body).toEqual(saved);
  });

  test("accepts Canadian, German and British addresses with their own rules", async ({ api, world }) => {
    const path = `/api/organizations/${world.organizationId}/addresses`;
    const base = { organizationId: world.organizationId, addressLine1: "1 Main St", city: "Ottawa", addressType: 1 };
    const canada = created(await api.post(path, { ...base, country: 124, state: 35, postalCode: "K1A 0B1" }));
    expect(canada).toMatchObject({ country: 124, state: 35, addressLine2: null, latitude: null, longitude: null });
    created(await api.post(path, { ...base, city: "Berlin", country: 276, state: 0, postalCode: "10115" }));
    const uk = created(await api.post(path, { ...base, city: "Bisley", country: 826 }));
    expect(uk).toMatchObject({ state: 0, postalCode: null });
  });

  test("422 when the body's organizationId differs from the path", async ({ api, world }) => {
    const reply = await api.post(`/api/organizations/${world.organizationId}/addresses`, address(world.otherOrganizationId));
    const problem = expectProblem(reply, 422, "validation_failed");
    expect(problem["/organizationId"]).toBe(`must equal the organization in the path (${world.organizationId})`);
  });

  test("422 for a state that does not fit the country, unknown codes, bad coordinates", async ({ api, world }) => {
    const path = `/api/organizations/${world.organizationId}/addresses`;
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ state: 3 }, { "/state": "is not a US state code (3)" }],
      [{ country: 124, postalCode: "K1A 0B1" }, { "/state": "is not a Canadian province or territory code (8)" }],
      [{ country: 276, postalCode: "10115" }, { "/state": "must be 0: country 276 has no state codes" }],
      [{ country: 1000 }, { "/country": "unknown country 1000" }],
      [{ addressType: 5 }, { "/addressType": "unknown addressType 5" }],
      [
        { latitude: 90.5, longitude: 181 },
        { "/latitude": "must be at most 90", "/longitude": "must be at most 180" },
      ],
      [{ latitude: null }, { "/latitude": "is required when the other coordinate is given" }],
      [{ postalCode: "ABCDE" }, { "/postalCode": "must be a postal code such as 12345 or 12345-6789" }],
      [
        { addressLine1: "   ", city: "" },
        { "/addressLine1": "must not be empty", "/city": "must not be empty" },
      ],
      [{ state: "CO" }, { "/state": "must be a whole number, not text" }],
    ];
    for (const [change, fields] of cases) {
      const problem = expectProblem(await api.post(path, { ...address(world.organizationId), ...change }), 422);
      const pointers = fieldErrors(problem);
      expect(pointers, JSON.stringify(change)).toEqual(fields);
    }
  });

  test("scopes: staff of the organization and admins only; 404 for an unknown organization", async ({ api, world }) => {
    const path = `/api/organizations/${world.organizationId}/addresses`;
    const body = address(world.organizationId);
    expectProblem(await api.post(path, body, { key: null }), 401);
    for (const key of [world.keys.otherStaff, world.keys.competitionAdmin, world.keys.athlete]) {
      expectProblem(await api.post(path, body, { key }), 403, "forbidden");
    }
    created(await api.post(path, body, { key: world.keys.admin }));
    const missing = "01900000-0000-7000-8000-000000000000";
    expectProblem(await api.post(`/api/organizations/${missing}/addresses`, address(missing)), 404, "not_found");
    expectProblem(await api.post("/api/organizations/123/addresses", body), 400, "bad_request");
  });
});
