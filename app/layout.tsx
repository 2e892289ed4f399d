import type { Metadata, Viewport } from "next";
import { SiteHeader } from "@/components/layout/site-header";
import "./globals.css";
import { Providers } from "./providers";

export const metadata: Metadata = {
  title: { default: "Rangebook", template: "%s · Rangebook" },
  description: "Training journal, organizations and competition classifications for shooting-sports athletes.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#075985" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-slate-50 text-slate-900 antialiased">
        <Providers>
          <SiteHeader />
          {children}
        </Providers>
      </body>
    </html>
  );
}
