import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";

/** Said beside the save button when a save with no connection went to the outbox. */
export function KeptOnDevice({ what }: { what: string }) {
  const t = useTranslations("outbox");
  return (
    <p role="status" className="w-full rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:w-auto">
      <span className="font-semibold">{t("keptOnDevice")}</span> <span className="sr-only">{what}. </span>
      <Link href="/outbox" className="font-medium whitespace-nowrap underline underline-offset-4">
        {t("seeWhatWaits")}
      </Link>
    </p>
  );
}
