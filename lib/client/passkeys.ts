"use client";
// Whether this browser can use passkeys here: only in a secure context (HTTPS, or localhost).
import { useSyncExternalStore } from "react";

const never = () => () => undefined;
const supported = () => window.isSecureContext && typeof window.PublicKeyCredential !== "undefined";

/** False while rendering on the server, then what the browser says. */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(never, supported, () => false);
}
