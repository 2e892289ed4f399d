"use client";
// Editing one classification and its rules, saved through operation 6 with the ETag read when
// editing started. When someone else saved first (412) the form keeps what was typed and offers
// both ways forward: load their version, or save this one over it knowingly.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import type { Codes } from "@/components/codes/get-codes";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { StatusNote } from "@/components/ui/status-note";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem } from "@/lib/client/api-fetch";
import { showProblem } from "@/lib/client/form-errors";
import { errorsInWords, problemInWords } from "@/lib/client/in-words";
import { Operator, RuleType } from "@/lib/codes";
import { classificationInput } from "@/lib/schemas/classifications";
import { type Classification, classificationWithEtag, useDeleteClassification, useSaveClassification } from "./api/classifications";
import { PreviewPanel, SaveEffect, useClassificationPreview } from "./preview-panel";
import { type FormInput, type FormOutput, RuleEditor } from "./rule-editor";
import { numberOrNull } from "@/lib/client/numbers";
import { useFormat } from "@/lib/client/reader-format";

const schemaResolver = zodResolver(classificationInput);
/** The schema's and the API's field names that the editor labels otherwise (messages form.words.<name>). */
const WORDED_FIELDS = ["value", "secondaryValue", "minParticipants", "maxParticipants", "displayOrder"] as const;

const orNull = (v: unknown) => (v === "" || v === undefined ? null : v);
const CLASSIFICATION_FIELDS = [
  "name",
  "type",
  "description",
  "eligibilityRequirements",
  "minParticipants",
  "maxParticipants",
  "isActive",
  "isAutoAssigned",
  "displayOrder",
];
const RULE_FIELDS = ["ruleType", "fieldName", "operator", "value", "secondaryValue", "priority", "description", "isActive"];

function startingValues(classification: Classification | null, displayOrder: number, codes: Codes): FormInput {
  if (!classification) {
    return {
      name: "",
      description: null,
      type: codes.classificationType[0]?.code ?? 1,
      displayOrder,
      isActive: true,
      isAutoAssigned: true,
      maxParticipants: null,
      minParticipants: null,
      eligibilityRequirements: null,
      rules: [],
    };
  }
  const { id: _id, competitionId: _c, currentParticipantCount: _n, createdUtc: _a, updatedUtc: _u, rules, ...rest } = classification;
  return { ...rest, rules: rules.map(({ classificationId: _owner, ...rule }) => rule) };
}

/** `opened` tells one opening of the editor from the next: a save keeps the editor as it is. */
export type Editing = { classification: Classification | null; etag: string | null; displayOrder: number; opened: number };

