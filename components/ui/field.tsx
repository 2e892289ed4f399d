import { type ReactNode, useId } from "react";
import { useProblemText } from "./use-problem-text";

/** What every form control needs to be announced with its label, hint and error. */
export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string; className: string };

const controlClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-sky-700 focus:outline-none focus:ring-2 focus:ring-sky-700 aria-invalid:border-red-700";

/**
 * A visible label, an optional hint and error, and the ids that tie them to the control. The error
 * (the shared schema's or the API's English) is said in the person's language.
 */
export function Field({
  label,
  hint,
  error,
  id,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const generated = useId();
  const say = useProblemText();
  const controlId = id ?? generated;
  const described = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${controlId}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": described, className: controlClass })}
      {error ? (
        <p id={`${controlId}-error`} className="mt-1 text-sm text-red-800">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}
