"use client";
import { useTranslations } from "next-intl";
import { type AuthError, authErrorKey } from "@/lib/client/auth-errors";

/**
 * Says a refusal of the accounts library in the person's language: a code it knows in its own
 * words, anything else as `fallback` (the caller's words for what failed), never the library's English.
 */
export function useAuthMessage(): (error: AuthError, fallback: string) => string {
  const t = useTranslations("account.authErrors");
  return (error, fallback) => {
    const key = authErrorKey(error);
    return key ? t(key) : fallback;
  };
}
