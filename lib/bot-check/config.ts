import "server-only";
import { env } from "@/lib/env";
import type { BotCheckConfig } from "./verify-token";

export function botCheckConfig(): BotCheckConfig {
  const { BOT_CHECK_SECRET, BOT_CHECK_VERIFY_URL, BOT_CHECK_TIMEOUT_MS } = env();
  return BOT_CHECK_SECRET
    ? { mode: "remote", verifyUrl: BOT_CHECK_VERIFY_URL, secret: BOT_CHECK_SECRET, timeoutMs: BOT_CHECK_TIMEOUT_MS }
    : { mode: "development" };
}

export function describeBotCheck(config: BotCheckConfig): string {
  return config.mode === "development"
    ? "bot check: development verifier (no BOT_CHECK_SECRET set); it accepts only the token XXXX.DUMMY.TOKEN.XXXX"
    : `bot check: verifying tokens at ${config.verifyUrl}`;
}
