// Accounts for people, with better-auth (docs/decisions/007-accounts-with-better-auth.md): e-mail and
// password with verification and reset, magic links, passkeys, sign-in with an OpenID Connect
// provider, and sessions kept on the server. Mounted at
// /api/auth (app/api/auth/[...all]/route.ts); who may do what through the API stays with
// lib/auth/policy.ts, and organizations, memberships and invitations are ours (lib/people/).
import "server-only";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth, magicLink } from "better-auth/plugins";
import { z } from "zod";
import { authDatabase } from "@/lib/db/client";
import { env } from "@/lib/env";
import { allowedHosts } from "@/lib/http/public-origin";
import { requestLanguage } from "@/lib/http/request-language";
import { isLocale, LANGUAGE_COOKIE, LOCALES } from "@/lib/i18n/config";
import { mailLanguage, mailWords } from "@/lib/mail/messages";
import { sendMail } from "@/lib/mail/send-mail";
import { newId } from "@/lib/db/rows";
import { forgetAthleteData } from "@/lib/people/account-data";
import { languageOfAddress } from "@/lib/people/account-repository";
import { invitedAddress } from "@/lib/people/memberships";
import { revokeAllPersonalKeys } from "@/lib/people/personal-keys";
import { log } from "@/lib/server/log";
import { PERSON_SESSION_COOKIE, readCookie } from "./cookies";
import { countRequest, forgetRequests } from "./rate-limit";
import { sessionSecret } from "./session-secret";

/** Sign-in attempts per account per 15 minutes, whatever address they come from. */
const ACCOUNT_ATTEMPTS = 10;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;

/** The account a sign-in names, as the lock counts it. */
function accountKey(body: unknown): string {
  const email = String((body as { email?: unknown } | undefined)?.email ?? "");
  return `auth:account:${email.trim().toLowerCase()}`;
}

type Hooked = {
  body?: unknown;
  context: { returned?: unknown; internalAdapter: { findVerificationValue: (id: string) => Promise<{ value: string } | null> } };
};

/** Reset tokens whose person's API keys go when the reset succeeds, to that person. */
const keysToRevoke = new Map<string, string>();

/**
 * A password reset revokes the person's own API keys too, unless the request says
 * `revokeApiKeys: false` (the reset page's box, ticked by default): a leaked key outlives a password.
 * Noted before the reset, as the token names the person only until it is used.
 */
async function noteKeysToRevoke(context: Hooked): Promise<void> {
  const { token, revokeApiKeys } = (context.body ?? {}) as { token?: unknown; revokeApiKeys?: unknown };
  if (typeof token !== "string" || revokeApiKeys === false) return;
  const verification = await context.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (verification) keysToRevoke.set(token, verification.value);
}

async function revokeNotedKeys(context: Hooked): Promise<void> {
  const { token } = (context.body ?? {}) as { token?: unknown };
  const personId = typeof token === "string" ? keysToRevoke.get(token) : undefined;
  if (typeof token !== "string" || !personId) return;
  keysToRevoke.delete(token);
  const returned = context.context.returned as { status?: unknown } | undefined;
  if (returned?.status === true) await revokeAllPersonalKeys(personId);
}

/**
 * Addresses signing up from an invitation's link, noted before the account is made: the link was
 * mailed to the address, so it is confirmed already and no second mail is sent. A token for another
 * address confirms nothing.
 */
const confirmedByInvitation = new Set<string>();
/** The accounts just made confirmed that way, whose sign-up would otherwise mail a confirmation link. */
const noConfirmationMail = new Set<string>();

async function noteInvitedSignUp(context: Hooked): Promise<void> {
  const { email, invitationToken } = (context.body ?? {}) as { email?: unknown; invitationToken?: unknown };
  if (typeof email !== "string" || typeof invitationToken !== "string" || invitationToken.length > 100) return;
  if ((await invitedAddress(invitationToken)) === email.trim().toLowerCase()) confirmedByInvitation.add(email.trim().toLowerCase());
}

type LanguageHooked = {
  path: string;
  body?: unknown;
  setCookie: (name: string, value: string, options: { path: string; sameSite: "lax"; maxAge: number }) => unknown;
  getCookie: (name: string) => string | null | undefined;
  context: { returned?: unknown; newSession?: { user: Record<string, unknown> } | null };
};

function setLanguageCookie(context: LanguageHooked, language: unknown): void {
  const chosen = isLocale(language) ? language : null;
  // Nothing chosen and nothing to clear: the answer stays as it was.
  if (!chosen && !context.getCookie(LANGUAGE_COOKIE)) return;
  context.setCookie(LANGUAGE_COOKIE, chosen ?? "", { path: "/", sameSite: "lax", maxAge: chosen ? 365 * 24 * 60 * 60 : 0 });
}

