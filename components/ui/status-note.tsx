"use client";
import { useEffect, useRef } from "react";
import { Alert } from "./alert";

/**
 * The answer to what the person just did. It brings itself into view when it appears or changes:
 * on a phone the button that asked may be a long way from where the answer is shown.
 */
export function StatusNote({ children, tone = "info" }: { children: string; tone?: "info" | "error" }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    note.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [children]);
  return (
    <div ref={note} className="scroll-my-24">
      <Alert tone={tone}>{children}</Alert>
    </div>
  );
}
