// Data a page renders on the server, so its first paint already shows the session rather than
// "Loading…". The page's queries receive exactly what the API would answer (the routes' own read
// functions: the same scope checks, queries and JSON), and take over on the client as usual.
import "server-only";
import { dehydrate, type DehydratedState, QueryClient, type QueryKey } from "@tanstack/react-query";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { authenticate } from "@/lib/auth/authenticate";
import type { Principal } from "@/lib/auth/policy";
import { WHOLE_LIST } from "@/lib/client/list-query";
import { READER_COOKIE, parseReaderCookie, type ReaderFormat } from "@/lib/client/reader-cookie";
import { ApiError } from "@/lib/errors";
import { parseQuery } from "@/lib/http/query";
import { preferredLanguages } from "@/lib/i18n/resolve";
import { journalReader } from "@/lib/journal/read-journal";
import { whoAmI } from "@/lib/people/who-am-i";
import { journalListQuery } from "@/lib/schemas/journal";
import type { WhoAmI } from "@/lib/schemas/people";
import { log } from "./log";

/**
 * Who reads the page and how they write dates and numbers; null when either is unknown (no cookie
 * yet, or not signed in): the page then loads its data in the browser, as it would without this.
 */
export async function pageReader(): Promise<{ principal: Principal; format: Required<ReaderFormat> } | null> {
  const format = parseReaderCookie((await cookies()).get(READER_COOKIE)?.value);
  if (!format) return null;
  const principal = await pagePrincipal();
  return principal ? { principal, format } : null;
}

/**
 * Who reads the page and the language they write in, on a first visit too (no reader cookie yet):
 * the zone is then left out, and the page's dates wait for the browser (ReaderFormatProvider) while
 * everything else is drawn with its data at once. Null when nobody is signed in.
 */
export async function pageReaderOnFirstVisit(): Promise<{ principal: Principal; format: ReaderFormat } | null> {
  const reader = await pageReader();
  if (reader) return reader;
  const principal = await pagePrincipal();
  if (!principal) return null;
  const [tag] = preferredLanguages((await headers()).get("accept-language") ?? "");
  return { principal, format: { locale: canonicalLocale(tag) } };
}

function canonicalLocale(tag: string | undefined): string | undefined {
  try {
    return tag ? Intl.getCanonicalLocales(tag)[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who reads the page, with or without the reader cookie; null when nobody is signed in. Who is
 * signed in reads the same in every format: a first visit, with no cookie yet, still draws the
 * header and the page's buttons for that person at once instead of shifting them in later.
 */
const pagePrincipal = cache(async (): Promise<Principal | null> => {
  try {
    const { principal } = await authenticate(new Request("http://rangebook.internal/", { headers: await headers() }));
    return principal;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
});

/**
 * Who is signed in, as `GET /api/session` answers; null when nobody is. Read once per request: the
 * layout gives it to the header, which is drawn before the page's own data, and pages that prefetch
 * the session get the same answer.
 */
export const pageSession = cache(async (): Promise<WhoAmI | null> => {
  const principal = await pagePrincipal();
  return principal ? (JSON.parse(JSON.stringify(await whoAmI(principal))) as WhoAmI) : null;
});

/**
 * The journal's first page of sessions as its infinite query holds it, with the filters the address
 * gives (the journal page) or none (the new-session page, which offers the last session's words).
 */
export async function journalFirstPage(principal: Principal, athleteId: string, filters: Record<string, string> = {}) {
  const journal = await journalReader(principal, athleteId);
  const first = await journal.entries(parseQuery({ ...filters, limit: "20" }, journalListQuery));
  return { pages: [JSON.parse(first) as unknown], pageParams: [""] };
}

/** A list as a page's `wholeListQuery` holds it: its first page of `WHOLE_LIST`, read as the API reads it. */
export function wholeList<T>(read: (query: { limit: number }) => Promise<T>): Promise<T> {
  return read({ limit: WHOLE_LIST });
}

/** A query's key and how the server reads its answer: the route's own read function. */
export type PageLoad = readonly [QueryKey, () => Promise<unknown>];

/**
 * The queries' data as the browser would have received it (a JSON round trip). A load the API would
 * refuse (not found, not allowed) is left out: the page asks for it and shows that problem itself.
 */
export async function prefetch(loads: ReadonlyArray<PageLoad>): Promise<DehydratedState> {
  const client = new QueryClient();
  await Promise.all(
    loads.map(async ([key, load]) => {
      try {
        client.setQueryData(key, JSON.parse(JSON.stringify(await load())) as unknown);
      } catch (error) {
        if (!(error instanceof ApiError)) log.error("A page's data could not be read on the server", { key, error });
      }
    }),
  );
  return dehydrate(client);
}
