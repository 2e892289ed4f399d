import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

type Catalog = typeof import("@/lib/i18n/problems");

/** Loaded once per page, by the first component that may show a problem. */
let catalog: Catalog | undefined;

/**
 * A problem's English text (the API's, or a shared schema's) in the person's language, through the
 * "problems" catalog (lib/i18n/problems.ts); a text it does not know stays English. The catalog (the
 * English message file it reads its patterns from) loads after the page is drawn, not with the
 * page's first scripts: until it has, a text is shown as the server wrote it.
 */
export function useProblemText(): (text: string) => string {
  const t = useTranslations("problems");
  const [loaded, setLoaded] = useState(catalog);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void import("@/lib/i18n/problems").then((module) => {
      catalog = module;
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return (text) => (loaded ? loaded.problemText(text, (id, values) => t(id, values)) : text);
}
