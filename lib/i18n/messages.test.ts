// Every language has every message of English, and says it in its own words: a German or Swedish
// message equal to the English one is a missed translation, unless it is the same word in both.
import fs from "node:fs";
import path from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
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

/**
 * The {placeholders} and <tags> of an ICU message, which every translation must keep: read by ICU's
 * own parser, so that the words of a plural's branches ("{count, plural, one {Schuss} other
 * {Schüsse}}") are words, not placeholders. A message the parser refuses throws.
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

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

  it("are ICU messages", () => {
    const unreadable = [...messages].filter(([, text]) => {
      try {
        parse(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(unreadable.map(([key]) => key)).toEqual([]);
  });

  it("keep the placeholders of English", () => {
    const broken = [...english].filter(([key, text]) => {
      const translated = messages.get(key);
      return translated !== undefined && placeholders(translated).join() !== placeholders(text).join();
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });
});

/** The keys an object of the file names twice: JSON.parse keeps the last silently, losing the first message. */
function keysNamedTwice(text: string): string[] {
  const twice: string[] = [];
  // JSON.parse cannot see them: each object's keys are read from the text itself, by nesting depth.
  const seen: Array<Set<string>> = [];
  const pattern = /"((?:[^"\\]|\\.)*)"\s*(:)?|[{}]/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0] === "{") seen.push(new Set());
    else if (match[0] === "}") seen.pop();
    else if (match[2]) {
      const keys = seen.at(-1);
      const key = match[1] ?? "";
      if (keys?.has(key)) twice.push(key);
      keys?.add(key);
    }
  }
  return twice;
}

describe.each(LOCALES)("the %s message file", (locale) => {
  it("names no key twice in one object", () => {
    const text = fs.readFileSync(path.join(import.meta.dirname, "messages", `${locale}.json`), "utf8");
    expect(keysNamedTwice(text)).toEqual([]);
    expect(keysNamedTwice('{ "a": { "b": "x", "b": "y" } }')).toEqual(["b"]);
  });
});
