// The pages say the API's English problems in the person's language: every message the journal's,
// the shots' and the sign-in schemas can give is in the catalog, German and Swedish say it, and a
// text the catalog does not know stays English (never a key).
import { describe, expect, it } from "vitest";
import { JOURNAL_FIELD_NAMES, JOURNAL_FIELDS } from "@/lib/schemas/journal-fields";
import { journalEntryInput, scoreSeriesListInput } from "@/lib/schemas/journal";
import { signInInput } from "@/lib/schemas/session";
import { shotsInput } from "@/lib/schemas/shots";
import { english, german, swedish } from "@/e2e/support/problems-said";
import { matchProblem } from "./problems";

/** Every message a schema gives for the values, as the API would send them. */
function messagesOf(schema: { safeParse: (v: unknown) => { error?: { issues: Array<{ message: string }> } } }, values: unknown[]) {
  return values.flatMap((value) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []);
}

/** Values out of each journal field's bounds, from the field list: every kind and bound the form has. */
function badEntries(): unknown[] {
  const base = { sessionDate: "2026-03-14T09:30:00Z" };
  const bad = JOURNAL_FIELD_NAMES.flatMap((name) => {
    const kind = JOURNAL_FIELDS[name].kind;
    switch (kind.type) {
      case "date-time":
        return ["yesterday", "2026-13-01", "2026-02-30", "0000-01-01", "2026-03-14T25:00:00Z", "2026-03-14T09:30:00+15:00", 7].map((v) => ({
          [name]: v,
        }));
      case "short-text":
        return [{ [name]: "x".repeat(201) }, { [name]: 3 }];
      case "free-text":
        return [{ [name]: "x".repeat(10_001) }];
      case "id":
        return [{ [name]: "not-a-uuid" }];
      case "int":
        return [kind.min - 1, kind.max + 1, 1.5, "7", Number.NaN].map((v) => ({ [name]: v }));
      case "number":
        return [kind.min - 1, kind.max + 1, "7", true, ...("aboveZero" in kind ? [0] : [])].map((v) => ({ [name]: v }));
    }
  });
  const totals = [
    { score: 610, maxScore: 600 },
    { numberOfTens: 70, shotsFired: 60 },
    { numberOfXs: 50, numberOfTens: 40 },
    { numberOfXs: 70, shotsFired: 60 },
  ];
  return [{}, ...[...bad, ...totals].map((v) => ({ ...base, ...v }))];
}

const schemaMessages = [
  ...messagesOf(journalEntryInput, badEntries()),
  ...messagesOf(scoreSeriesListInput, [
    { scoreSeries: [{ seriesNumber: 0, score: 101, maxScore: 100, innerTens: 11, shotCount: 10 }] },
    {
      scoreSeries: [
        { seriesNumber: 1, score: 1, maxScore: 0 },
        { seriesNumber: 1, score: 1 },
      ],
    },
    { scoreSeries: Array.from({ length: 201 }, (_, i) => ({ seriesNumber: i + 1, score: 1 })) },
    { scoreSeries: "x" },
  ]),
  ...messagesOf(shotsInput, [
    { shots: [{ seriesNumber: 1, shotNumber: 1, score: 9, decimalScore: 10.2, isInnerTen: true, x: 1 }] },
    {
      shots: [
        { seriesNumber: 1, shotNumber: 1, score: 11, y: 2000 },
        { seriesNumber: 1, shotNumber: 1, score: 1, isSighter: "no" },
      ],
    },
  ]),
  ...messagesOf(signInInput, [{ apiKey: "" }, { apiKey: "abc" }, { apiKey: "rbk_" + "x".repeat(200) }]),
];
// The sign-up and sign-in forms' own messages (their schemas live in their components).
const formMessages = [
  "Enter your name as your club knows it",
  "Enter your e-mail address, such as emma@example.org",
  "Use at least 12 characters; a few words make a good one.",
  "Use at most 128 characters.",
  "Enter your password, or use one of the other ways below.",
  "This key is unknown or has been revoked.",
];
// What the server answers beyond a field's message: 404, 403, 412, 409, 429, 413, offline.
const details = [
  "sessionDate is required.",
  "2 fields are invalid: score must not exceed maxScore (600); hoursOfSleep must be at most 24.",
  "Journal entry 5d2c of athlete 9a1f does not exist.",
  "Entry 12 of competition 34 does not exist.",
  "You may not read this athlete's journal.",
  "The resource has changed since you read it (If-Match does not match its ETag); read it again and reapply your change.",
  "Someone else changed this while you were editing. Close the form, look at their change, and edit again.",
  "A record with the same unique value already exists.",
  "This key has used its 120 requests a minute; retry in 17 s.",
  "The image is larger than 10240 KiB.",
  "The server could not be reached; try again.",
  "Failed to fetch",
  "The server could not take it just now; it will be sent again.",
];

