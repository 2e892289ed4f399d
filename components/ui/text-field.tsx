import { forwardRef, type InputHTMLAttributes, useId } from "react";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string };

/** A labelled input whose hint and error are announced with it. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, hint, error, id, className, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">{label}</label>
      {hint ? <p id={`${inputId}-hint`} className="mt-0.5 text-sm text-slate-600">{hint}</p> : null}
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-sky-700 focus:outline-none focus:ring-2 focus:ring-sky-700 aria-invalid:border-red-700"
        {...input}
      />
      {error ? <p id={`${inputId}-error`} className="mt-1 text-sm text-red-800">{error}</p> : null}
    </div>
  );
});
