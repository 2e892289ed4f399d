// Every language has every message of English, and says it in its own words: a German or Swedish
// message equal to the English one is a missed translation, unless it is the same word in both.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./config";
import { SAME_AS_ENGLISH } from "./same-as-english";

type Messages = { [key: string]: string | Messages };

const read = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "messages", `${locale}.json`), "utf8")) as Messages;

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/** The {placeholders} of an ICU message, which every translation must keep. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

const english = flatten(read("en"));

describe.each(LOCALES.filter((l) => l !== "en"))("the %s messages", (locale) => {
  const messages = flatten(read(locale));

  it("have every key of English, and no other", () => {
    expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
    expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it("are not English left untranslated, unless the word is the same", () => {
    const same = [...english].filter(([key, text]) => messages.get(key) === text && key !== "language.name");
    expect(same.filter(([key]) => !SAME_AS_ENGLISH[locale]?.includes(key)).map(([key]) => key)).toEqual([]);
  });

  it("keep the placeholders of English", () => {
    const broken = [...english].filter(([key, text]) => {
      const translated = messages.get(key);
      return translated !== undefined && placeholders(translated).join() !== placeholders(text).join();
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });
});
