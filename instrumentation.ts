// Runs once when a server process starts: say which bot check is in force, so nobody mistakes the
// development verifier for a real one; keep forwarded headers only from trusted proxies; send the
// e-mail reminders that fall due every few minutes; and take
// over SIGTERM / SIGINT for a graceful shutdown when Next.js leaves the signals to us
// (NEXT_MANUAL_SIG_HANDLE, set by `npm start`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { botCheckConfig, describeBotCheck } = await import("@/lib/bot-check/config");
  const { log } = await import("@/lib/server/log");
  const { env, trustedProxies } = await import("@/lib/env");
  const { installForwardedHeaderFilter } = await import("@/lib/server/forwarded-headers");
  log.info(describeBotCheck(botCheckConfig()));
  installForwardedHeaderFilter(trustedProxies());
  const every = env().REMINDER_INTERVAL_MINUTES;
  if (every > 0) {
    const { runReminders } = await import("@/lib/planning/reminders");
    const run = () => {
      runReminders().catch((error: unknown) => log.error("sending reminders failed", { error: String(error) }));
    };
    setInterval(run, every * 60_000).unref();
  }
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    const { installGracefulShutdown } = await import("@/lib/server/shutdown");
    installGracefulShutdown(env().SHUTDOWN_TIMEOUT_MS);
  } else {
    log.warn("NEXT_MANUAL_SIG_HANDLE is not set: on SIGTERM Next.js exits without closing the database pool; start with npm start");
  }
}
