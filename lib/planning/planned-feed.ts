// Planned sessions as calendar-feed events (API section 14): all-day, tentative, in the words of the
// athlete's language (a phone's calendar shows them as they are written).
import "server-only";
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/config";
import de from "@/lib/i18n/messages/de.json";
import en from "@/lib/i18n/messages/en.json";
import sv from "@/lib/i18n/messages/sv.json";
import type { PlannedSessionType } from "@/lib/schemas/planning";
import { addDays } from "./plan";
import { selectAthleteLanguage, selectPlannedSessionsFrom } from "./planning-repository";

const messages = { en, de, sv };

export type PlannedFeedEvent = { id: string; date: string; dayAfter: string; summary: string; description: string | null; updatedAt: Date };

/** The words of the athlete's feed, in the language the person who is the athlete chose (else English). */
export async function feedWords(athleteId: string) {
  const language = await selectAthleteLanguage(athleteId);
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  return createTranslator({ locale, messages: messages[locale], namespace: "planning" });
}

type FeedWords = Awaited<ReturnType<typeof feedWords>>;

/** The planned sessions from 60 days ago on, as events. */
export async function plannedFeedEvents(athleteId: string, t: FeedWords, now = new Date()): Promise<PlannedFeedEvent[]> {
  const rows = await selectPlannedSessionsFrom(athleteId, addDays(now.toISOString().slice(0, 10), -60));
  return rows.map((p) => {
    const details = [
      p.courseOfFireName,
      p.plannedShots !== null ? t("feedShots", { count: p.plannedShots }) : null,
      p.plannedMinutes !== null ? t("feedMinutes", { count: p.plannedMinutes }) : null,
      p.targetScore !== null ? t("feedTarget", { score: p.targetScore }) : null,
      p.priority !== null ? t("feedPriority", { priority: p.priority }) : null,
    ].filter((part): part is string => part !== null);
    return {
      id: p.id,
      date: p.date,
      dayAfter: addDays(p.date, 1),
      summary: t("feedSummary", { type: t(`types.${p.type as PlannedSessionType}`) }),
      description: [details.join(" · "), p.notes].filter(Boolean).join("\n") || null,
      updatedAt: p.updatedAt,
    };
  });
}
