"use client";
// The thread on a session: the athlete and their coaches write; authors edit and delete their own.
// Opening it as the athlete marks it read.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { KeptOnDevice } from "@/components/outbox/kept-on-device";
import { useKeepWrite } from "@/components/outbox/use-outbox";
import { commentWrites, useCommentActions, useComments, type Comment } from "@/components/people/api/people";
import type { OutboxStep } from "@/lib/client/outbox/core";
import { NoConnection } from "@/lib/client/outbox/send";
import { useFormat } from "@/lib/client/reader-format";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Placeholder } from "@/components/ui/placeholder";

type Mutation = { mutate: (step: OutboxStep, handlers: { onSuccess: () => void; onError: (error: Error) => void }) => void };

/** Sends a comment's write, or with no connection keeps it in the outbox and says so (`onKept`). */
function useSendOrKeep() {
  const keepWrite = useKeepWrite();
  return (mutation: Mutation, step: OutboxStep, title: string, done: () => void, onKept: () => void) =>
    mutation.mutate(step, {
      onSuccess: done,
      onError: (error) => {
        if (error instanceof NoConnection) void keepWrite({ kind: "comment", title, steps: [step] }).then(() => (done(), onKept()));
      },
    });
}

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

function CommentItem({
  comment,
  mine,
  actions,
  writes,
}: {
  comment: Comment;
  mine: boolean;
  actions: ReturnType<typeof useCommentActions>;
  writes: ReturnType<typeof commentWrites>;
}) {
  const t = useTranslations("entryDetail");
  const [editing, setEditing] = useState(false);
  const [kept, setKept] = useState(false);
  const sendOrKeep = useSendOrKeep();
  const [body, setBody] = useState(comment.body);
  const { dateTime } = useFormat();
  return (
    <li className={`rounded-lg border p-3 ${comment.authorRole === "coach" ? "border-sky-200 bg-sky-50" : "border-slate-200 bg-white"}`}>
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">{comment.authorName}</span> ·{" "}
        {comment.authorRole === "coach" ? t("coach") : comment.authorRole === "athlete" ? t("athlete") : t("administrator")} ·{" "}
        {dateTime(comment.createdUtc, { dateStyle: "medium", timeStyle: "short" })}
        {comment.updatedUtc !== comment.createdUtc ? ` · ${t("edited")}` : ""}
      </p>
      {editing ? (
        <div className="mt-2 space-y-2">
          <label className="sr-only" htmlFor={`edit-${comment.id}`}>
            {t("editYourComment")}
          </label>
          <textarea
            id={`edit-${comment.id}`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={3}
            className="w-full rounded-md border border-slate-300 p-2"
          />
          <div className="flex gap-2">
            <Button
              onClick={() =>
                sendOrKeep(
                  actions.edit,
                  writes.edit(comment.id, body),
                  t("commentChanged", { excerpt: excerpt(body) }),
                  () => setEditing(false),
                  () => setKept(true),
                )
              }
              disabled={!body.trim() || actions.edit.isPending}
            >
              {t("save")}
            </Button>
            <Button variant="secondary" onClick={() => (setBody(comment.body), setEditing(false))}>
              {t("cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <p className="mt-1 whitespace-pre-line text-slate-900">{comment.body}</p>
      )}
      {mine && !editing ? (
        <div className="mt-2 flex gap-3 text-sm">
          <button type="button" className="text-sky-800 underline underline-offset-4" onClick={() => setEditing(true)}>
            {t("edit")}
          </button>
          <button
            type="button"
            className="text-sky-800 underline underline-offset-4"
            onClick={() =>
              sendOrKeep(
                actions.remove,
                writes.remove(comment.id),
                t("commentDeleted", { excerpt: excerpt(comment.body) }),
                () => undefined,
                () => setKept(true),
              )
            }
          >
            {t("delete")}
          </button>
        </div>
      ) : null}
      {kept ? (
        <div className="mt-2">
          <KeptOnDevice what={t("yourCommentChange")} />
        </div>
      ) : null}
    </li>
  );
}

export function CommentsThread({
  athleteId,
  entryId,
  personId,
  isAthlete,
}: {
  athleteId: string;
  entryId: string;
  personId: string | null;
  isAthlete: boolean;
}) {
  const t = useTranslations("entryDetail");
  const comments = useComments(athleteId, entryId);
  const actions = useCommentActions(athleteId, entryId);
  const writes = commentWrites(athleteId, entryId);
  const sendOrKeep = useSendOrKeep();
  const [draft, setDraft] = useState("");
  const [kept, setKept] = useState(false);
  const unread = comments.data?.some((c) => c.unread) ?? false;
  const { mutate: markRead } = actions.markRead;
  useEffect(() => {
    if (isAthlete && unread) markRead();
  }, [isAthlete, unread, markRead]);

  return (
    <section id="comments" aria-labelledby="comments-heading" className="mt-8">
      <h2 id="comments-heading" className="text-xl font-semibold">
        {t("comments")}
      </h2>
      {comments.isPending ? <Placeholder className="mt-3 h-16 rounded" /> : null}
      {comments.isError ? <Alert>{t("commentsFailed", { message: comments.error.message })}</Alert> : null}
      {comments.data?.length === 0 ? <p className="mt-2 text-slate-700">{t("noComments")}</p> : null}
      <ul className="mt-3 space-y-3">
        {comments.data?.map((c) => (
          <CommentItem key={c.id} comment={c} mine={c.authorId === personId} actions={actions} writes={writes} />
        ))}
      </ul>
      {personId ? (
        <form
          className="mt-4 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            setKept(false);
            sendOrKeep(
              actions.create,
              writes.create(draft),
              t("commentTitle", { excerpt: excerpt(draft) }),
              () => setDraft(""),
              () => setKept(true),
            );
          }}
        >
          <label htmlFor="new-comment" className="block text-sm font-medium text-slate-800">
            {t("addComment")}
          </label>
          <textarea
            id="new-comment"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            rows={3}
            maxLength={4000}
            className="w-full rounded-md border border-slate-300 p-2"
          />
          {actions.create.error && !(actions.create.error instanceof NoConnection) ? <Alert>{actions.create.error.message}</Alert> : null}
          <Button type="submit" disabled={!draft.trim() || actions.create.isPending}>
            {actions.create.isPending ? t("sending") : t("comment")}
          </Button>
          {kept ? <KeptOnDevice what={t("yourComment")} /> : null}
        </form>
      ) : null}
    </section>
  );
}
