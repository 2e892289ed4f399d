import { forwardRef, type InputHTMLAttributes, useId } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; hint?: string };

/** A checkbox with its label beside it, large enough to hit on a phone. */
export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField(
  { label, hint, id, className = "", ...input },
  ref,
) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input
        ref={ref}
        id={controlId}
        type="checkbox"
        aria-describedby={hint ? `${controlId}-hint` : undefined}
        className="mt-0.5 h-5 w-5 rounded border-slate-400 text-sky-800 focus:ring-2 focus:ring-sky-700"
        {...input}
      />
      <div>
        <label htmlFor={controlId} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${controlId}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
});
