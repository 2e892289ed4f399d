"use client";
// What waits on this device to be sent: each save in words, why it waits or was refused, and what
// can be done about it. Nothing leaves the outbox unless it was sent or the person discarded it.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { writeDraft } from "@/lib/client/drafts";
import type { OutboxWrite } from "@/lib/client/outbox/core";
import { sendOutbox } from "@/lib/client/outbox/send";
import { removeWrite } from "@/lib/client/outbox/store";
import { useOutbox, usePrincipal } from "./use-outbox";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function WriteItem({ write }: { write: OutboxWrite }) {
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
      <p className="text-sm text-slate-600">Saved on this device {when(write.createdAt)}</p>
      {refused ? (
        <div className="mt-2">
          <Alert>
            <span className="font-medium">Not accepted:</span> {write.reason}
            {write.done > 0 && write.kind.startsWith("session") ? (
              <span className="mt-1 block">The session itself reached the server; its series did not.</span>
            ) : null}
          </Alert>
        </div>
      ) : (
        <p className="mt-2 text-sm text-amber-900">{write.reason ?? "Waiting for signal to send it."}</p>
      )}
      {confirming ? (
        <ConfirmDelete
          label={`Discard ${write.title}`}
          confirm="Discard it"
          onConfirm={() => void removeWrite(write.id)}
          onKeep={() => setConfirming(false)}
        >
          <p>Discard this save? It has not reached the server and will be gone from this device.</p>
        </ConfirmDelete>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          {refused && write.reopen ? <Button onClick={reopen}>Open it to correct</Button> : null}
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Discard
          </Button>
        </div>
      )}
    </li>
  );
}

export function OutboxPage() {
  const principal = usePrincipal();
  const { writes, loaded } = useOutbox();
  const [sending, setSending] = useState(false);
  if (!principal) return <p className="mt-4 text-slate-700">Sign in to see what waits to be sent from this device.</p>;
  if (!loaded) return <p className="mt-4 text-slate-600">Loading…</p>;
  if (writes.length === 0) return <p className="mt-4 text-slate-700">Nothing waits: everything you saved has been sent.</p>;
  const waiting = writes.some((w) => w.state === "waiting");
  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-700">
        Saves kept on this device. Those waiting are sent by themselves when there is signal; those not accepted wait for you to correct or
        discard them.
      </p>
      {waiting ? (
        <Button
          variant="secondary"
          disabled={sending}
          onClick={() => {
            setSending(true);
            void sendOutbox(principal).finally(() => setSending(false));
          }}
        >
          {sending ? "Sending…" : "Send now"}
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
