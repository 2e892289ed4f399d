import { randomUUID } from "node:crypto";
import { type Body, created, expect, expectProblem, fieldErrors, test } from "../fixtures";

const junior = {
  name: "Junior",
  description: "Under 21 on the first match day.",
  type: 1,
  displayOrder: 1,
  isActive: true,
  isAutoAssigned: true,
  maxParticipants: 40,
  minParticipants: 3,
  eligibilityRequirements: "Proof of age at check-in.",
  rules: [
    {
      ruleType: 0,
      fieldName: "age",
      operator: 4,
      value: "21",
      secondaryValue: null,
      priority: 1,
      description: "Younger than 21",
      isActive: true,
    },
    {
      ruleType: 1,
      fieldName: "courseOfFireCode",
      operator: 7,
      value: "AR40, AP40",
      priority: 2,
      description: "Not the 40-shot matches",
      isActive: true,
    },
  ],
};

type Rule = Body & { id: string };
const rulesOf = (body: Body) => body.rules as Rule[];

test.describe("PUT /api/competitions/{competitionId}/classifications/{classificationId} (operation 6)", () => {
  test("creates (201) with server-side fields, then replaces rules: update by id, create new, delete the rest", async ({ api, world }) => {
    const id = randomUUID();
    const path = `/api/competitions/${world.competitionId}/classifications/${id}`;
    const first = await api.put(path, junior, { key: world.keys.competitionAdmin });
    const saved = created(first);
    expect(first.headers.location).toBe(path);
    expect(first.headers.etag).toBeTruthy();
    const { rules, ...fields } = junior;
    expect(saved).toEqual({
      ...fields,
      id,
      competitionId: world.competitionId,
      currentParticipantCount: 0,
      createdUtc: expect.stringMatching(/Z$/),
      updatedUtc: expect.stringMatching(/Z$/),
      rules: rules.map((r) => ({ secondaryValue: null, ...r, id: expect.any(String), classificationId: id })),
    });
    const [ageRule, excludeRule] = rulesOf(saved);

    const chosenId = randomUUID();
    const replaced = await api.put(
      path,
      {
        ...junior,
        name: "Junior (U21)",
        rules: [
          { ...ageRule, operator: 6, value: "12", secondaryValue: "20", description: "12 to 20" },
          { ruleType: 0, fieldName: "gender", operator: 7, value: "1,2", priority: 3 },
          { id: chosenId, ruleType: 0, fieldName: "country", operator: 0, value: "840", priority: 4, isActive: false },
        ],
      },
      { key: world.keys.competitionAdmin },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.headers.location).toBeUndefined();
    const after = rulesOf(replaced.body);
    expect(replaced.body.name).toBe("Junior (U21)");
    expect(replaced.body.createdUtc).toBe(saved.createdUtc);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ id: ageRule?.id, operator: 6, value: "12", secondaryValue: "20", description: "12 to 20" });
    expect(after[1]).toMatchObject({ fieldName: "gender", priority: 3, isActive: true, description: null, classificationId: id });
    expect(after[1]?.id).not.toBe(excludeRule?.id);
    expect(after[2]).toMatchObject({ id: chosenId, isActive: false });
    expect(after.map((r) => r.id)).not.toContain(excludeRule?.id);
    expect((await api.get(path, { key: world.keys.staff })).body).toEqual(replaced.body);
  });

  test("the most rules a classification may have (100) are all saved, in the order sent", async ({ api, world }) => {
    const path = `/api/competitions/${world.competitionId}/classifications/${randomUUID()}`;
    const many = Array.from({ length: 100 }, (_, i) => ({
      ruleType: 0,
      fieldName: "age",
      operator: 2,
      value: String(i + 1),
      priority: 100 - i,
    }));
    const saved = created(await api.put(path, { ...junior, name: "Many rules", rules: many }));
    expect(rulesOf(saved).map((r) => [r.value, r.priority])).toEqual(many.map((r) => [r.value, r.priority]));
    expect(new Set(rulesOf(saved).map((r) => r.id)).size).toBe(100);
    expect((await api.get(path)).body).toEqual(saved);
  });

  test("a replace that keeps every rule by id, and one with no rules, save and answer exactly that", async ({ api, world }) => {
    // On PostgreSQL these are the shapes of operation 6's rule statement without an INSERT in it.
    const path = `/api/competitions/${world.competitionId}/classifications/${randomUUID()}`;
    const saved = created(await api.put(path, junior));
    const resent = rulesOf(saved).map(({ id, ruleType, fieldName, operator, value, priority }) => ({
      id,
      ruleType,
      fieldName,
      operator,
      value,
      priority,
    }));
    const kept = await api.put(path, { ...junior, rules: resent.map((r) => (r.fieldName === "age" ? { ...r, value: "18" } : r)) });
    expect(kept.status).toBe(200);
    expect(rulesOf(kept.body).map((r) => r.id)).toEqual(resent.map((r) => r.id));
    expect(rulesOf(kept.body)[0]).toMatchObject({ fieldName: "age", value: "18" });
    expect((await api.get(path)).body).toEqual(kept.body);

    const none = await api.put(path, { ...junior, rules: [] });
    expect(none.status).toBe(200);
    expect(none.body.rules).toEqual([]);
    expect((await api.get(path)).body).toEqual(none.body);
  });

  test("a rule id of another classification is 409 and the whole PUT changes nothing", async ({ api, world }) => {
    const base = `/api/competitions/${world.competitionId}/classifications`;
    const other = created(await api.put(`${base}/${randomUUID()}`, junior));
    const mineId = randomUUID();
    const mine = created(await api.put(`${base}/${mineId}`, { ...junior, name: "Women", type: 2 }));
    const foreignRuleId = rulesOf(other)[0]?.id;

    const reply = await api.put(`${base}/${mineId}`, {
      ...junior,
      name: "Renamed",
      rules: [
        { ruleType: 0, fieldName: "age", operator: 2, value: "10" },
        { ...rulesOf(other)[0], id: foreignRuleId },
      ],
    });
    const problem = expectProblem(reply, 409, "conflict");
    expect(problem["/rules/1/id"]).toBe(`belongs to classification ${other.id}`);
    expect((await api.get(`${base}/${mineId}`)).body).toEqual(mine);
    expect((await api.get(`${base}/${other.id}`)).body).toEqual(other);
  });

  test("a classification of another competition is 409; an unknown competition 404", async ({ api, world }) => {
    const id = randomUUID();
    created(await api.put(`/api/competitions/${world.otherCompetitionId}/classifications/${id}`, junior));
    expectProblem(await api.put(`/api/competitions/${world.competitionId}/classifications/${id}`, junior), 409, "conflict");
    expectProblem(await api.put(`/api/competitions/${randomUUID()}/classifications/${randomUUID()}`, junior), 404, "not_found");
    expectProblem(await api.get(`/api/competitions/${world.competitionId}/classifications/${id}`), 404);
  });

  test("invalid bodies are 422 with pointers into rules, and write nothing", async ({ api, world }) => {
    const id = randomUUID();
    const path = `/api/competitions/${world.competitionId}/classifications/${id}`;
    const saved = created(await api.put(path, junior));
    const problem = expectProblem(
      await api.put(path, {
        ...junior,
        name: "",
        type: 7,
        minParticipants: 50,
        maxParticipants: 10,
        rules: [
          { ruleType: 0, fieldName: "age", operator: 42, value: "21" },
          { ruleType: 0, fieldName: "height", operator: 0, value: "180" },
          { ruleType: 0, fieldName: "gender", operator: 9, value: "2" },
          { ruleType: 0, fieldName: "entryScore", operator: 6, value: "600" },
          { ruleType: 0, fieldName: "country", operator: 7, value: "840,XX" },
        ],
      }),
      422,
      "validation_failed",
    );
    expect(fieldErrors(problem)).toEqual({
      "/name": "must not be empty",
      "/type": "unknown classification type 7",
      "/minParticipants": "must not exceed the most participants (10)",
      "/rules/0/operator": "unknown operator 42",
      "/rules/1/fieldName": expect.stringMatching(/^unknown field "height"; use one of age, gender/),
      "/rules/2/operator": "operator 9 (Contains) does not apply to gender",
      "/rules/3/secondaryValue": "must not be empty (between needs an upper bound)",
      "/rules/4/value": '"XX" is not a known code',
    });
    expect((await api.get(path)).body).toEqual(saved);
  });

  test("scopes: competition admins of the host write; staff read; athletes and other organizations may not", async ({ api, world }) => {
    const path = `/api/competitions/${world.competitionId}/classifications/${randomUUID()}`;
    for (const key of [world.keys.staff, world.keys.athlete, world.keys.otherStaff])
      expectProblem(await api.put(path, junior, { key }), 403);
    expectProblem(await api.put(path, junior, { key: null }), 401);
    created(await api.put(path, junior, { key: world.keys.competitionAdmin }));
    expect((await api.get(path, { key: world.keys.staff })).status).toBe(200);
    expectProblem(await api.get(path, { key: world.keys.athlete }), 403);
    expectProblem(
      await api.put(`/api/competitions/${world.otherCompetitionId}/classifications/${randomUUID()}`, junior, {
        key: world.keys.competitionAdmin,
      }),
      403,
    );
  });

  test("If-Match that no longer matches is 412 and writes nothing", async ({ api, world }) => {
    const path = `/api/competitions/${world.competitionId}/classifications/${randomUUID()}`;
    const first = await api.put(path, junior);
    const etag = String(first.headers.etag);
    expect((await api.put(path, { ...junior, name: "Juniors" }, { headers: { "if-match": etag } })).status).toBe(200);
    expectProblem(await api.put(path, { ...junior, name: "Youth" }, { headers: { "if-match": etag } }), 412, "precondition_failed");
    const current = await api.get(path);
    expect(current.body.name).toBe("Juniors");
    expect((await api.put(path, { ...junior, name: "Youth" }, { headers: { "if-match": String(current.headers.etag) } })).status).toBe(200);
  });

  test("concurrent replaces end with exactly one of the submitted rule sets", async ({ api, world }) => {
    const path = `/api/competitions/${world.competitionId}/classifications/${randomUUID()}`;
    created(await api.put(path, junior));
    const submissions = Array.from({ length: 12 }, (_, n) => ({
      ...junior,
      name: `Set ${n}`,
      rules: Array.from({ length: 1 + (n % 4) }, (_, i) => ({
        ruleType: 0,
        fieldName: "entryScore",
        operator: 3,
        value: String(500 + n),
        priority: i,
        description: `set ${n} rule ${i}`,
      })),
    }));
    const replies = await Promise.all(submissions.map((body) => api.put(path, body)));
    for (const reply of replies) expect(reply.status).toBe(200);

    const final = (await api.get(path)).body;
    const n = Number(String(final.name).replace("Set ", ""));
    const expected = submissions[n];
    expect(expected).toBeDefined();
    const finalRules = rulesOf(final).map(({ fieldName, operator, value, priority, description }) => ({
      fieldName,
      operator,
      value,
      priority,
      description,
    }));
    expect(finalRules).toEqual(
      expected?.rules.map(({ fieldName, operator, value, priority, description }) => ({
        fieldName,
        operator,
        value,
        priority,
        description,
      })),
    );
  });
});
