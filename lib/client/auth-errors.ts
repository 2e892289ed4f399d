// What a person is told when the accounts library (better-auth) refuses: its error code picks a
// message of ours ("account.authErrors"), so its own English never reaches a page.
export type AuthError = { message?: string; status?: number; code?: string } | null | undefined;

/** The library's error codes a person can meet, and the key of the message that says each. */
export const AUTH_ERRORS = {
  INVALID_EMAIL_OR_PASSWORD: "wrongPassword",
  EMAIL_NOT_VERIFIED: "notVerified",
  INVALID_PASSWORD: "currentPassword",
  USER_ALREADY_EXISTS: "exists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "exists",
  INVALID_TOKEN: "linkInvalid",
  TOKEN_EXPIRED: "linkInvalid",
  PASSWORD_TOO_SHORT: "passwordShort",
  PASSWORD_TOO_LONG: "passwordLong",
  INVALID_EMAIL: "email",
  SESSION_EXPIRED: "signInAgain",
  SESSION_NOT_FRESH: "signInAgain",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "lastWay",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "noPassword",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "linkedElsewhere",
  LINKED_ACCOUNT_ALREADY_EXISTS: "linkedElsewhere",
  // Passkeys (@better-auth/passkey), in the browser and on the server.
  AUTHENTICATION_FAILED: "passkeyFailed",
  CHALLENGE_NOT_FOUND: "passkeyFailed",
  PASSKEY_NOT_FOUND: "passkeyFailed",
  PREVIOUSLY_REGISTERED: "passkeyKnown",
} as const;

export type AuthErrorKey = (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS] | "tooMany";

/** The message key for a refusal (too many attempts, or a known code), or null when the caller's own words say it best. */
export function authErrorKey(error: AuthError): AuthErrorKey | null {
  if (!error) return null;
  if (error.status === 429) return "tooMany";
  return (error.code && AUTH_ERRORS[error.code as keyof typeof AUTH_ERRORS]) || null;
}
