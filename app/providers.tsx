"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { OfflineSupport } from "@/components/outbox/offline-support";
import { sessionQuery } from "@/components/session/api/get-session";
import { SavedNotice } from "@/components/ui/saved-notice";
import { pageDataStaleTime, useMarkHydrated } from "@/components/ui/server-data";
import { UndoDelete } from "@/components/ui/undo-delete";
import { ApiProblem } from "@/lib/client/api-fetch";
import { useRememberReaderFormat } from "@/lib/client/reader-format";
import type { WhoAmI } from "@/lib/schemas/people";

/**
 * `session` is who the server found signed in (null for nobody), in the cache before the header
 * draws: the header then shows the person in the page's HTML, and nothing draws it again as the page
 * wakes (it did, in one blocking update of 60 ms under Lighthouse's phone slowdown).
 */
export function Providers({ children, session }: { children: ReactNode; session: WhoAmI | null }) {
  const [client] = useState(() => {
    const queries = new QueryClient({
      defaultOptions: {
        // Ask even when the browser says there is no signal: the service worker answers reads from
        // what it kept, and a write that fails lands in the outbox. The default ("online") paused a
        // save made after the signal dropped, and the page said "Saving…" for ever.
        queries: {
          networkMode: "offlineFirst",
          staleTime: pageDataStaleTime,
          // A problem the server stated (4xx) will not change by asking again.
          retry: (failures, error) => !(error instanceof ApiProblem && error.status < 500) && failures < 2,
        },
        mutations: { networkMode: "offlineFirst" },
      },
    });
    queries.setQueryData(sessionQuery.queryKey, session);
    return queries;
  });
  useRememberReaderFormat();
  useMarkHydrated();
  // One undo bar for every page: a deletion started on one page can be undone on the next.
  return (
    <QueryClientProvider client={client}>
      {children}
      <UndoDelete />
      <SavedNotice />
      <OfflineSupport />
    </QueryClientProvider>
  );
}