describe("the problems catalog", () => {
  it("derives the schemas' messages from the journal, series, shots and sign-in schemas", () => {
    // A guard that the derivation reaches the schemas at all: the bounds, the types, the dates, the totals.
    expect(schemaMessages).toEqual(
      expect.arrayContaining([
        "is required",
        "must be at most 24",
        "must be a whole number, not 1.5",
        "must be a real calendar date: 2026-02 has no day 30",
        "must not exceed maxScore (600)",
        "repeats seriesNumber 1 of scoreSeries/0",
        "only a 10 can be an inner ten",
        "An API key starts with rbk_",
      ]),
    );
  });

  it.each([...new Set([...schemaMessages, ...formMessages, ...details])])("knows %j in German and Swedish", (text) => {
    expect(matchProblem(text)).not.toBeNull();
    expect(english(text)).toBe(text);
    expect(german(text)).not.toBe(text);
    expect(swedish(text)).not.toBe(text);
  });

  it("says a message with its values in the person's language", () => {
    expect(matchProblem("must be at most 24")).toEqual({ id: "atMost", values: { max: "24" } });
    expect(matchProblem("must be at most 200 characters")).toEqual({ id: "atMostCharacters", values: { max: "200" } });
    expect(german("must be at most 24")).toBe("darf höchstens 24 sein");
    expect(swedish("must be at most 24")).toBe("får vara högst 24");
    expect(german("Entry 12 of competition 34 does not exist.")).toBe("Meldung 12 zum Wettkampf 34 existiert nicht.");
    expect(german("sessionDate is required.")).toBe("sessionDate: ist ein Pflichtfeld.");
    expect(german("must not exceed the maximum score (600)")).toBe("darf the maximum score (600) nicht übersteigen");
  });

  it("says a root message sentence by sentence, and keeps what it does not know", () => {
    expect(german("score must be at most 10. body: is required")).toBe("score: darf höchstens 10 sein. body: ist ein Pflichtfeld");
    expect(german("Something new went wrong. must be a UUID")).toBe("Something new went wrong. muss eine UUID sein");
  });

  it("leaves a text it does not know in English, never a key", () => {
    for (const text of ["The moon is made of cheese.", "Paste your API key here", "your API key", "", "problems.required"]) {
      expect(matchProblem(text)).toBeNull();
      expect(german(text)).toBe(text);
      expect(swedish(text)).toBe(text);
    }
    // A composite whose inner part is unknown is unknown too, not half translated.
    expect(german("sessionDate frobnicates.")).toBe("sessionDate frobnicates.");
  });
});

describe("match day's and planning's problems", () => {
  it("are said in German and Swedish, names and numbers kept", () => {
    const closed = "Registration for “Spring Cup” is closed. Ask its competition admins to enter you.";
    expect(german(closed)).toBe("Die Anmeldung für „Spring Cup“ ist geschlossen. Bitte die Wettkampfleitung, dich zu melden.");
    expect(swedish(closed)).toBe("Anmälan till ”Spring Cup” är stängd. Be tävlingsledningen att anmäla dig.");
    const taken = "Relay 2, firing point 7 is taken by Emma Lind. Choose another firing point, or move that entry first.";
    expect(german(taken)).toBe(
      "Ablösung 2, Stand 7 ist schon von Emma Lind belegt. Wähl einen anderen Stand oder verschieb diese Meldung zuerst.",
    );
    expect(german("The results are official; reopen them with a reason first, then change the score.")).toContain("Begründung");
    expect(swedish("must be a calendar day such as 2026-03-14")).toBe("måste vara en kalenderdag, till exempel 2026-03-14");
    expect(german("must be whole rings: this course of fire scores no tenths")).toContain("ganzen Ringen");
    expect(english(taken)).toBe(taken);
  });
});
