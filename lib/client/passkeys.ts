"use client";
// Passkeys in the browser: whether they can be used here, and signing in with one.
import { startAuthentication, type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useSyncExternalStore } from "react";
import { authClient } from "./auth-client";

const never = () => () => undefined;
const supported = () => window.isSecureContext && typeof window.PublicKeyCredential !== "undefined";

/** False while rendering on the server, then what the browser says. Only a secure context (HTTPS, or localhost) has passkeys. */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(never, supported, () => false);
}

/**
 * Signing in with a passkey offered in the e-mail field's autofill, and with a button. Each asks the
 * server for a challenge, which it keeps in one cookie, and a new ceremony aborts the one before:
 * so the button waits while the autofill is talking to the server, and the autofill steps aside once
 * the button is pressed. Otherwise a late autofill challenge overwrites the button's, or aborts it.
 */
export function passkeySignIn() {
  let talking: Promise<unknown> = Promise.resolve();
  let pressed = false;

  /**
   * Resolves true once the person picked a passkey from the autofill and is signed in; `chosen` is
   * called when they picked it, so the page can say it is signing in while the server checks.
   */
  async function autofill(chosen: () => void = () => undefined): Promise<boolean> {
    if (!(await PublicKeyCredential.isConditionalMediationAvailable?.())) return false;
    const options = authClient.$fetch<PublicKeyCredentialRequestOptionsJSON>("/passkey/generate-authenticate-options", {
      method: "GET",
      throw: false,
    });
    talking = options;
    const { data } = await options;
    if (!data || pressed) return false;
    let answer: AuthenticationResponseJSON;
    try {
      answer = await startAuthentication({ optionsJSON: data, useBrowserAutofill: true });
    } catch {
      return false; // Aborted by the button, or refused.
    }
    chosen();
    const { clientExtensionResults: _unused, ...response } = answer;
    const verified = authClient.$fetch<{ session: unknown }>("/passkey/verify-authentication", {
      method: "POST",
      body: { response },
      throw: false,
    });
    talking = verified;
    return !(await verified).error;
  }

  /** The button: a passkey chosen in the browser's own dialog. */
  async function button() {
    pressed = true;
    await talking;
    return authClient.signIn.passkey();
  }

  return { autofill, button };
}
