// Runs once when a server process starts: say which bot check is in force, so nobody mistakes the
// development verifier for a real one.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { botCheckConfig, describeBotCheck } = await import("@/lib/bot-check/config");
  const { log } = await import("@/lib/log");
  log.info(describeBotCheck(botCheckConfig()));
}
