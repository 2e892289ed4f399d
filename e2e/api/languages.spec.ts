// A person's language choice (issue 36): kept on the account, reported by the session, mirrored in
// the rangebook.language cookie, and the language of the mail they get.
import { randomUUID } from "node:crypto";
import { expect, test } from "../fixtures";
import { mailTo } from "../support/mail-server";
import { asPerson, baseUrl, signIn, signUp } from "../support/people";

const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@people.test`;
const languageCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith("rangebook.language="));

test("the choice is stored, reported as language, and the cookie follows the account", async () => {
  const person = await signUp("Greta Gewehr", email("greta"));
  expect((await asPerson(person, "GET", "/api/session")).body.language).toBeNull();

  const saved = await asPerson(person, "POST", "/api/auth/update-user", { language: "de" });
  expect(saved.status).toBe(200);
  expect(languageCookieOf(saved.headers)).toMatch(/^rangebook\.language=de;/);
  expect((await asPerson(person, "POST", "/api/auth/update-user", { language: "fr" })).status).toBe(400);

  // A session read without the cookie (another browser) sets it; one that agrees leaves it.
  const read = await asPerson(person, "GET", "/api/session");
  expect(read.body.language).toBe("de");
  expect(languageCookieOf(read.headers)).toMatch(/^rangebook\.language=de;/);
  const agreeing = await asPerson({ cookie: `${person.cookie}; rangebook.language=de` }, "GET", "/api/session");
  expect(languageCookieOf(agreeing.headers)).toBeUndefined();

  const signedIn = await signIn(person.email, person.password);
  expect(languageCookieOf(signedIn.headers)).toMatch(/^rangebook\.language=de;/);

  const out = await asPerson({ cookie: `${person.cookie}; rangebook.language=de` }, "DELETE", "/api/session");
  expect(out.status).toBe(204);
  expect(languageCookieOf(out.headers)).toMatch(/^rangebook\.language=;.*Max-Age=0/);
});

test("mail speaks the recipient's choice, else the language the request came in, else English", async ({ world }) => {
  const invite = (address: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}/api/organizations/${world.organizationId}/invitations`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": process.env.RANGEBOOK_ADMIN_KEY ?? "", ...headers },
      body: JSON.stringify({ email: address, role: "athlete" }),
    });

  // Nobody chose yet: staff inviting from a German browser write in German; without one, English.
  const newcomer = email("neu");
  expect((await invite(newcomer, { "accept-language": "de-DE,de;q=0.9" })).status).toBe(201);
  const german = await mailTo(newcomer, /^Willkommen bei /);
  expect(german.text).toContain("lädt dich zu");
  expect(german.text).toContain("als Schütze.");
  const plain = email("plain");
  expect((await invite(plain)).status).toBe(201);
  expect((await mailTo(plain, /^Join /)).text).toContain("invites you to");

  // Someone who chose German gets German, whatever language the sender's request came in.
  const person = await signUp("Hans Haltung", email("hans"));
  expect((await asPerson(person, "POST", "/api/auth/update-user", { language: "de" })).status).toBe(200);
  expect((await invite(person.email, { "accept-language": "sv-SE" })).status).toBe(201);
  expect((await mailTo(person.email, /^Willkommen bei /)).text).toContain("lädt dich zu");

  const reset = await fetch(`${baseUrl()}/api/auth/request-password-reset`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl(), "accept-language": "en-GB" },
    body: JSON.stringify({ email: person.email, redirectTo: "/reset-password" }),
  });
  expect(reset.status).toBe(200);
  const mail = await mailTo(person.email, /^Setze dein Rangebook-Passwort zurück$/);
  expect(mail.text).toMatch(/^Wähle hier ein neues Passwort \(der Link gilt eine Stunde\):\nhttps?:\/\//);
});
