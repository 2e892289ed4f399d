// The caches that hold what a signed-in person read (pages and API answers), named here for both the
// service worker that fills them and the pages that empty them when the person changes.
export const PRIVATE_CACHES = { pages: "rangebook-pages", reads: "rangebook-reads" } as const;

/** Empties the signed-in person's cached pages and answers, so the next person on this device never sees them. */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(Object.values(PRIVATE_CACHES).map((name) => caches.delete(name)));
}
