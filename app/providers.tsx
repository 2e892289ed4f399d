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

export function Providers({ children, signedOut }: { children: ReactNode; signedOut: boolean }) {
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
    if (signedOut) queries.setQueryData(sessionQuery.queryKey, null);
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