/**
 * The language cookie follows the account (lib/i18n/request.ts renders pages in it): a sign-in sets
 * it to the person's choice, saving a choice sets it, and signing out clears it, so that signed-out
 * pages follow the browser again.
 */
function followLanguage(context: LanguageHooked): void {
  if (context.path === "/sign-out") return setLanguageCookie(context, null);
  if (context.path === "/update-user") {
    const body = (context.body ?? {}) as Record<string, unknown>;
    const saved = (context.context.returned as { status?: unknown } | undefined)?.status === true;
    if (saved && "language" in body) setLanguageCookie(context, body.language);
    return;
  }
  const user = context.context.newSession?.user;
  if (user) setLanguageCookie(context, user.language);
}

/** The language a user of the library chose; its own types do not list our fields. */
const languageOf = (user: object): unknown => (user as { language?: unknown }).language;

const USER_FIELDS = ["id", "name", "email", "emailVerified", "image", "isAdmin", "createdAt", "updatedAt"] as const;

/**
 * Sign-up's answer with its fields in one order: the library lists a made-up user's id last and a
 * new one's first, which would tell a known address from a new one.
 */
function signUpAnswer(returned: unknown) {
  const { token = null, user } = (returned ?? {}) as { token?: unknown; user?: Record<string, unknown> };
  if (!user) return null;
  return { token, user: Object.fromEntries(USER_FIELDS.map((field) => [field, user[field] ?? null])) };
}

