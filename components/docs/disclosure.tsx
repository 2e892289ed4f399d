"use client";
// A part of the API reference that opens on demand: closed, only its summary is in the page (the
// reference has some 90 operations and 60 schemas), so a phone gets a short list of what exists.
// A link to its id (#createJournalEntry) opens it.
import { type ReactNode, useEffect, useRef, useState } from "react";

export function Disclosure({
  id,
  summary,
  children,
  className = "",
}: {
  id: string;
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const follow = () => {
      if (window.location.hash !== `#${id}` || !details.current) return;
      details.current.open = true;
      details.current.scrollIntoView({ block: "start" });
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [id]);
  return (
    <details id={id} ref={details} className={`scroll-mt-4 ${className}`} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer list-none rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700 [&::-webkit-details-marker]:hidden">
        {summary}
      </summary>
      {open ? children : null}
    </details>
  );
}
