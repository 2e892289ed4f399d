"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * The question before a deletion, in place of the buttons that asked it: what goes, then a red
 * confirm and a way back. Named by `label` for assistive technology.
 */
export function ConfirmDelete({
  label,
  children,
  confirm,
  keep,
  busy = false,
  onConfirm,
  onKeep,
}: {
  label: string;
  children: ReactNode;
  confirm?: string;
  keep?: string;
  busy?: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const t = useTranslations("common");
  return (
    <div role="alertdialog" aria-label={label} className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950">
      {children}
      <div className="mt-2 flex gap-3">
        <Button className="bg-red-800 hover:bg-red-900" onClick={onConfirm} disabled={busy}>
          {confirm ?? t("delete")}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {keep ?? t("keepIt")}
        </Button>
      </div>
    </div>
  );
}
