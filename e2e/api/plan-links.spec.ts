// A link set by hand between a planned session and a journal session stays, until the person hands
// it back to the day's rules (`linkedByHand: false`); then the day's session links by itself again.
import { type Body, expect, expectProblem, fieldErrors, test } from "../fixtures";
import { asPerson, join, signUp } from "../support/people";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("a link unlinked by hand goes back to linking by itself when the person says so", async ({ world }) => {
  const athlete = await signUp("Lina Linkback");
  await join(athlete, world.organizationId, "athlete", world.keys.admin);
  const athleteId = String((await asPerson(athlete, "GET", "/api/session")).body.athleteId);
  const planned = `/api/athletes/${athleteId}/planned-sessions`;
  const plan = { date: day(-2), type: "mental", plannedMinutes: 20 };
  const mental = await asPerson(athlete, "POST", planned, plan);
  expect(mental.status).toBe(201);
  const done = await asPerson(athlete, "POST", `/api/athletes/${athleteId}/journal`, {
    sessionDate: `${day(-2)}T12:00:00Z`,
    sessionType: "Physical",
    durationMinutes: 20,
  });
  expect(done.status).toBe(201);
  const at = `${planned}/${String(mental.body.id)}`;
  expect((await asPerson(athlete, "GET", at)).body).toMatchObject({ journalEntryId: done.body.id, linkedByHand: false });

  // Unlinked by hand: it stays so, though the day's one session would link.
  expect((await asPerson(athlete, "PUT", at, { ...plan, journalEntryId: null })).body).toMatchObject({
    journalEntryId: null,
    linkedByHand: true,
  });
  expect((await asPerson(athlete, "PUT", at, { ...plan, notes: "still unlinked" })).body).toMatchObject({ journalEntryId: null });

  // Handed back: the day's session links by itself again.
  const back = await asPerson(athlete, "PUT", at, { ...plan, linkedByHand: false });
  expect(back.status, JSON.stringify(back.body)).toBe(200);
  expect(back.body).toMatchObject({ journalEntryId: done.body.id, linkedByHand: false });

  // Both at once says two things: refused, naming the field.
  const both = await asPerson(athlete, "PUT", at, { ...plan, linkedByHand: false, journalEntryId: null });
  expect(fieldErrors(expectProblem(asReply(both), 422))).toHaveProperty("/linkedByHand");
  // Only false means anything.
  expect((await asPerson(athlete, "PUT", at, { ...plan, linkedByHand: true })).status).toBe(422);
});

function asReply(reply: { status: number; headers: Headers; body: Body }) {
  return { status: reply.status, headers: Object.fromEntries(reply.headers.entries()), body: reply.body };
}
