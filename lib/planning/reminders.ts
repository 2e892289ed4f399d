// E-mail reminders a person switched on in their settings (issue 38): a coach's weekly summary of the
// week that ended (sessions waiting for feedback, low compliance, new bests), due from Monday 06:00
// UTC, and an athlete's note about tomorrow's planned sessions, due from 17:00 UTC the evening before.
// Any server instance (or `npm run reminders` from cron) may run this at any time: each reminder is
// claimed in the database before it is sent, so it goes out once.
import "server-only";
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/config";
import de from "@/lib/i18n/messages/de.json";
import en from "@/lib/i18n/messages/en.json";
import sv from "@/lib/i18n/messages/sv.json";
import { sendMail } from "@/lib/mail/send-mail";
import { coachedAthletes } from "@/lib/people/coaching";
import type { PlannedSessionType } from "@/lib/schemas/planning";
import { addDays, weekStartOf } from "./plan";
import { claimReminder, releaseReminder, selectBestScores, selectPlansToRemind, selectSummaryCoaches } from "./planning-repository";

const messages = { en, de, sv };
const wordsFor = (language: string | null) => {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  return createTranslator({ locale, messages: messages[locale], namespace: "planning" });
};

/** Compliance under this share is named in the coach's summary. */
const LOW_COMPLIANCE = 0.5;

/** The Monday that starts the week whose summary is due at `now`: last week's, from Monday 06:00 UTC on. */
function summarizedWeek(now: Date): string {
  const shifted = new Date(now.getTime() - 6 * 3_600_000);
  return addDays(weekStartOf(shifted.toISOString().slice(0, 10)), -7);
}

/** The day whose planned sessions are due for the evening note at `now` (from 17:00 UTC), or null before then. */
function remindedDay(now: Date): string | null {
  return now.getUTCHours() >= 17 ? addDays(now.toISOString().slice(0, 10), 1) : null;
}

async function once(personId: string, kind: string, subject: string, send: () => Promise<void>): Promise<boolean> {
  if (!(await claimReminder(personId, kind, subject))) return false;
  try {
    await send();
    return true;
  } catch (error) {
    await releaseReminder(personId, kind, subject);
    throw error;
  }
}

async function weeklySummaries(now: Date): Promise<number> {
  const week = summarizedWeek(now);
  const weekEnd = new Date(`${addDays(week, 7)}T00:00:00Z`);
  let sent = 0;
  for (const coach of await selectSummaryCoaches()) {
    sent += Number(
      await once(coach.id, "weekly-summary", week, async () => {
        const t = wordsFor(coach.language);
        const rows = await coachedAthletes(coach.id, weekEnd);
        const ids = rows.map((r) => r.athleteId);
        const [thisWeek, before] = await Promise.all([
          selectBestScores(ids, new Date(`${week}T00:00:00Z`), weekEnd),
          selectBestScores(ids, new Date(weekEnd.getTime() - 372 * 86_400_000), new Date(`${week}T00:00:00Z`)),
        ]);
        const lines = rows.map((r) => {
          const bests = thisWeek
            .filter((b) => b.athleteId === r.athleteId && b.best !== null)
            .filter((b) => {
              const earlier = before.find((e) => e.athleteId === r.athleteId && e.courseOfFireId === b.courseOfFireId);
              return earlier?.best === null || earlier === undefined || Number(b.best) > Number(earlier.best);
            })
            .map((b) => t("mail.best", { course: b.courseOfFireName, score: Number(b.best) }));
          const notes = [
            r.awaitingFeedback > 0 ? t("mail.waiting", { count: r.awaitingFeedback }) : null,
            r.complianceLast28Days !== null && r.complianceLast28Days < LOW_COMPLIANCE
              ? t("mail.lowCompliance", { percent: Math.round(r.complianceLast28Days * 100) })
              : null,
            r.readinessLowTwoDays ? t("mail.lowReadiness") : null,
            ...bests,
          ].filter((n): n is string => n !== null);
          return `${r.name}: ${notes.length > 0 ? notes.join("; ") : t("mail.nothingToNote")}`;
        });
        await sendMail({
          to: coach.email,
          subject: t("mail.summarySubject", { week }),
          text: [t("mail.summaryIntro", { week }), "", ...lines, "", t("mail.switchOff")].join("\n"),
        });
      }),
    );
  }
  return sent;
}

async function planReminders(now: Date): Promise<number> {
  const day = remindedDay(now);
  if (day === null) return 0;
  const plans = await selectPlansToRemind(day);
  const byPerson = new Map<string, typeof plans>();
  for (const plan of plans) byPerson.set(plan.personId, [...(byPerson.get(plan.personId) ?? []), plan]);
  let sent = 0;
  for (const [personId, theirs] of byPerson) {
    const [first] = theirs;
    if (!first) continue;
    sent += Number(
      await once(personId, "plan-reminder", day, async () => {
        const t = wordsFor(first.language);
        const lines = theirs.map((p) =>
          [
            t(`types.${p.type as PlannedSessionType}`),
            p.courseOfFireName,
            p.plannedShots !== null ? t("feedShots", { count: p.plannedShots }) : null,
            p.plannedMinutes !== null ? t("feedMinutes", { count: p.plannedMinutes }) : null,
            p.targetScore !== null ? t("feedTarget", { score: p.targetScore }) : null,
            p.notes,
          ]
            .filter(Boolean)
            .join(" · "),
        );
        await sendMail({
          to: first.email,
          subject: t("mail.planSubject", { count: theirs.length }),
          text: [t("mail.planIntro"), "", ...lines.map((l) => `- ${l}`), "", t("mail.switchOff")].join("\n"),
        });
      }),
    );
  }
  return sent;
}

/** Sends every reminder due at `now` that has not gone out yet. */
export async function runReminders(now = new Date()): Promise<{ weeklySummaries: number; planReminders: number }> {
  return { weeklySummaries: await weeklySummaries(now), planReminders: await planReminders(now) };
}
