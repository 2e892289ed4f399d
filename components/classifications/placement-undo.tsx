"use client";
// After a pin, a keep-out or an unpin: what was done, and an Undo that puts the entry back as it
// was, for ten seconds. Fixed at the foot of the screen, so it is in view on a phone wherever the
// classification that changed is.
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { usePlaceEntrant } from "./api/classifications";
import type { Placed } from "./entrants-panel";

const UNDO_SECONDS = 10;

export function PlacementUndo({ competitionId, placed, onClose }: { competitionId: string; placed: Placed; onClose: () => void }) {
  const t = useTranslations("classifications");
  // German sentences here start with the athlete's name, which keeps its capital.
  const lower = useLocale() !== "de";
  const place = usePlaceEntrant(competitionId);
  const [deadline] = useState(() => Date.now() + UNDO_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [undone, setUndone] = useState(false);
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 500);
    const due = window.setTimeout(onClose, Math.max(0, deadline - Date.now()) + (undone ? 3000 : 0));
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(due);
    };
  }, [deadline, onClose, undone]);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  const undo = () =>
    place.mutate(
      { classificationId: placed.classificationId, entryId: placed.entryId, placement: placed.was },
      { onSuccess: () => setUndone(true) },
    );
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-20 mx-auto flex max-w-md items-center justify-between gap-4 rounded-lg bg-slate-900 p-4 text-white shadow-lg"
    >
      {undone ? (
        <span>{t("undo.undone", { what: lower ? placed.message.charAt(0).toLowerCase() + placed.message.slice(1) : placed.message })}</span>
      ) : place.isError ? (
        <span>{t("undo.failed", { message: place.error.message })}</span>
      ) : (
        <span>
          {placed.message} <span className="text-slate-300">({seconds} s)</span>
        </span>
      )}
      {undone ? (
        <button type="button" onClick={onClose} className="font-semibold text-sky-200 underline underline-offset-4">
          {t("form.close")}
        </button>
      ) : (
        <button type="button" onClick={undo} disabled={place.isPending} className="font-semibold text-sky-200 underline underline-offset-4">
          {t("undo.undo")}
        </button>
      )}
    </div>
  );
}
