// People for the tests, made the way people make themselves: sign-up through the accounts API, the
// confirmation link from the real SMTP server, and an invitation an admin key sends and the person
// accepts. Each answers the person's session cookie, sent as the pages send it.
import { randomUUID } from "node:crypto";
import { linkIn, mailTo } from "./mail-server";

export type Person = { email: string; password: string; name: string; cookie: string };

export const baseUrl = () => process.env.RANGEBOOK_BASE_URL ?? "";

/** A request as the pages make it: the person's cookie, and this site's Origin on writes. */
export async function asPerson(person: { cookie: string }, method: string, path: string, json?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    redirect: "manual",
    headers: { cookie: person.cookie, origin: baseUrl(), ...(json !== undefined ? { "content-type": "application/json" } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text && /json/.test(response.headers.get("content-type") ?? "") ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

/** The session cookie among a response's Set-Cookie headers, as a Cookie header. */
export function sessionCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith("rangebook.session_token="));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return cookie.split(";")[0] ?? "";
}

export async function signUp(
  name = "Test Person",
  email = `p-${randomUUID().slice(0, 8)}@people.test`,
  password = "correct horse battery",
): Promise<Person> {
  const response = await fetch(`${baseUrl()}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl() },
    body: JSON.stringify({ name, email, password }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const link = linkIn(await mailTo(email, /Confirm your e-mail/));
  const confirmed = await fetch(link, { redirect: "manual" });
  return { email, password, name, cookie: sessionCookieOf(confirmed.headers) };
}

/** Signs in with e-mail and password; answers the response. */
export function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl()}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl(), ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/** An admin key invites the person to a role; the person accepts with the link's token. */
export async function join(person: Person, organizationId: string, role: string, adminKey: string, athleteId?: string): Promise<void> {
  const invited = await fetch(`${baseUrl()}/api/organizations/${organizationId}/invitations`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": adminKey },
    body: JSON.stringify({ email: person.email, role, ...(athleteId ? { athleteId } : {}) }),
  });
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status} ${await invited.text()}`);
  const token = new URL(linkIn(await mailTo(person.email, /^Join /))).searchParams.get("token");
  const accepted = await asPerson(person, "POST", "/api/invitations/accept", { token });
  if (accepted.status !== 200) throw new Error(`accepting failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
}

/**
 * The athlete asks a person to coach them by e-mail: a coach of their club starts at once, anyone
 * else accepts the mailed invitation.
 */
export async function grantCoaching(athlete: Person, athleteId: string, coach: Person): Promise<void> {
  const asked = await asPerson(athlete, "POST", `/api/athletes/${athleteId}/coaches`, { email: coach.email });
  if (asked.status === 201) return;
  if (asked.status !== 202) throw new Error(`asking to coach failed: ${asked.status} ${JSON.stringify(asked.body)}`);
  const token = new URL(linkIn(await mailTo(coach.email, /asks you to coach them/))).searchParams.get("token");
  const accepted = await asPerson(coach, "POST", "/api/invitations/accept", { token });
  if (accepted.status !== 200) throw new Error(`accepting to coach failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
}
