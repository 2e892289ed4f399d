"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { type FieldOf, FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { deleteLater, usePendingDelete } from "@/components/ui/undo-delete";
import { textOrNull } from "@/lib/client/form-values";
import { keys } from "@/lib/client/query-keys";
import { newsAuthorCreateInput, newsAuthorReplaceInput } from "@/lib/schemas/news-authors";
import {
  authorsPath,
  authorWithEtag,
  type NewsAuthor,
  useCreateNewsAuthor,
  useNewsAuthors,
  useReplaceNewsAuthor,
} from "./api/news-authors";

type Input = z.input<typeof newsAuthorReplaceInput>;
type Output = z.output<typeof newsAuthorReplaceInput>;

/** The fields of an author, each with the hint the shared schema's limits and messages match (newsAuthorHints, in English). */
function AuthorFields({ field, withIdpUserId }: { field: FieldOf<Input>; withIdpUserId: boolean }) {
  const t = useTranslations("organizations");
  return (
    <>
      <TextField label={t("authors.displayName")} hint={t("authors.hints.displayName")} {...field("displayName")} />
      <TextArea label={t("authors.bio")} hint={t("authors.hints.bio")} {...field("bio")} />
      <TextField label={t("authors.email")} type="email" hint={t("authors.hints.email")} {...field("email", { setValueAs: textOrNull })} />
      {withIdpUserId ? (
        <TextField label={t("authors.idpUserId")} hint={t("authors.hints.idpUserId")} {...field("idpUserId", { setValueAs: textOrNull })} />
      ) : null}
      <TextField label={t("authors.avatarUrl")} hint={t("authors.hints.avatarUrl")} {...field("avatarUrl", { setValueAs: textOrNull })} />
    </>
  );
}

function AuthorForm({
  organizationId,
  author,
  etag,
  onDone,
}: {
  organizationId: string;
  author: NewsAuthor;
  etag: string | null;
  onDone: () => void;
}) {
  const t = useTranslations("organizations");
  const replace = useReplaceNewsAuthor(organizationId);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(newsAuthorReplaceInput),
    defaultValues: {
      displayName: author.displayName,
      bio: author.bio ?? "",
      email: author.email,
      idpUserId: author.idpUserId,
      avatarUrl: author.avatarUrl,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await replace.mutateAsync({ authorId: author.id, etag, values });
      onDone();
    } catch (error) {
      showProblem(error, form.setError, ["displayName", "bio", "email", "idpUserId", "avatarUrl"]);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label={t("editName", { name: author.displayName })}>
      <AuthorFields field={fieldsOf(form)} withIdpUserId={author.idpUserId !== null} />
      <FormProblem control={form.control} />
      <div className="flex gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("saving") : t("authors.save")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

type CreateInput = z.input<typeof newsAuthorCreateInput>;
type CreateOutput = z.output<typeof newsAuthorCreateInput>;

/** A new author: name, bio, and optionally their e-mail, sign-in provider's ID and the address of their avatar. */
function NewAuthorForm({ organizationId, onDone }: { organizationId: string; onDone: () => void }) {
  const t = useTranslations("organizations");
  const create = useCreateNewsAuthor(organizationId);
  const form = useForm<CreateInput, unknown, CreateOutput>({
    resolver: zodResolver(newsAuthorCreateInput),
    defaultValues: { displayName: "", bio: "", email: null, avatarUrl: null },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      onDone();
    } catch (error) {
      showProblem(error, form.setError, ["displayName", "bio", "email", "idpUserId", "avatarUrl"]);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={t("authors.new")}
    >
      <AuthorFields field={fieldsOf(form)} withIdpUserId />
      <FormProblem control={form.control} />
      <div className="flex gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("authors.adding") : t("authors.add")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

function Avatar({ author }: { author: NewsAuthor }) {
  const initials = author.displayName
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return author.avatarUrl ? (
    // eslint-disable-next-line @next/next/no-img-element -- an address on another host, as the author gave it
    <img src={author.avatarUrl} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-full bg-slate-100 object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sky-100 font-semibold text-sky-900"
    >
      {initials}
    </span>
  );
}

export function NewsAuthorsSection({ organizationId }: { organizationId: string }) {
  const t = useTranslations("organizations");
  const authors = useNewsAuthors(organizationId);
  const [editing, setEditing] = useState<{ author: NewsAuthor; etag: string | null } | null>(null);
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);
  const removing = usePendingDelete();

  const edit = async (author: NewsAuthor) => {
    const { body, etag } = await authorWithEtag(organizationId, author.id);
    setEditing({ author: body, etag });
  };

  return (
    <section aria-labelledby="authors-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="authors-heading" className="text-xl font-semibold">
          {t("authors.heading")}
        </h2>
        {!adding ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t("authors.addNew")}
          </Button>
        ) : null}
      </div>
      {adding ? <NewAuthorForm organizationId={organizationId} onDone={() => setAdding(false)} /> : null}
      {authors.isPending ? <p className="mt-4 text-slate-600">{t("authors.loading")}</p> : null}
      {authors.isError ? (
        <div className="mt-4">
          <Alert>{authors.error.message}</Alert>
        </div>
      ) : null}
      {authors.data?.items.length === 0 ? <p className="mt-4 text-slate-600">{t("authors.none")}</p> : null}
      <ul className="mt-4 space-y-4">
        {authors.data?.items
          .filter((author) => author.id !== removing?.id)
          .map((author) => (
            <li key={author.id} className="rounded-lg border border-slate-200 bg-white p-4">
              {editing?.author.id === author.id ? (
                <AuthorForm organizationId={organizationId} author={editing.author} etag={editing.etag} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex gap-4">
                  <Avatar author={author} />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{author.displayName}</p>
                    {author.bio ? <p className="mt-1 text-slate-700">{author.bio}</p> : null}
                    {author.email ? <p className="mt-1 text-sm text-slate-600">{author.email}</p> : null}
                    {asking === author.id ? (
                      <ConfirmDelete
                        label={t("authors.removeQuestion", { name: author.displayName })}
                        confirm={t("remove")}
                        keep={t("keep")}
                        onConfirm={() => {
                          setAsking(null);
                          deleteLater({
                            path: `${authorsPath(organizationId)}/${author.id}`,
                            id: author.id,
                            label: author.displayName,
                            queryKey: keys.newsAuthors.of(organizationId),
                          });
                        }}
                        onKeep={() => setAsking(null)}
                      >
                        <p>{t("authors.removeThis", { name: author.displayName })}</p>
                      </ConfirmDelete>
                    ) : (
                      <div className="mt-3 flex gap-3">
                        <Button
                          variant="secondary"
                          onClick={() => void edit(author)}
                          aria-label={t("editName", { name: author.displayName })}
                        >
                          {t("edit")}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => setAsking(author.id)}
                          aria-label={t("removeName", { name: author.displayName })}
                        >
                          {t("remove")}
                        </Button>
                      </div>
                    )}
                  </div>
                </div>
              )}
            </li>
          ))}
      </ul>
    </section>
  );
}
