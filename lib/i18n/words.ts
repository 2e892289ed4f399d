// The messages of a language for text made outside React and outside a page's request (mail, the
// PDF scorecard, the command line): next-intl's own core, use-intl, over the same message files.
import { createTranslator } from "use-intl/core";
import { type Locale } from "./config";
import de from "./messages/de.json";
import en from "./messages/en.json";
import sv from "./messages/sv.json";

const MESSAGES: Record<Locale, typeof en> = { en, de, sv };

/** The scorecard's words in a language. */
export const scorecardWords = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: "scorecard" });
