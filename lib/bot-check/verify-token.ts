// The bot check behind user-profile writes. Without a secret, a development verifier accepts only
// the token Turnstile's test site keys produce. With one, tokens go to a Turnstile-compatible
// siteverify endpoint; if it cannot be reached the answer is 503, never a silent pass.
import { ApiError } from "@/lib/errors";

export const DEVELOPMENT_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

export type BotCheckConfig = { mode: "development" } | { mode: "remote"; verifyUrl: string; secret: string; timeoutMs: number };

type SiteverifyAnswer = { success?: unknown; "error-codes"?: unknown };

function rejected(reason: string): ApiError {
  return new ApiError("bot_check_failed", 422, `The bot check did not pass (${reason}); try it again.`, {
    "/captchaToken": `was rejected by the bot check (${reason})`,
  });
}

function unavailable(reason: string): ApiError {
  return new ApiError(
    "service_unavailable",
    503,
    `The bot-check service could not be asked (${reason}); retry shortly.`,
    {},
    {
      "retry-after": "10",
    },
  );
}

/** Resolves when the token passes; throws a 422 when it is rejected, a 503 when nobody could say. */
export async function verifyToken(config: BotCheckConfig, token: string, remoteIp: string | null): Promise<void> {
  if (config.mode === "development") {
    if (token !== DEVELOPMENT_TOKEN) throw rejected("the development verifier accepts only its test token");
    return;
  }
  const form = new URLSearchParams({ secret: config.secret, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(config.verifyUrl, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw unavailable(`it answered HTTP ${response.status}`);
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw unavailable(timedOut ? `no answer within ${config.timeoutMs} ms` : "it is unreachable or answered garbage");
  }
  if (answer.success === true) return;
  if (answer.success !== false) throw unavailable("its answer has no success flag");
  const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"].map(String) : [];
  throw rejected(codes.length > 0 ? codes.join(", ") : "no reason given");
}
