import { forwardRef, type InputHTMLAttributes } from "react";
import { Field } from "./field";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string };

/** A labelled input whose hint and error are announced with it. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, hint, error, id, className, ...input }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </Field>
  );
});
