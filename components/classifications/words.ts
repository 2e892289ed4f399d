// The classifications' sentences outside React take a translator, so that pure helpers stay pure
// and their English (the tests' and the English pages') is the message file's, byte for byte.
import { type AbstractIntlMessages, createTranslator } from "next-intl";
import messages from "@/lib/i18n/messages/en.json";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const english = createTranslator({ locale: "en", messages: messages as AbstractIntlMessages, namespace: "classifications" });
// The message file's types are inferred from the JSON; helpers name keys by string.
export const inEnglish: Translate = (key, values) => english(key as never, values as never);

/** A classification type inside a sentence: German keeps a noun's capital, English and Swedish do not. */
export const typeInSentence = (label: string, locale: string) => (locale === "de" ? label : label.toLowerCase());
