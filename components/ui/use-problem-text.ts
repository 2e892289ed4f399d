import { createTranslator, useLocale } from "next-intl";
import { useSyncExternalStore } from "react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/config";
import type { SayProblem } from "@/lib/i18n/problems";

type Say = (text: string) => string;

/** Each language's message file, loaded when a page first has a problem to say in it. */
const MESSAGES: Record<Locale, () => Promise<{ default: { problems: Record<string, string> } }>> = {
  en: () => import("@/lib/i18n/messages/en.json"),
  de: () => import("@/lib/i18n/messages/de.json"),
  sv: () => import("@/lib/i18n/messages/sv.json"),
};

/** Loaded once per page and language. */
const sayers = new Map<Locale, Say>();
const loading = new Set<Locale>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts loading, once, in the browser: the catalog of English patterns and the language's
 * "problems" messages. The server always says the text as written.
 */
function requestCatalog(locale: Locale): void {
  if (typeof window === "undefined" || loading.has(locale)) return;
  loading.add(locale);
  Promise.all([import("@/lib/i18n/problems"), MESSAGES[locale]()]).then(
    ([catalog, messages]) => {
      const t = createTranslator({ locale, messages: { problems: messages.default.problems }, namespace: "problems" });
      const say: SayProblem = (id, values) => t(id as never, values as never);
      sayers.set(locale, (text) => catalog.problemText(text, say));
      for (const listener of listeners) listener();
    },
    () => loading.delete(locale),
  );
}

/**
 * A problem's English text (the API's, or a shared schema's) in the person's language, through the
 * "problems" catalog (lib/i18n/problems.ts); a text it does not know stays English. The catalog and
 * the language's "problems" messages load when a page first has a problem to say, not with every
 * page (the root layout leaves them out of the messages it gives the browser): until they have,
 * the text is shown as the server wrote it.
 */
export function useProblemText(): Say {
  const language = useLocale();
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const loaded = useSyncExternalStore(
    subscribe,
    () => sayers.get(locale),
    () => undefined,
  );
  return (text) => {
    if (loaded) return loaded(text);
    requestCatalog(locale);
    return text;
  };
}
