// A page drawn on the server with its data (decisions 009 and 026), in one place: who reads it and in
// which format, the answers its queries would fetch once it has woken, and the page wrapped in both.
// Pages only name their reads.
import "server-only";
import type { ReactNode } from "react";
import { ServerData } from "@/components/ui/server-data";
import type { Principal } from "@/lib/auth/policy";
import { keys } from "@/lib/client/query-keys";
import type { ReaderFormat } from "@/lib/client/reader-cookie";
import { ReaderFormatProvider } from "@/lib/client/reader-format";
import { type PageLoad, pageReader, pageReaderOnFirstVisit, pageSession, prefetch } from "./page-data";

/**
 * `page` with the answers of `loads` and of who is signed in (the header's), in the reader's format.
 * Without a reader the page as it is, and its queries ask in the browser: nobody is signed in, or,
 * unless `firstVisit`, the reader cookie has not yet said the reader's zone. With `firstVisit` a page
 * is drawn with its data before then; `format.timeZone` is then undefined, and the loads that need
 * the reader's days are left to the browser.
 */
export async function drawnWithData(
  page: ReactNode,
  loads: (reader: { principal: Principal; format: ReaderFormat }) => ReadonlyArray<PageLoad> | Promise<ReadonlyArray<PageLoad>>,
  { firstVisit = false }: { firstVisit?: boolean } = {},
): Promise<ReactNode> {
  const reader = await (firstVisit ? pageReaderOnFirstVisit() : pageReader());
  if (!reader) return page;
  const state = await prefetch([[keys.session(), pageSession], ...(await loads(reader))]);
  return (
    <ReaderFormatProvider value={reader.format}>
      <ServerData state={state}>{page}</ServerData>
    </ReaderFormatProvider>
  );
}
