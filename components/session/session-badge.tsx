"use client";
import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { WhoAmI } from "@/lib/schemas/people";
import { useSession } from "./api/get-session";
import { useSignOut } from "./api/sign-out";

type Place = { href: string; label: string };

/** The places a signed-in person has, by the roles they hold. */
function placesOf(who: WhoAmI, t: (key: string, values?: Record<string, string>) => string): Place[] {
  const places: Place[] = [{ href: "/", label: t("home") }];
  const seen = new Set<string>();
  const add = (place: Place) => {
    if (seen.has(place.href)) return;
    places.push(place);
    seen.add(place.href);
  };
  for (const grant of who.grants) {
    if (grant.role === "athlete" && grant.athleteId) {
      add({ href: `/athletes/${grant.athleteId}/journal`, label: t("yourJournal") });
      add({ href: `/athletes/${grant.athleteId}/journal#statistics`, label: t("yourStatistics") });
      add({ href: `/athletes/${grant.athleteId}/coaches`, label: t("yourCoaches") });
      add({ href: `/athletes/${grant.athleteId}/images`, label: t("yourImages") });
      add({ href: "/profile", label: t("yourProfile") });
    }
    if (grant.role === "coach" && grant.athleteId)
      add({ href: `/athletes/${grant.athleteId}/journal`, label: t("athletesJournal", { name: grant.athleteName ?? t("athlete") }) });
    if (grant.role === "staff" && grant.organizationId) {
      add({
        href: `/organizations/${grant.organizationId}/people`,
        label: t("organizationPeople", { name: grant.organizationName ?? t("organization") }),
      });
      add({
        href: `/organizations/${grant.organizationId}`,
        label: t("organizationAddresses", { name: grant.organizationName ?? t("organization") }),
      });
    }
    if (grant.role === "competition-admin" || grant.role === "staff") add({ href: "/competitions", label: t("competitions") });
  }
  if (who.admin) add({ href: "/competitions", label: t("competitions") });
  if (who.person) add({ href: "/settings", label: t("accountSettings") });
  add({ href: "/docs", label: t("apiReference") });
  return places;
}

/** Who is signed in, with a menu of their places and the way out; or the way in. */
export function SessionBadge() {
  const t = useTranslations("header");
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
    return <span role="status" aria-label={t("loading")} className="inline-block h-11 w-28 animate-pulse rounded bg-slate-100" />;
  if (!session.data) {
    return (
      <Link href="/sign-in" className="rounded px-2 py-2 text-sm font-medium text-sky-800 underline-offset-4 hover:underline">
        {t("signIn")}
      </Link>
    );
  }
  const who = session.data;
  const name = who.person?.name ?? who.athleteName ?? who.organizationName ?? who.keyName ?? t("signedIn");
  const role = who.admin ? t("roles.admin") : who.role ? t(`roles.${who.role}`) : t("noRole");
  return (
    <div ref={menu} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700"
      >
        <span className="max-w-40 truncate" title={name}>
          {name}
        </span>
        <span aria-hidden="true">▾</span>
        <span className="sr-only">{t("menu")}</span>
      </button>
      {open ? (
        <div
          id="account-menu"
          className="absolute right-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          <p className="px-3 py-2 text-xs text-slate-600">
            {who.person?.email ?? t("keyNamed", { name: who.keyName ?? "" })} · {role}
          </p>
          <nav aria-label={t("yourPlaces")}>
            <ul>
              {placesOf(who, t).map((place) => (
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
            {t("signOut")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
