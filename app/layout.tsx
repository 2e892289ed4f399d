import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { KEY_SESSION_COOKIE, PERSON_SESSION_COOKIE } from "@/lib/auth/cookies";
import { SiteHeader } from "@/components/layout/site-header";
import { pageSession } from "@/lib/server/page-data";
import "./globals.css";
import { Providers } from "./providers";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: { default: "Rangebook", template: "%s · Rangebook" }, description: t("siteDescription") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#075985" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Without a session cookie nobody is signed in: the page knows it without asking the API, whose
  // 401 a browser logs as an error on every signed-out page. With one, who it is comes with the page.
  const jar = await cookies();
  const signedOut = !jar.has(KEY_SESSION_COOKIE) && !jar.has(PERSON_SESSION_COOKIE);
  const session = signedOut ? null : await pageSession();
  const locale = await getLocale();
  // Every page's HTML carries the messages its client components say. The "problems" catalogue (a
  // fifth of them) is said only once a problem shows, so it loads then (components/ui/use-problem-text.ts).
  const { problems: _problems, ...messages } = await getMessages();
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-slate-50 text-slate-900 antialiased">
        <NextIntlClientProvider messages={messages}>
          <Providers session={session}>
            <SiteHeader />
            {children}
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
