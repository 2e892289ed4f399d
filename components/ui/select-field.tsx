import { forwardRef, type SelectHTMLAttributes } from "react";
import { Field } from "./field";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  hint?: string;
  error?: string;
  placeholder?: string;
};

export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, options, hint, error, placeholder, id, className, ...select },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
