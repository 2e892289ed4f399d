"use client";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { countsOf } from "@/lib/client/outbox/core";
import { useOutbox } from "./use-outbox";

/** In the header: how many saves wait on this device, and the way to them. Nothing when none wait. */
export function OutboxBadge() {
  const t = useTranslations("outbox");
  const { writes } = useOutbox();
  const { waiting, refused: needLook } = countsOf(writes);
  if (waiting + needLook === 0) return null;
  const refused = needLook > 0;
  const words = [
    ...(waiting > 0 ? [t("waitingToSend", { count: waiting })] : []),
    ...(refused ? [t("needALook", { count: needLook })] : []),
  ].join(", ");
  return (
    <Link
      href="/outbox"
      data-testid="outbox-count"
      className={`flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium underline-offset-4 hover:underline ${refused ? "text-red-800" : "text-amber-900"}`}
    >
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${refused ? "bg-red-700" : "bg-amber-500"}`} />
      {words}
    </Link>
  );
}
