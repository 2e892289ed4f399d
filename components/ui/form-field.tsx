"use client";
// A form's fields and the problems the API answers (placed by showProblem, in words where the form
// translates them) meet here, so that each form says only which field is which.
import {
  type Control,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useFormState,
} from "react-hook-form";
import { Alert } from "./alert";

/**
 * For a TextField, SelectField, TextArea or CountryField standing for one field of the form: the
 * field registered, and its message (the schema's or the API's), which Field ties to the control
 * with aria-invalid and aria-describedby.
 */
export function fieldsOf<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>): FieldOf<T> {
  const { errors } = form.formState;
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => {
    const { message } = (get(errors, name) ?? {}) as { message?: unknown };
    return { ...form.register(name, options), error: typeof message === "string" ? message : undefined };
  };
}

export type FieldOf<T extends FieldValues> = (
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) => UseFormRegisterReturn<Path<T>> & { error: string | undefined };

/** The problem that belongs to no field: a 403, a 412, a server out of reach. */
export function FormProblem<T extends FieldValues, C, O>({ control, className }: { control: Control<T, C, O>; className?: string }) {
  const message = useFormState({ control }).errors.root?.message;
  if (!message) return null;
  return className ? (
    <div className={className}>
      <Alert>{message}</Alert>
    </div>
  ) : (
    <Alert>{message}</Alert>
  );
}
