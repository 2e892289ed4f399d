import { forwardRef, type TextareaHTMLAttributes } from "react";
import { Field } from "./field";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string };

export const TextArea = forwardRef<HTMLTextAreaElement, Props>(function TextArea({ label, hint, error, id, className, ...area }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <textarea ref={ref} rows={3} {...control} {...area} />}
    </Field>
  );
});
