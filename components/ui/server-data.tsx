"use client";
// Data a page read on the server, put into the query cache before anything below it renders, on
// the server and in the browser alike, so both draw the same first page. Unlike TanStack's
// HydrationBoundary this also fills queries that exist already (the header asks who is signed in
// before the page renders), instead of waiting for an effect and shifting the page.
import { type DehydratedState, hydrate, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

export function ServerData({ state, children }: { state: DehydratedState | undefined; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    if (state) hydrate(client, state);
  });
  return children;
}
