"use client";
// Data a page read on the server, put into the query cache before anything below it renders, on
// the server and in the browser alike, so both draw the same first page. Unlike TanStack's
// HydrationBoundary this also fills queries that exist already (the header asks who is signed in
// before the page renders), instead of waiting for an effect and shifting the page.
//
// The content is part of the page's shell, with no Suspense boundary of its own (decision 009,
// revised 2026-11-27): React sends a boundary whose HTML runs past 12,800 bytes apart from the
// shell and shows it about 300 ms after the first paint, so a journal with twenty sessions arrived
// as a header with its placeholder, then the page.
//
// Nothing may update the page while it hydrates (React would draw it again), so the page's answers
// count as fresh until it has woken, and are asked again only then: that refreshes them, and lets
// the service worker keep them for a visit without signal.
import { type DehydratedState, hydrate, type Query, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { whenIdle } from "@/lib/client/idle";

const fromThePage = new WeakSet<Query>();

/** The cache's default staleTime: the page's own answers stay fresh a while; others as TanStack says. */
export const pageDataStaleTime = (query: Query): number => (fromThePage.has(query) ? 30_000 : 0);

/**
 * Marks the page as interactive once it has hydrated: the tests wait for it before they type or
 * click, as a person would wait for a page to finish loading. The providers call it; their effect
 * runs after those of everything below them, ServerData's content included, which hydrates with the
 * rest of the page in one pass.
 */
export function useMarkHydrated() {
  useEffect(() => {
    if (document.documentElement.dataset.hydrated) return;
    document.documentElement.dataset.hydrated = "true";
    performance.mark("rangebook:hydrated");
  }, []);
}

/**
 * Once the content has hydrated and the browser is idle, the page's answers are asked again, each
 * in a moment of its own: starting a request costs the main thread some 12 ms on a phone, and the
 * new-session page's seven made one task of about 100 ms.
 */
function ContentHydrated({ queryHashes }: { queryHashes: string[] }) {
  const client = useQueryClient();
  useEffect(() => {
    // Not cancelled when the page is left at once: the next page may show the same answers.
    for (const hash of queryHashes) {
      const refresh = () => void client.refetchQueries({ type: "active", predicate: (query) => query.queryHash === hash });
      whenIdle(refresh, { timeout: 1000, fallback: 200 });
    }
  }, [client, queryHashes]);
  return null;
}

export function ServerData({ state, children }: { state: DehydratedState | undefined; children: ReactNode }) {
  const client = useQueryClient();
  const [queryHashes] = useState(() => {
    if (!state) return [];
    hydrate(client, state);
    return state.queries.map(({ queryHash }) => {
      const query = client.getQueryCache().get(queryHash);
      if (query) fromThePage.add(query);
      return queryHash;
    });
  });
  return (
    <>
      {children}
      <ContentHydrated queryHashes={queryHashes} />
    </>
  );
}
