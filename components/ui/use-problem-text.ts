import { useTranslations } from "next-intl";
import { problemText } from "@/lib/i18n/problems";

/**
 * A problem's English text (the API's, or a shared schema's) in the person's language, through the
 * "problems" catalog (lib/i18n/problems.ts); a text it does not know stays English.
 */
export function useProblemText(): (text: string) => string {
  const t = useTranslations("problems");
  return (text) => problemText(text, (id, values) => t(id, values));
}
