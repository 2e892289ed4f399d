"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { newsAuthorReplaceInput } from "@/lib/schemas/news-authors";
import { authorWithEtag, type NewsAuthor, useNewsAuthors, useReplaceNewsAuthor } from "./api/news-authors";

type Input = z.input<typeof newsAuthorReplaceInput>;
type Output = z.output<typeof newsAuthorReplaceInput>;

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
  const replace = useReplaceNewsAuthor(organizationId);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(newsAuthorReplaceInput),
    defaultValues: { displayName: author.displayName, bio: author.bio ?? "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await replace.mutateAsync({ authorId: author.id, etag, values });
      onDone();
    } catch (error) {
      showProblem(error, form.setError, ["displayName", "bio"]);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3">
      <TextField label="Display name" error={errors.displayName?.message} {...form.register("displayName")} />
      <TextArea label="Bio" error={errors.bio?.message} {...form.register("bio")} />
      {errors.root?.message ? <Alert>{errors.root.message}</Alert> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : "Save author"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function NewsAuthorsSection({ organizationId }: { organizationId: string }) {
  const authors = useNewsAuthors(organizationId);
  const [editing, setEditing] = useState<{ author: NewsAuthor; etag: string | null } | null>(null);

  const edit = async (author: NewsAuthor) => {
    const { body, etag } = await authorWithEtag(organizationId, author.id);
    setEditing({ author: body, etag });
  };

  return (
    <section aria-labelledby="authors-heading" className="mt-10">
      <h2 id="authors-heading" className="text-xl font-semibold">
        News authors
      </h2>
      {authors.isPending ? <p className="mt-4 text-slate-600">Loading authors…</p> : null}
      {authors.isError ? (
        <div className="mt-4">
          <Alert>{authors.error.message}</Alert>
        </div>
      ) : null}
      {authors.data?.items.length === 0 ? <p className="mt-4 text-slate-600">No news authors yet.</p> : null}
      <ul className="mt-4 space-y-4">
        {authors.data?.items.map((author) => (
          <li key={author.id} className="rounded-lg border border-slate-200 bg-white p-4">
            {editing?.author.id === author.id ? (
              <AuthorForm organizationId={organizationId} author={editing.author} etag={editing.etag} onDone={() => setEditing(null)} />
            ) : (
              <>
                <p className="font-medium">{author.displayName}</p>
                {author.bio ? <p className="mt-1 text-slate-700">{author.bio}</p> : null}
                {author.email ? <p className="mt-1 text-sm text-slate-600">{author.email}</p> : null}
                <Button variant="secondary" className="mt-3" onClick={() => void edit(author)} aria-label={`Edit ${author.displayName}`}>
                  Edit
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
