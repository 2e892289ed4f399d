import { type AuthError } from "@/lib/client/auth-errors";

/**
 * Unwraps the accounts library's { data, error } into a value or a thrown message, said by `say`
 * (useAuthMessage) in the person's language.
 */
export async function unwrap<T>(
  call: Promise<{ data: T | null; error: AuthError }>,
  fallback: string,
  say: (error: AuthError, fallback: string) => string,
): Promise<T> {
  const { data, error } = await call;
  if (error) throw new Error(say(error, fallback));
  return data as T;
}
