// The choice lists the pages show have their words in the "choices" messages: every stored word of
// the journal's lists, every preset course of fire and every target face, with the English message
// the very label the page showed before it spoke other languages.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRESET_COURSE_NAMES } from "@/lib/competitions/course-names";
import { DISCIPLINES, LIGHTING, POSITIONS, SESSION_TYPES, VENUE_TYPES, WIND } from "@/lib/journal/vocabulary";
import { TARGET_FACE_CODES, targetFace } from "@/lib/shots/target-faces";
import { choiceKey } from "./choice-key";

type Block = Record<string, string>;
const choices = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "messages", "en.json"), "utf8")) as { choices: Record<string, Block> }
).choices;

describe("the choices messages", () => {
  it.each([
    ["sessionTypes", SESSION_TYPES],
    ["disciplines", DISCIPLINES],
    ["positions", POSITIONS],
    ["venueTypes", VENUE_TYPES],
    ["lighting", LIGHTING],
    ["wind", WIND],
  ] as const)("word every value of %s, in English as its label", (list, values) => {
    expect(Object.fromEntries(values.map((v) => [choiceKey(v.value), v.label]))).toEqual(choices[list]);
  });

  it("name every preset course of fire by its code", () => {
    expect(choices.courses).toEqual(PRESET_COURSE_NAMES);
  });

  it("name every target face by its code", () => {
    expect(choices.targetFaces).toEqual(Object.fromEntries(TARGET_FACE_CODES.map((code) => [code, targetFace(code)?.label])));
  });
});
