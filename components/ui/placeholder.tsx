/** A grey block where something is loading, announced to screen readers by its label. */
export function Placeholder({ className, label = "Loading" }: { className: string; label?: string }) {
  return <div role="status" aria-label={label} className={`animate-pulse bg-slate-100 ${className}`} />;
}
