// Beyond the import (import-problems.test.ts): the server's other texts that reach a page through a
// problem's detail or a field's message, said as the server says them, and in German and Swedish.
import { describe, expect, it } from "vitest";
import { english, german, swedish } from "@/e2e/support/problems-said";

const texts = [
  "must not be before startDate",
  "must not be before startUtc",
  "must be another week than fromWeek",
  "names firing point 7 twice",
  "repeats series 3",
  "repeats shot 4 of series 2",
  "must be a web address starting with https:// or http://",
  "must be a postal code such as 12345",
  "is required when the other coordinate is given",
  "must list at least one value",
  "You may not change this competition's relays: the host's competition admins do.",
  "You may not read this competition's relays.",
  "must name the relay the firing point belongs to",
  "must name one of the relay's firing points, or send relayId null to take the entry off",
  "no relay of this competition has this id",
  "is only for athletes",
  "must be an athlete of this organization",
  "needs an athlete record: invite them as an athlete instead, so they claim theirs",
  "Emma Lind's athlete record holds their journal, so only an admin can give it to another person.",
  "“Spring Cup” has 1 entry with a score; a competition with scores cannot be deleted, as its results would go with it. Keep it, or remove the scores first.",
  "“Spring Cup” has 12 entries with a score; a competition with scores cannot be deleted, as its results would go with it. Keep it, or remove the scores first.",
  "is already used by course of fire 0199aa",
  "This athlete already has user profile 0199aa; update that one.",
  "The bot check did not pass (timeout-or-duplicate); try it again.",
  "The bot-check service could not be asked (HTTP 503); retry shortly.",
  "was rejected by the bot check (invalid-input-response)",
  "Every entry of a team must be an entry of this competition on the team's course of fire.",
  "holds more than 500 shooters",
  "A staff key may not read this athlete's journal.",
  "An admin key may not change this athlete's plan.",
  "This Idempotency-Key was already used for a different request; send this one with a new key.",
  "The first request with this Idempotency-Key is still being handled; retry in a moment.",
  "must not exceed the most participants (10)",
  "must not be empty (between needs an upper bound)",
  "must be left out when the session is linked or unlinked by hand",
  "must not be less than value",
  'must be a time zone such as "Europe/Berlin" or "America/Denver"',
  "must not exceed the course of fire's maximum (600)",
  "Only its author may change or delete a comment.",
  "Only the athlete marks their comments as read.",
  "Comments are written by people: sign in, or use a key of your own account.",
  "The results of “Spring Cup” are official: entering is no longer possible. The host's officials reopen the results first.",
  "The results of “Spring Cup” are official: changing an entry is no longer possible. The host's officials reopen the results first.",
  "The results of “Spring Cup” are official: withdrawing is no longer possible. The host's officials reopen the results first.",
  "This athlete is already entered in this competition on no course of fire (entry 12); change that entry instead.",
  "This athlete is already entered in this competition on this course of fire (entry 12); change that entry instead.",
  "Emma Lind is already entered on this course of fire",
  "Image storage cannot be reached right now; nothing was saved. Try again shortly.",
  "Too many images are being processed right now; retry in a few seconds.",
  "This invitation does not exist any more: it was accepted, canceled or has expired. Ask for a new one.",
  "This invitation is for emma@example.org; you are signed in as ida@example.org.",
  "This invitation was just accepted or canceled.",
  "That athlete record already belongs to a person's account.",
  "emma@example.org already belongs to this organization; change their role instead.",
  "This iCalendar file holds no events with a start.",
  "This calendar feed does not exist.",
  "startDate must not be before from.",
];

describe("the server's other problems", () => {
  it("are said in German and Swedish, and in English as they are", () => {
    expect(texts.filter((text) => german(text) === text || swedish(text) === text)).toEqual([]);
    expect(texts.filter((text) => english(text) !== text)).toEqual([]);
  });

  it("say a field's message in the words of the sport", () => {
    expect(german("repeats shot 4 of series 2")).toBe("wiederholt Schuss 4 der Serie 2");
    expect(swedish("names firing point 7 twice")).toBe("anger skjutplats 7 två gånger");
    expect(
      german("The results of “Spring Cup” are official: withdrawing is no longer possible. The host's officials reopen the results first."),
    ).toBe(
      "Die Ergebnisse von „Spring Cup“ sind offiziell: Abmelden ist nicht mehr möglich. Die Wettkampfleitung des Ausrichters muss sie zuerst wieder öffnen.",
    );
  });
});
