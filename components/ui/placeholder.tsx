import { useTranslations } from "next-intl";

/** A grey block where something is loading, announced to screen readers by its label. */
export function Placeholder({ className, label }: { className: string; label?: string }) {
  const t = useTranslations("common");
  return <div role="status" aria-label={label ?? t("loading")} className={`animate-pulse bg-slate-100 ${className}`} />;
}