export function ClassificationForm({
  competitionId,
  editing,
  codes,
  organizations,
  saved,
  onSaved,
  onClose,
}: {
  competitionId: string;
  editing: Editing;
  codes: Codes;
  organizations: Array<{ value: string; label: string }>;
  /** The answer to the last save, shown under the Save button where the person is. */
  saved: string | null;
  onSaved: (saved: Classification, etag: string | null, message: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations("classifications");
  const format = useFormat();
  const WORDS = Object.fromEntries(WORDED_FIELDS.map((name) => [name, t(`form.words.${name}`)]));
  const save = useSaveClassification(competitionId);
  const remove = useDeleteClassification(competitionId);
  const [etag, setEtag] = useState(editing.etag);
  const [conflict, setConflict] = useState<Classification | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: async (values, context, options) => {
      const result = await schemaResolver(values, context, options);
      errorsInWords(result.errors, WORDS);
      return result;
    },
    defaultValues: startingValues(editing.classification, editing.displayOrder, codes),
  });
  const rules = useFieldArray({ control: form.control, name: "rules", keyName: "key" });
  const values = useWatch({ control: form.control });
  const { errors, isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const classificationId = editing.classification?.id ?? null;
  const preview = useClassificationPreview(competitionId, values, classificationId);

  const submit = (useEtag: string | null) =>
    form.handleSubmit(async (input) => {
      setConflict(null);
      try {
        const saved = await save.mutateAsync({ classificationId, etag: useEtag, values: input });
        setEtag(saved.etag);
        const count = saved.body.currentParticipantCount;
        onSaved(saved.body, saved.etag, t("form.saved", { name: saved.body.name, count }));
      } catch (problem) {
        if (problem instanceof ApiProblem && problem.status === 412 && classificationId) {
          setConflict((await classificationWithEtag(competitionId, classificationId)).body);
          return;
        }
        const fields = [...CLASSIFICATION_FIELDS, ...input.rules.flatMap((_, i) => RULE_FIELDS.map((f) => `rules.${i}.${f}`))];
        showProblem(problemInWords(problem, WORDS), form.setError, fields);
      }
    })();

  const loadTheirs = async () => {
    if (!classificationId) return;
    const fresh = await classificationWithEtag(competitionId, classificationId);
    form.reset(startingValues(fresh.body, fresh.body.displayOrder, codes));
    setEtag(fresh.etag);
    setConflict(null);
  };
  const saveOverTheirs = async () => {
    if (!classificationId) return;
    const fresh = await classificationWithEtag(competitionId, classificationId);
    await submit(fresh.etag);
  };
  const deleteIt = async () => {
    if (!classificationId) return;
    try {
      await remove.mutateAsync({ classificationId, etag });
      onClose();
    } catch (problem) {
      setConfirmDelete(false);
      if (problem instanceof ApiProblem && problem.status === 412)
        setConflict((await classificationWithEtag(competitionId, classificationId)).body);
      else showProblem(problem, form.setError, []);
    }
  };

  const addRule = () => {
    const first = codes.ruleField[0];
    rules.append({
      ruleType: RuleType.require,
      fieldName: first?.name ?? "age",
      operator: first?.operators[0] ?? Operator.equals,
      value: "",
      secondaryValue: null,
      priority: (rules.fields.length + 1) * 10,
      description: null,
      isActive: true,
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit(etag);
        }}
        noValidate
        className="space-y-4"
        aria-label={editing.classification ? t("view.editName", { name: editing.classification.name }) : t("view.new")}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t("form.name")} {...field("name")} />
          <SelectField
            label={t("form.type")}
            options={codes.classificationType.map((type) => ({ value: type.code, label: type.label }))}
            {...field("type", { setValueAs: Number })}
          />
          <TextField label={t("form.min")} inputMode="numeric" {...field("minParticipants", { setValueAs: numberOrNull })} />
          <TextField
            label={t("form.max")}
            inputMode="numeric"
            hint={t("form.maxHint")}
            {...field("maxParticipants", { setValueAs: numberOrNull })}
          />
          <TextArea label={t("form.description")} className="sm:col-span-2" {...field("description", { setValueAs: orNull })} />
          <TextArea
            label={t("form.eligibility")}
            hint={t("form.eligibilityHint")}
            className="sm:col-span-2"
            {...field("eligibilityRequirements", { setValueAs: orNull })}
          />
          <CheckboxField label={t("form.active")} hint={t("form.activeHint")} {...form.register("isActive")} />
          <CheckboxField label={t("form.auto")} hint={t("form.autoHint")} {...form.register("isAutoAssigned")} />
        </div>

        <section aria-labelledby="rules-heading" className="space-y-3">
          <h3 id="rules-heading" className="text-lg font-semibold">
            {t("form.rules")}
          </h3>
          <p className="text-sm text-slate-600">{t("form.rulesHint")}</p>
          {rules.fields.length === 0 ? <p className="text-sm text-slate-700">{t("view.noRules")}</p> : null}
          {rules.fields.map((rule, index) => (
            <RuleEditor
              key={rule.key}
              form={form}
              index={index}
              codes={codes}
              organizations={organizations}
              onRemove={() => rules.remove(index)}
            />
          ))}
          <Button variant="secondary" onClick={addRule}>
            {t("form.addRule")}
          </Button>
          {errors.rules?.message ? <p className="text-sm text-red-800">{errors.rules.message}</p> : null}
        </section>

        <FormProblem control={form.control} />
        {conflict ? (
          <div role="alert" className="space-y-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">{t("form.conflict", { name: conflict.name })}</p>
            <p>
              {t("form.theirs", {
                count: conflict.rules.length,
                when: format.dateTime(conflict.updatedUtc, { dateStyle: "medium", timeStyle: "short" }),
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => void loadTheirs()}>
                {t("form.loadTheirs")}
              </Button>
              <Button onClick={() => void saveOverTheirs()}>{t("form.saveMine")}</Button>
            </div>
          </div>
        ) : null}
        <div className="border-t border-slate-200 pt-4">
          <SaveEffect
            state={preview}
            typeLabel={codes.classificationType.find((type) => type.code === values.type)?.label ?? t("form.sameType")}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("view.saving") : t("form.save")}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t("form.close")}
          </Button>
          {classificationId ? (
            confirmDelete ? (
              <Button variant="secondary" className="text-red-800" onClick={() => void deleteIt()}>
                {t("form.deleteForGood", { name: editing.classification?.name ?? "" })}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
                {t("form.delete")}
              </Button>
            )
          ) : null}
        </div>
        {saved ? <StatusNote>{saved}</StatusNote> : null}
      </form>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <PreviewPanel state={preview} codes={codes} />
      </div>
    </div>
  );
}
