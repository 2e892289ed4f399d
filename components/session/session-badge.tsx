"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { WhoAmI } from "@/lib/schemas/people";
import { roleLabels } from "@/lib/schemas/roles";
import { useSession } from "./api/get-session";
import { useSignOut } from "./api/sign-out";

type Place = { href: string; label: string };

/** The places a signed-in person has, by the roles they hold. */
function placesOf(who: WhoAmI): Place[] {
  const places: Place[] = [{ href: "/", label: "Home" }];
  const seen = new Set<string>();
  const add = (place: Place) => {
    if (seen.has(place.href)) return;
    places.push(place);
    seen.add(place.href);
  };
  for (const grant of who.grants) {
    if (grant.role === "athlete" && grant.athleteId) {
      add({ href: `/athletes/${grant.athleteId}/journal`, label: "Your journal" });
      add({ href: `/athletes/${grant.athleteId}/journal#statistics`, label: "Your statistics" });
      add({ href: `/athletes/${grant.athleteId}/coaches`, label: "Your coaches" });
      add({ href: `/athletes/${grant.athleteId}/images`, label: "Your images" });
      add({ href: "/profile", label: "Your profile" });
    }
    if (grant.role === "coach" && grant.athleteId)
      add({ href: `/athletes/${grant.athleteId}/journal`, label: `${grant.athleteName ?? "Athlete"}'s journal` });
    if (grant.role === "staff" && grant.organizationId) {
      add({ href: `/organizations/${grant.organizationId}/people`, label: `${grant.organizationName ?? "Organization"}: people` });
      add({ href: `/organizations/${grant.organizationId}`, label: `${grant.organizationName ?? "Organization"}: addresses and news` });
    }
    if (grant.role === "competition-admin" || grant.role === "staff") add({ href: "/competitions", label: "Competitions" });
  }
  if (who.admin) add({ href: "/competitions", label: "Competitions" });
  if (who.person) add({ href: "/settings", label: "Account settings" });
  add({ href: "/docs", label: "API reference" });
  return places;
}

/** Who is signed in, with a menu of their places and the way out; or the way in. */
export function SessionBadge() {
  const session = useSession();
  const signOut = useSignOut();
  const router = useRouter();
  const pathname = usePathname();
  // The page the menu was opened on: it closes by itself when the person goes elsewhere.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((typeof value === "function" ? value(open) : value) ? pathname : null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !menu.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  if (session.isPending)
    return <span role="status" aria-label="Loading" className="inline-block h-11 w-28 animate-pulse rounded bg-slate-100" />;
  if (!session.data) {
    return (
      <Link href="/sign-in" className="rounded px-2 py-2 text-sm font-medium text-sky-800 underline-offset-4 hover:underline">
        Sign in
      </Link>
    );
  }
  const who = session.data;
  const name = who.person?.name ?? who.athleteName ?? who.organizationName ?? who.keyName ?? "Signed in";
  const role = who.admin ? roleLabels.admin : who.role ? roleLabels[who.role] : "No role yet";
  return (
    <div ref={menu} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700"
      >
        <span className="max-w-40 truncate">{name}</span>
        <span aria-hidden="true">▾</span>
        <span className="sr-only">menu</span>
      </button>
      {open ? (
        <div
          id="account-menu"
          className="absolute right-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <p className="px-3 py-2 text-xs text-slate-600">
            {who.person?.email ?? `Key: ${who.keyName ?? ""}`} · {role}
          </p>
          <nav aria-label="Your places">
            <ul>
              {placesOf(who).map((place) => (
                <li key={place.href}>
                  <Link
                    href={place.href}
                    className="block rounded px-3 py-2.5 text-sm text-slate-900 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700"
                  >
                    {place.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            onClick={() => signOut.mutate(undefined, { onSuccess: () => router.push("/sign-in") })}
            className="mt-1 block w-full rounded border-t border-slate-100 px-3 py-2.5 text-left text-sm font-medium text-sky-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700"
          >
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
