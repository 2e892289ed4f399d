"use client";
// One rule of a classification: what it tests (field), how (operator, limited to what fits the
// field), and against what (value inputs that fit the operator: two for between, a list for in /
// not in, a picker where the field's values are codes or organizations).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { Codes } from "@/components/codes/get-codes";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { Operator } from "@/lib/codes";
import { isListOperator, splitList } from "@/lib/classifications/rule-fields";
import type { classificationInput } from "@/lib/schemas/classifications";
import { numberOrUndefined } from "@/lib/client/numbers";

export type FormInput = z.input<typeof classificationInput>;
export type FormOutput = z.output<typeof classificationInput>;
type Option = { value: string; label: string };

/** The values a field's rule may compare with, where they come from a list. */
function valueOptions(field: Codes["ruleField"][number] | undefined, codes: Codes, organizations: Option[]): Option[] | null {
  if (field?.codes) return codes[field.codes].map((c) => ({ value: String(c.code), label: c.label }));
  if (field?.kind === "uuid") return organizations;
  return null;
}

export function RuleEditor({
  form,
  index,
  codes,
  organizations,
  onRemove,
}: {
  form: UseFormReturn<FormInput, unknown, FormOutput>;
  index: number;
  codes: Codes;
  organizations: Option[];
  onRemove: () => void;
}) {
  const t = useTranslations("classifications");
  const path = `rules.${index}` as const;
  const rule = useWatch({ control: form.control, name: path });
  const field = codes.ruleField.find((f) => f.name === rule?.fieldName);
  const operator = Number(rule?.operator);
  const errors = form.formState.errors.rules?.[index];
  const options = valueOptions(field, codes, organizations);
  const operatorLabel = (code: number) => codes.operator.find((o) => o.code === code)?.label ?? String(code);

  const changeField = (name: string) => {
    const next = codes.ruleField.find((f) => f.name === name);
    if (next && !next.operators.includes(operator)) form.setValue(`${path}.operator`, next.operators[0] ?? Operator.equals);
    form.setValue(`${path}.value`, "");
    form.setValue(`${path}.secondaryValue`, null);
  };
  const changeOperator = (code: number) => {
    if (isListOperator(code) !== isListOperator(operator)) form.setValue(`${path}.value`, "");
    if (code !== Operator.between) form.setValue(`${path}.secondaryValue`, null);
  };

  return (
    <fieldset className="rounded-lg border border-slate-300 bg-slate-50 p-3">
      <legend className="px-1 font-semibold">{t("rule.legend", { number: index + 1 })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("rule.ruleType")}
          options={codes.ruleType.map((type) => ({ value: type.code, label: type.label }))}
          {...form.register(`${path}.ruleType`, { setValueAs: numberOrUndefined })}
        />
        <SelectField
          label={t("rule.field")}
          error={errors?.fieldName?.message}
          options={codes.ruleField.map((f) => ({ value: f.name, label: f.label }))}
          {...form.register(`${path}.fieldName`, { onChange: (e: { target: { value: string } }) => changeField(e.target.value) })}
        />
        <SelectField
          label={t("rule.operator")}
          error={errors?.operator?.message}
          options={(field?.operators ?? []).map((code) => ({ value: code, label: operatorLabel(code) }))}
          {...form.register(`${path}.operator`, {
            setValueAs: numberOrUndefined,
            onChange: (e: { target: { value: string } }) => changeOperator(Number(e.target.value)),
          })}
        />
        <TextField
          label={t("rule.priority")}
          inputMode="numeric"
          hint={t("rule.priorityHint")}
          error={errors?.priority?.message}
          {...form.register(`${path}.priority`, { setValueAs: numberOrUndefined })}
        />
      </div>
      <div className="mt-3">
        {isListOperator(operator) ? (
          <ListValue form={form} path={path} options={options} error={errors?.value?.message} />
        ) : operator === Operator.between ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t("rule.from")}
              inputMode="decimal"
              hint={t("rule.inclusive")}
              error={errors?.value?.message}
              {...form.register(`${path}.value`)}
            />
            <TextField
              label={t("rule.to")}
              inputMode="decimal"
              hint={t("rule.inclusive")}
              error={errors?.secondaryValue?.message}
              {...form.register(`${path}.secondaryValue`)}
            />
          </div>
        ) : options ? (
          <SelectField
            label={t("rule.value")}
            placeholder={t("rule.choose")}
            options={options}
            error={errors?.value?.message}
            {...form.register(`${path}.value`)}
          />
        ) : (
          <TextField
            label={t("rule.value")}
            inputMode={field?.kind === "number" ? "decimal" : undefined}
            error={errors?.value?.message}
            {...form.register(`${path}.value`)}
          />
        )}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <TextField
          label={t("rule.note")}
          hint={t("rule.noteHint")}
          error={errors?.description?.message}
          {...form.register(`${path}.description`, { setValueAs: (v: unknown) => (v === "" ? null : v) })}
        />
        <CheckboxField label={t("rule.active")} className="sm:mb-2" {...form.register(`${path}.isActive`)} />
        <Button variant="secondary" onClick={onRemove} aria-label={t("rule.removeRule", { number: index + 1 })}>
          {t("rule.remove")}
        </Button>
      </div>
    </fieldset>
  );
}

/** The values of an in / not in rule as a list: each removable, one added at a time. Kept as the API's comma list. */
function ListValue({
  form,
  path,
  options,
  error,
}: {
  form: UseFormReturn<FormInput, unknown, FormOutput>;
  path: `rules.${number}`;
  options: Option[] | null;
  error?: string;
}) {
  const t = useTranslations("classifications");
  const raw = useWatch({ control: form.control, name: `${path}.value` });
  const values = splitList(typeof raw === "string" ? raw : "");
  const [draft, setDraft] = useState("");
  const label = (value: string) => options?.find((o) => o.value === value)?.label ?? value;
  const write = (next: string[]) =>
    form.setValue(`${path}.value`, next.join(", "), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const add = () => {
    const value = draft.trim();
    if (value && !values.includes(value)) write([...values, value]);
    setDraft("");
  };
  return (
    <div>
      <p className="text-sm font-medium text-slate-900" id={`${path}-values`}>
        {t("rule.values")}
      </p>
      {values.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t("rule.noValues")}</p>
      ) : (
        <ul aria-labelledby={`${path}-values`} className="mt-1 flex flex-wrap gap-2">
          {values.map((value) => (
            <li key={value} className="inline-flex items-center gap-1 rounded-full border border-slate-400 bg-white py-1 pl-3 pr-1 text-sm">
              {label(value)}
              <button
                type="button"
                onClick={() => write(values.filter((v) => v !== value))}
                aria-label={t("rule.removeValue", { value: label(value) })}
                className="rounded-full px-2 text-slate-700 hover:bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <Field label={t("rule.addValue")} error={error} className="min-w-48 flex-1">
          {(control) =>
            options ? (
              <select {...control} value={draft} onChange={(e) => setDraft(e.target.value)}>
                <option value="">{t("rule.choose")}</option>
                {options
                  .filter((o) => !values.includes(o.value))
                  .map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
              </select>
            ) : (
              <input
                {...control}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    add();
                  }
                }}
              />
            )
          }
        </Field>
        <Button variant="secondary" onClick={add} disabled={draft.trim() === ""}>
          {t("rule.add")}
        </Button>
      </div>
    </div>
  );
}
