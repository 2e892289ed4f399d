"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

/** The token Turnstile's test site keys produce, which the server's development verifier accepts. */
const DEVELOPMENT_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

type Turnstile = {
  render: (element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; "expired-callback": () => void }) => string;
};

/**
 * The bot check: Turnstile's widget when the server has a site key, else the development token
 * (the server says in its startup log that it accepts only that one).
 */
export function BotCheck({ siteKey, onToken }: { siteKey: string | null; onToken: (token: string | null) => void }) {
  const t = useTranslations("profile");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!siteKey) {
      onToken(DEVELOPMENT_TOKEN);
      return;
    }
    const render = () => {
      const turnstile = (window as unknown as { turnstile?: Turnstile }).turnstile;
      if (turnstile && box.current)
        turnstile.render(box.current, { sitekey: siteKey, callback: onToken, "expired-callback": () => onToken(null) });
    };
    const script = document.createElement("script");
    script.src = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
    script.async = true;
    script.onload = render;
    document.head.appendChild(script);
    return () => script.remove();
  }, [siteKey, onToken]);
  return siteKey ? <div ref={box} /> : <p className="text-sm text-slate-600">{t("botCheckDevelopment")}</p>;
}
