"use client";
// An athlete's own records of one kind (equipment profiles, calendar events) as a page: the list,
// an Add form, and each record edited in place or deleted after a question. The entry form's
// pickers read the same lists, so what is saved here is offered there at once.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { apiFetch } from "@/lib/client/api-fetch";
import { localDateTime } from "@/lib/client/form-values";
import { showProblem } from "@/lib/client/form-errors";
import { problemInWords } from "@/lib/client/in-words";
import { wholeListQuery } from "@/lib/client/list-query";
import { Placeholder } from "@/components/ui/placeholder";

export type FieldSpec = {
  name: string;
  label: string;
  kind: "text" | "area" | "datetime";
  required?: boolean;
  hint?: string;
  /** What the field is called inside a sentence ("the start"); the API's messages name fields by their JSON name. */
  called?: string;
  /** What a required field says when it is left empty ("Type the name."). */
  missing?: string;
};

/** The page's sentences about one of its records, in its language ("Add equipment profile"). */
type RecordWords = { add: string; new: string; save: string; deleteQuestion: string; deleteText: string };
type Values = Record<string, string>;
type Row = { id: string } & Record<string, unknown>;

export function RecordsPage<T extends Row>({
  title,
  words,
  path,
  queryKey,
  fields,
  empty,
  summary,
}: {
  title: string;
  /** The buttons' and questions' words. */
  words: RecordWords;
  path: string;
  queryKey: readonly unknown[];
  fields: FieldSpec[];
  empty: string;
  summary: (row: T) => ReactNode;
}) {
  const list = useQuery(wholeListQuery<T>(queryKey, path));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        {!adding ? <Button onClick={() => setAdding(true)}>{words.add}</Button> : null}
      </div>
      {adding ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold">{words.new}</h2>
          <RecordForm path={path} queryKey={queryKey} fields={fields} words={words} onDone={() => setAdding(false)} />
        </div>
      ) : null}
      <section aria-label={title} className="mt-6">
        {list.isPending ? <Placeholder className="h-24 rounded-lg" /> : null}
        {list.isError ? <Alert>{list.error.message}</Alert> : null}
        {list.data && list.data.items.length === 0 ? <p className="text-slate-600">{empty}</p> : null}
        <ul className="space-y-3">
          {list.data?.items.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
              {editing === row.id ? (
                <RecordForm path={path} queryKey={queryKey} fields={fields} words={words} row={row} onDone={() => setEditing(null)} />
              ) : (
                <RecordView row={row} words={words} path={path} queryKey={queryKey} summary={summary} onEdit={() => setEditing(row.id)} />
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function RecordView<T extends Row>({
  row,
  words,
  path,
  queryKey,
  summary,
  onEdit,
}: {
  row: T;
  words: RecordWords;
  path: string;
  queryKey: readonly unknown[];
  summary: (row: T) => ReactNode;
  onEdit: () => void;
}) {
  const t = useTranslations("planning");
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiFetch<void>(`${path}/${row.id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
  return (
    <div>
      <div className="min-w-0">{summary(row)}</div>
      {asking ? (
        <ConfirmDelete
          label={words.deleteQuestion}
          confirm={remove.isPending ? t("records.deleting") : t("records.delete")}
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onKeep={() => setAsking(false)}
        >
          <p>{words.deleteText}</p>
          {remove.isError ? <p className="mt-2">{remove.error.message}</p> : null}
        </ConfirmDelete>
      ) : (
        <div className="mt-3 flex gap-3">
          <Button variant="secondary" onClick={onEdit}>
            {t("records.edit")}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t("records.delete")}
          </Button>
        </div>
      )}
    </div>
  );
}

function RecordForm({
  path,
  queryKey,
  fields,
  words,
  row,
  onDone,
}: {
  path: string;
  queryKey: readonly unknown[];
  fields: FieldSpec[];
  words: RecordWords;
  row?: Row;
  onDone: () => void;
}) {
  const t = useTranslations("planning");
  const client = useQueryClient();
  const form = useForm<Values>({
    defaultValues: Object.fromEntries(
      fields.map((f) => [
        f.name,
        f.kind === "datetime" ? localDateTime(row?.[f.name]) : typeof row?.[f.name] === "string" ? String(row[f.name]) : "",
      ]),
    ),
  });
  const field = fieldsOf(form);
  const submit = form.handleSubmit(async (values) => {
    const body = Object.fromEntries(
      fields.map((f) => {
        const value = values[f.name]?.trim() ?? "";
        if (value === "") return [f.name, null];
        return [f.name, f.kind === "datetime" ? new Date(value).toISOString() : value];
      }),
    );
    try {
      await apiFetch(row ? `${path}/${row.id}` : path, { method: row ? "PUT" : "POST", json: body });
      await client.invalidateQueries({ queryKey });
      onDone();
    } catch (problem) {
      showProblem(
        problemInWords(problem, Object.fromEntries(fields.map((f) => [f.name, f.called ?? f.label.toLowerCase()]))),
        form.setError,
        fields.map((f) => f.name),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
      {fields.map((f) =>
        f.kind === "area" ? (
          <TextArea key={f.name} label={f.label} hint={f.hint} className="sm:col-span-2" rows={2} {...field(f.name)} />
        ) : (
          <TextField
            key={f.name}
            label={f.label}
            hint={f.hint}
            type={f.kind === "datetime" ? "datetime-local" : "text"}
            {...field(f.name, f.required ? { validate: (v) => (v.trim() ? true : (f.missing ?? `${f.label}?`)) } : {})}
          />
        ),
      )}
      <FormProblem control={form.control} className="sm:col-span-2" />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("records.saving") : row ? t("records.saveChanges") : words.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("records.cancel")}
        </Button>
      </div>
    </form>
  );
}
