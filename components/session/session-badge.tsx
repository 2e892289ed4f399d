"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useSession } from "./api/get-session";
import { useSignOut } from "./api/sign-out";

const roleNames = { admin: "Admin", staff: "Staff", "competition-admin": "Competition admin", athlete: "Athlete" } as const;

/** Who is signed in, and the way out; or the way in. */
export function SessionBadge() {
  const session = useSession();
  const signOut = useSignOut();
  const router = useRouter();
  if (session.isPending) return <span className="text-sm text-slate-500">…</span>;
  if (!session.data) return <Link href="/sign-in" className="text-sm font-medium text-sky-800 underline-offset-4 hover:underline">Sign in</Link>;
  const who = session.data.athleteName ?? session.data.organizationName ?? session.data.keyName;
  return (
    <span className="flex items-center gap-3 text-sm">
      <span className="text-slate-700">
        <span className="font-medium text-slate-900">{who}</span> · {roleNames[session.data.role]}
      </span>
      <button
        type="button"
        onClick={() => signOut.mutate(undefined, { onSuccess: () => router.push("/sign-in") })}
        className="rounded px-1 font-medium text-sky-800 underline-offset-4 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700"
      >
        Sign out
      </button>
    </span>
  );
}
