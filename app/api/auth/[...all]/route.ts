// The accounts library's endpoints (sign-in, sign-up, magic links, passkeys, sessions, OpenID
// Connect), with two things of ours around them: session cookies are Secure exactly when the
// request came over HTTPS (or COOKIE_SECURE says so), and errors are problem details like the rest
// of the API (the library's own { message, code } members stay for its client).
import { randomUUID } from "node:crypto";
import { isSecureRequest } from "@/lib/auth/cookies";
import { getAuth } from "@/lib/auth/people";
import { problemTitle, toProblem } from "@/lib/http/problem";

async function handle(request: Request): Promise<Response> {
  const traceId = randomUUID();
  const path = new URL(request.url).pathname;
  let response: Response;
  try {
    response = await (await getAuth()).handler(request);
  } catch (error) {
    return toProblem(error, path, traceId);
  }
  const cookies = response.headers.getSetCookie();
  const secure = cookies.length > 0 && isSecureRequest(request);
  const failed = response.status >= 400 && (response.headers.get("content-type") ?? "").includes("json");
  if (!secure && !failed) return response;
  let body: BodyInit | null = response.body;
  const headers = new Headers(response.headers);
  if (secure) {
    headers.delete("set-cookie");
    for (const cookie of cookies) headers.append("set-cookie", /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
  }
  if (failed) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    const detail = answer.message || problemTitle(response.status);
    body = JSON.stringify({
      type: `/problems/${(answer.code ?? "auth_failed").toLowerCase().replaceAll("_", "-")}`,
      title: problemTitle(response.status),
      status: response.status,
      detail,
      instance: path,
      code: answer.code ?? "AUTH_FAILED",
      traceId,
      message: detail,
    });
    headers.set("content-type", "application/problem+json");
    headers.delete("content-length");
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

export { handle as GET, handle as POST };
