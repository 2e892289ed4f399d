import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

type Catalog = typeof import("@/lib/i18n/problems");

/** Loaded once per page, when the first problem is said. */
let catalog: Catalog | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts loading the catalog, once, in the browser; the server always says the text as written. */
function requestCatalog(): void {
  if (typeof window === "undefined") return;
  loading ??= import("@/lib/i18n/problems").then(
    (module) => {
      catalog = module;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
}

/**
 * A problem's English text (the API's, or a shared schema's) in the person's language, through the
 * "problems" catalog (lib/i18n/problems.ts); a text it does not know stays English. The catalog (the
 * English message file it reads its patterns from) loads when a page first has a problem to say,
 * not with every page's first scripts: until it has, the text is shown as the server wrote it.
 */
export function useProblemText(): (text: string) => string {
  const t = useTranslations("problems");
  const loaded = useSyncExternalStore(
    subscribe,
    () => catalog,
    () => undefined,
  );
  return (text) => {
    if (loaded) return loaded.problemText(text, (id, values) => t(id, values));
    requestCatalog();
    return text;
  };
}