async function createAuth() {
  const { PUBLIC_BASE_URL, OIDC_DISCOVERY_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, SIGN_IN_RATE_LIMIT_PER_MINUTE: perMinute } = env();
  const mailsPerMinute = Math.max(1, Math.ceil(perMinute / 3));
  const hosts = allowedHosts();
  return betterAuth({
    appName: "Rangebook",
    secret: await sessionSecret(),
    basePath: "/api/auth",
    baseURL: { allowedHosts: hosts, fallback: PUBLIC_BASE_URL ?? "http://localhost:3000", protocol: "auto" },
    // The query builder the rest of the data layer uses (better-auth's own Kysely adapter): the
    // tables as the schema names them, which PostgreSQL tells apart from lower case.
    database: authDatabase,
    session: {
      modelName: "Session",
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      freshAge: 0,
      cookieCache: { enabled: false },
    },
    account: { modelName: "Account" },
    verification: { modelName: "Verification" },
    user: {
      modelName: "Person",
      additionalFields: {
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
        // The person's language (lib/i18n/config.ts); null follows the browser.
        language: { type: "string", required: false, input: true, validator: { input: z.enum(LOCALES).nullable() } },
      },
      changeEmail: {
        enabled: true,
        // The current address confirms first; the new one is then confirmed by the usual link.
        sendChangeEmailConfirmation: async ({ user, newEmail, url }, request) => {
          const t = mailWords(mailLanguage(languageOf(user), requestLanguage(request)));
          await sendMail({ to: user.email, subject: t("changeEmail.subject"), text: t("changeEmail.text", { newEmail, url }) });
        },
      },
      // The journal of the athlete records the person is goes with them; the records stay with their organizations.
      deleteUser: { enabled: true, beforeDelete: async (user) => forgetAthleteData(user.id) },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 10,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      // A known address gets the answer a new one gets (requireEmailVerification makes it generic),
      // with an id of the same kind our rows have, and a mail to its owner as a new one gets its link.
      customSyntheticUser: ({ coreFields, additionalFields }) => ({ ...coreFields, ...additionalFields, id: newId() }),
      onExistingUserSignUp: async ({ user }, request) => {
        const t = mailWords(mailLanguage(languageOf(user), requestLanguage(request)));
        await sendMail({ to: user.email, subject: t("existingSignUp.subject"), text: t("existingSignUp.text") });
      },
      sendResetPassword: async ({ user, url }, request) => {
        const t = mailWords(mailLanguage(languageOf(user), requestLanguage(request)));
        await sendMail({ to: user.email, subject: t("resetPassword.subject"), text: t("resetPassword.text", { url }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        if (noConfirmationMail.delete(user.email.toLowerCase())) return;
        const t = mailWords(mailLanguage(languageOf(user), requestLanguage(request)));
        await sendMail({ to: user.email, subject: t("verify.subject"), text: t("verify.text", { url }) });
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            if (!confirmedByInvitation.delete(user.email.toLowerCase())) return;
            noConfirmationMail.add(user.email.toLowerCase());
            return { data: { ...user, emailVerified: true } };
          },
        },
      },
    },
    // Per client address, as SIGN_IN_RATE_LIMIT_PER_MINUTE says (0 turns it off); mail-sending
    // endpoints get a third of it. The per-account limit below holds whatever the address.
    rateLimit: {
      enabled: perMinute > 0,
      window: 60,
      max: perMinute * 3,
      customRules: {
        "/sign-in/email": { window: 60, max: perMinute },
        "/sign-in/magic-link": { window: 60, max: mailsPerMinute },
        "/sign-up/email": { window: 60, max: mailsPerMinute },
        "/request-password-reset": { window: 60, max: mailsPerMinute },
        "/send-verification-email": { window: 60, max: mailsPerMinute },
      },
      customStorage: {
        consume: async (key, rule) => countRequest(`auth:${key}`, rule.window, rule.max),
      },
    },
    // Ten sign-ins with a password in any 15 minutes, from any address, lock the account until
    // they age out; one that works starts the count again, so the lock is about misses.
    hooks: {
      before: createAuthMiddleware(async (context) => {
        if (context.path === "/reset-password") return noteKeysToRevoke(context);
        if (context.path === "/sign-up/email") return noteInvitedSignUp(context);
        if (context.path !== "/sign-in/email") return;
        const { allowed, retryAfter } = await countRequest(accountKey(context.body), ACCOUNT_WINDOW_SECONDS, ACCOUNT_ATTEMPTS);
        if (!allowed) {
          const minutes = Math.ceil(retryAfter / 60);
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { message: `Too many sign-in attempts for this account; try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.` },
            { "retry-after": String(retryAfter) },
          );
        }
      }),
      after: createAuthMiddleware(async (context) => {
        followLanguage(context);
        if (context.path === "/sign-up/email") {
          // Made or not (the address may have an account already), the note is spent.
          confirmedByInvitation.delete(
            String((context.body as { email?: unknown } | undefined)?.email ?? "")
              .trim()
              .toLowerCase(),
          );
          const answer = signUpAnswer(context.context.returned);
          return answer ? context.json(answer) : undefined;
        }
        if (context.path === "/reset-password") return revokeNotedKeys(context);
        if (context.path !== "/sign-in/email" || !context.context.newSession) return;
        // The person is signed in by now: a count that could not be cleared only costs them the lock sooner.
        await forgetRequests(accountKey(context.body), ACCOUNT_WINDOW_SECONDS).catch((error: unknown) =>
          log.error("the account's sign-in count could not be cleared", { error }),
        );
      }),
    },
    advanced: {
      cookiePrefix: "rangebook",
      // Secure is added per request over HTTPS (app/api/auth/[...all]/route.ts): a fixed Secure would
      // lose every sign-in over plain HTTP on a club's network.
      useSecureCookies: false,
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      // Ids of the kind every row of ours has (Prisma's uuid(7) default is not the database's).
      database: { generateId: () => newId() },
      backgroundTasks: {
        handler: (task) => {
          task.catch((error: unknown) => log.error("background task of the accounts library failed", { error }));
        },
      },
    },
    trustedOrigins: hosts.flatMap((host) => [`http://${host}`, `https://${host}`]),
    plugins: [
      magicLink({
        expiresIn: 15 * 60,
        sendMagicLink: async ({ email, url }, context) => {
          const t = mailWords(mailLanguage(await languageOfAddress(email), requestLanguage(context?.request)));
          await sendMail({ to: email, subject: t("magicLink.subject"), text: t("magicLink.text", { url }) });
        },
      }),
      passkey({ rpName: "Rangebook", schema: { passkey: { modelName: "Passkey" } } }),
      genericOAuth({
        config:
          OIDC_DISCOVERY_URL && OIDC_CLIENT_ID
            ? [
                {
                  providerId: "oidc",
                  discoveryUrl: OIDC_DISCOVERY_URL,
                  clientId: OIDC_CLIENT_ID,
                  clientSecret: OIDC_CLIENT_SECRET,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ]
            : [],
      }),
    ],
  });
}

type Auth = Awaited<ReturnType<typeof createAuth>>;

// One instance per process, also across the module reloads of a development server.
const cache = globalThis as unknown as { rangebookAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  cache.rangebookAuth ??= createAuth().catch((error: unknown) => {
    cache.rangebookAuth = undefined;
    throw error;
  });
  return cache.rangebookAuth;
}

/** The person whose live session the request carries, or null. */
export async function personSession(request: Request): Promise<string | null> {
  if (!readCookie(request, PERSON_SESSION_COOKIE)) return null;
  const session = await (await getAuth()).api.getSession({ headers: request.headers });
  return session?.user.id ?? null;
}

/** Ends the request's person session, if any, on the server; answers the cookies that clear it. */
export async function endPersonSession(request: Request): Promise<string[]> {
  if (!readCookie(request, PERSON_SESSION_COOKIE)) return [];
  const response = await (await getAuth()).api.signOut({ headers: request.headers, asResponse: true });
  return response.headers.getSetCookie();
}
