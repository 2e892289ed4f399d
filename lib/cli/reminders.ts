// npm run reminders [-- --now 2026-11-30T07:00:00Z]
// Sends the e-mail reminders that are due (lib/planning/reminders.ts), for cron or a scheduler; the
// server also runs it every REMINDER_INTERVAL_MINUTES. Each reminder goes out once, whoever runs it.
import { parseArgs } from "node:util";
import { disconnect } from "@/lib/db/client";
import { runReminders } from "@/lib/planning/reminders";

async function main(): Promise<number> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { now: { type: "string" } } });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) {
    console.error("usage: npm run reminders [-- --now <ISO 8601 date-time>]");
    return 2;
  }
  const sent = await runReminders(now);
  console.log(JSON.stringify(sent));
  return 0;
}

main()
  .then(async (code) => {
    await disconnect();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await disconnect();
    process.exit(1);
  });
