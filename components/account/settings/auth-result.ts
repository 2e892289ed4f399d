import { authMessage } from "@/lib/client/auth-client";

/** Unwraps the accounts library's { data, error } into a value or a thrown message. */
export async function unwrap<T>(
  call: Promise<{ data: T | null; error: { message?: string; status?: number; code?: string } | null }>,
  fallback: string,
): Promise<T> {
  const { data, error } = await call;
  if (error) throw new Error(authMessage(error, fallback));
  return data as T;
}
