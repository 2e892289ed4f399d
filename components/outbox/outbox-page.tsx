"use client";
// What waits on this device to be sent: each save in words, why it waits or was refused, and what
// can be done about it. Nothing leaves the outbox unless it was sent or the person discarded it.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { useProblemText } from "@/components/ui/use-problem-text";
import { writeDraft } from "@/lib/client/drafts";
import type { OutboxWrite } from "@/lib/client/outbox/core";
import { sendOutbox } from "@/lib/client/outbox/send";
import { removeWrite } from "@/lib/client/outbox/store";
import { formatDateTime } from "@/lib/i18n/intl-cache";
import { useOutbox, usePrincipal } from "./use-outbox";

const when = (iso: string) => formatDateTime(new Date(iso), undefined, { dateStyle: "medium", timeStyle: "short" });

function WriteItem({ write }: { write: OutboxWrite }) {
  const t = useTranslations("outbox");
  const say = useProblemText();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const refused = write.state === "refused";

  /** Back into the form it was typed in, as that form's draft; a session already created is edited, not created again. */
  function reopen() {
    if (!write.reopen) return;
    const draft = write.reopen.draft;
    const value =
      write.carried && draft !== null && typeof draft === "object" && "entryId" in draft
        ? { ...draft, entryId: write.carried.id, etag: write.carried.etag }
        : draft;
    if (write.reopen.as === "draft") writeDraft(write.reopen.draftKey, value);
    else window.localStorage.setItem(write.reopen.draftKey, JSON.stringify(value));
    void removeWrite(write.id).then(() => write.reopen && router.push(write.reopen.href));
  }

  return (
    <li className={`rounded-lg border bg-white p-4 ${refused ? "border-red-300" : "border-slate-200"}`}>
      <p className="font-semibold text-slate-900">{write.title}</p>
      <p className="text-sm text-slate-600">{t("savedOnDevice", { when: when(write.createdAt) })}</p>
      {refused ? (
        <div className="mt-2">
          <Alert>
            <span className="font-medium">{t("notAccepted")}</span> {write.reason === null ? null : say(write.reason)}
            {write.done > 0 && write.kind.startsWith("session") ? <span className="mt-1 block">{t("sessionReached")}</span> : null}
          </Alert>
        </div>
      ) : (
        <p className="mt-2 text-sm text-amber-900">{write.reason === null ? t("waitingForSignal") : say(write.reason)}</p>
      )}
      {confirming ? (
        <ConfirmDelete
          label={t("discardTitle", { title: write.title })}
          confirm={t("discardIt")}
          onConfirm={() => void removeWrite(write.id)}
          onKeep={() => setConfirming(false)}
        >
          <p>{t("discardQuestion")}</p>
        </ConfirmDelete>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          {refused && write.reopen ? <Button onClick={reopen}>{t("openToCorrect")}</Button> : null}
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t("discard")}
          </Button>
        </div>
      )}
    </li>
  );
}

export function OutboxPage() {
  const t = useTranslations("outbox");
  const principal = usePrincipal();
  const { writes, loaded } = useOutbox();
  const [sending, setSending] = useState(false);
  if (!principal) return <p className="mt-4 text-slate-700">{t("signInToSee")}</p>;
  if (!loaded) return <p className="mt-4 text-slate-600">{t("loading")}</p>;
  if (writes.length === 0) return <p className="mt-4 text-slate-700">{t("nothingWaits")}</p>;
  const waiting = writes.some((w) => w.state === "waiting");
  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-700">{t("intro")}</p>
      {waiting ? (
        <Button
          variant="secondary"
          disabled={sending}
          onClick={() => {
            setSending(true);
            void sendOutbox(principal).finally(() => setSending(false));
          }}
        >
          {sending ? t("sending") : t("sendNow")}
        </Button>
      ) : null}
      <ul className="space-y-3">
        {writes.map((write) => (
          <WriteItem key={write.id} write={write} />
        ))}
      </ul>
    </div>
  );
}
