import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiProblem, fieldPath } from "./api-fetch";

/**
 * Puts each field message of a problem under the field it names, and anything else (a 403, a 412,
 * a message for a field the form does not show) in the form's root error.
 */
export function showProblem<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: ReadonlyArray<string>): void {
  if (!(error instanceof ApiProblem)) {
    setError("root", { message: "The server could not be reached; try again." });
    return;
  }
  const unplaced: string[] = [];
  for (const [pointer, message] of Object.entries(error.fields)) {
    const name = fieldPath(pointer);
    if (fields.includes(name)) setError(name as Path<T>, { message });
    else unplaced.push(`${name || "body"}: ${message}`);
  }
  if (Object.keys(error.fields).length === 0 || unplaced.length > 0) {
    const message =
      error.status === 412
        ? "Someone else changed this while you were editing. Close the form, look at their change, and edit again."
        : [error.detail, ...unplaced].join(" ");
    setError("root", { message });
  }
}
