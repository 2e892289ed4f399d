"use client";
// What makes the app work at the range: the service worker registered, the outbox sent when it
// can be, and the cached pages and answers kept to the person who read them.
import { useEffect } from "react";
import { useSession } from "@/components/session/api/get-session";
import { whenIdle } from "@/lib/client/idle";
import { clearPrivateCaches } from "@/lib/client/offline-caches";
import { principalOf } from "@/lib/client/outbox/core";
import { useOutboxSender } from "./use-outbox";

const SW_URL = "/serwist/sw.js";
const CACHED_FOR = "rangebook:cached-for";
const WARMED = "rangebook:range-pages-cached";

/** The pages an athlete opens at the range, cached as soon as they are signed in with signal. */
const rangePages = (athleteId: string) => ["/", "/outbox", `/athletes/${athleteId}/journal`, `/athletes/${athleteId}/journal/new`];

export function OfflineSupport() {
  const session = useSession();
  useOutboxSender();

  // Once the page has loaded and the browser is idle: installing the worker fetches every script of
  // the app, which would otherwise compete with the page's own scripts and reads (decision 025).
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    return afterLoad(() => void navigator.serviceWorker.register(SW_URL, { scope: "/", type: "module" }).catch(() => undefined));
  }, []);

  // The caches belong to whoever filled them: another person (or nobody) signed in empties them.
  const principal = session.isSuccess ? (session.data ? principalOf(session.data) : null) : undefined;
  const athleteId = session.data?.grants.find((g) => g.role === "athlete")?.athleteId ?? null;
  useEffect(() => {
    if (principal === undefined) return;
    let live = true;
    void (async () => {
      // Nobody signed in, as a page kept from before sign-in (the offline page) may say with no
      // signal, is believed only online: offline it would empty the very pages the person needs.
      const signedOutOffline = principal === null && !navigator.onLine;
      if (!signedOutOffline && window.localStorage.getItem(CACHED_FOR) !== principal) {
        await clearPrivateCaches();
        window.sessionStorage.removeItem(WARMED);
        if (principal) window.localStorage.setItem(CACHED_FOR, principal);
        else window.localStorage.removeItem(CACHED_FOR);
      }
      if (!live || !principal || !athleteId || !navigator.onLine || !("serviceWorker" in navigator)) return;
      // Once per tab: each page cached costs the server a page drawn.
      if (window.sessionStorage.getItem(WARMED) === principal) return;
      const worker = (await navigator.serviceWorker.ready).active;
      worker?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: rangePages(athleteId) } });
      window.sessionStorage.setItem(WARMED, principal);
    })();
    return () => {
      live = false;
    };
  }, [principal, athleteId]);

  // Pages opened inside the app (not loaded whole) are cached too, so the last sessions opened
  // open again with no signal.
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const cache = (url: string | URL | null | undefined) => {
      const worker = navigator.serviceWorker.controller;
      if (!url || !navigator.onLine || !worker) return;
      worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [new URL(url, window.location.href).pathname] } });
    };
    const pushState = history.pushState.bind(history);
    history.pushState = (data, unused, url) => {
      pushState(data, unused, url);
      cache(url);
    };
    return () => {
      history.pushState = pushState;
    };
  }, []);
  return null;
}

/** Runs `work` once the page has loaded and the browser is next idle (Safari has no idle callback: half a second); answers how to call it off. */
function afterLoad(work: () => void): () => void {
  let cancel = () => {};
  const start = () => {
    cancel = whenIdle(work, { timeout: 3000, fallback: 500 });
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    cancel();
  };
}
