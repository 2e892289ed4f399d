// The API's English problem texts said as a page says them (lib/i18n/problems.ts through the
// `problems` catalog), in each language: the catalog's unit tests read texts through these.
import { createTranslator } from "next-intl";
import de from "@/lib/i18n/messages/de.json";
import en from "@/lib/i18n/messages/en.json";
import sv from "@/lib/i18n/messages/sv.json";
import { problemText } from "@/lib/i18n/problems";

const sayIn = (locale: "en" | "de" | "sv", messages: typeof en) => {
  const t = createTranslator({ locale, messages: messages as Record<string, unknown> as typeof en, namespace: "problems" });
  const say = t as unknown as (id: string, values: Record<string, string | number>) => string;
  return (text: string) => problemText(text, say);
};

export const english = sayIn("en", en);
export const german = sayIn("de", de);
export const swedish = sayIn("sv", sv);
