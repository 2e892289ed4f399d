import { type useTranslations } from "next-intl";

/** How the settings write when something happened: "26 Nov 2026, 14:05" in the page's language (useFormat().dateTime). */
export const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

export const iso = (date: Date | string) => new Date(date).toISOString();

/** The browser and system a user agent names, such as “Chrome on Android”. */
export function device(userAgent: string | null | undefined, t: ReturnType<typeof useTranslations<"account.devices">>): string {
  if (!userAgent) return t("unknown");
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Chrome\//.test(userAgent)
      ? "Chrome"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : t("browser");
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? t("on", { browser, system }) : browser;
}
