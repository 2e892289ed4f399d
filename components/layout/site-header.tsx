import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { OutboxBadge } from "@/components/outbox/outbox-badge";
import { SessionBadge } from "@/components/session/session-badge";

export function SiteHeader() {
  const t = useTranslations("header");
  const tp = useTranslations("pages");
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link href="/" className="text-lg font-semibold tracking-tight text-slate-900">
          Rangebook
        </Link>
        <nav aria-label={tp("mainNav")} className="flex min-h-11 items-center gap-4 text-sm">
          <Link href="/docs" className="hidden text-slate-700 underline-offset-4 hover:underline sm:inline">
            {t("apiReference")}
          </Link>
          <OutboxBadge />
          <SessionBadge />
        </nav>
      </div>
    </header>
  );
}
