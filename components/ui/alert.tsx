import type { ReactNode } from "react";
import { useProblemText } from "./use-problem-text";

/** A problem or a notice; a plain text (an ApiProblem's message, a form's root error) is said in the person's language. */
export function Alert({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "info" }) {
  const say = useProblemText();
  const style = tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-sky-300 bg-sky-50 text-sky-900";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md border px-3 py-2 text-sm ${style}`}>
      {typeof children === "string" ? say(children) : children}
    </div>
  );
}
