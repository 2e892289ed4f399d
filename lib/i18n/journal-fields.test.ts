// The pages read the journal fields' names from the messages (journalFields); the list of journal
// fields keeps the English ones for the API's error words. The two must not drift apart.
import { describe, expect, it } from "vitest";
import { JOURNAL_FIELD_NAMES, JOURNAL_SECTIONS, journalField } from "@/lib/schemas/journal-fields";
import en from "./messages/en.json";

type Words = { label: string; short?: string; unit?: string; low?: string; high?: string };
const messages = en.journalFields as { fields: Record<string, Words>; sections: Record<string, string> };

describe("the journal fields' English messages", () => {
  it("say what the list of journal fields says", () => {
    for (const name of JOURNAL_FIELD_NAMES) {
      const { label, short, unit, ends } = journalField(name);
      expect(messages.fields[name], name).toEqual({
        label,
        ...(short ? { short } : {}),
        ...(unit ? { unit } : {}),
        ...(ends ? { low: ends[0], high: ends[1] } : {}),
      });
    }
    expect(Object.keys(messages.fields).sort()).toEqual([...JOURNAL_FIELD_NAMES].sort());
  });

  it("name every section as the list does", () => {
    expect(messages.sections).toEqual(Object.fromEntries(JOURNAL_SECTIONS.map((s) => [s.id, s.title])));
  });
});
