/// <reference lib="webworker" />
// The service worker, bundled by @serwist/turbopack and served at /serwist/sw.js (decision 013).
// The app's scripts and styles are precached; pages and API reads go to the network first and fall
// back to what was cached when there is none; writes are never cached: the outbox keeps them.
import type { PrecacheEntry, RouteMatchCallbackOptions, SerwistGlobalConfig, SerwistPlugin } from "serwist";
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist } from "serwist";
import { PRIVATE_CACHES } from "@/lib/client/offline-caches";
import { principalOf } from "@/lib/client/outbox/core";
import { OUTBOX_SYNC_TAG, sendOutbox } from "@/lib/client/outbox/send";
import { allWrites } from "@/lib/client/outbox/store";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** The router's own requests for a page's data: their answers depend on the page they came from. */
const isRouterRequest = ({ request, url }: RouteMatchCallbackOptions) => request.headers.has("rsc") || url.searchParams.has("_rsc");
/** Sign-in, the API's description and health checks are never wanted from a cache. */
const UNCACHED_API = /^\/api\/(auth\/|ping|health|openapi\.json)/;

/** Only a page's or answer's own 200 is kept: never a redirect to sign-in, a refusal or an error. */
const onlyOwnAnswers: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type === "basic" && !response.redirected ? response : null),
};
const expiring = (maxEntries: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * 24 * 60 * 60 });
// A bar of signal can take long to fail; after a few seconds the cached copy is better than waiting.
const NETWORK_TIMEOUT_SECONDS = 4;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ url, request }) => sameOrigin(url) && request.method === "GET" && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({ cacheName: "rangebook-static", plugins: [onlyOwnAnswers, expiring(400)] }),
    },
    {
      matcher: ({ url, request }) =>
        sameOrigin(url) && request.method === "GET" && url.pathname.startsWith("/api/") && !UNCACHED_API.test(url.pathname),
      handler: new NetworkFirst({
        cacheName: PRIVATE_CACHES.reads,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [onlyOwnAnswers, expiring(300)],
      }),
    },
    {
      matcher: (options) =>
        sameOrigin(options.url) &&
        options.request.method === "GET" &&
        !/^\/(api|_next|serwist|media)\//.test(options.url.pathname) &&
        !isRouterRequest(options),
      handler: new NetworkFirst({
        cacheName: PRIVATE_CACHES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        // A page is one shell whatever its query (?series=3 opens a series): with no signal, the
        // copy kept under another query serves.
        matchOptions: { ignoreSearch: true },
        plugins: [onlyOwnAnswers, expiring(60)],
      }),
    },
  ],
  // A page never opened before, with no connection: a page of ours that says so, not the browser's.
  fallbacks: { entries: [{ url: "/offline", matcher: ({ request }) => request.destination === "document" }] },
});

/** Background Sync: the browser wakes the worker when the connection returns, even with the app closed. */
async function sendFromWorker(): Promise<void> {
  const response = await fetch("/api/session", { credentials: "same-origin", headers: { accept: "application/json" } });
  if (!response.ok) return;
  const principal = principalOf(await response.json());
  const sent = await sendOutbox(principal);
  if (sent > 0) for (const client of await self.clients.matchAll()) client.postMessage("outbox-sent");
  // Something still waiting (not refused): fail, so the browser tries the sync again later.
  if ((await allWrites()).some((w) => w.principal === principal && w.state === "waiting")) throw new Error("Writes still wait to be sent.");
}

self.addEventListener("sync", (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendFromWorker());
});

serwist.addEventListeners();
