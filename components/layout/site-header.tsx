import Link from "next/link";

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
        <Link href="/" className="text-lg font-semibold tracking-tight text-slate-900">
          Rangebook
        </Link>
        <span className="text-sm text-slate-600">Training journal · Organizations · Competitions</span>
      </div>
    </header>
  );
}
