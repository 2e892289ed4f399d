import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";

export type Page<T> = { items: T[]; nextCursor: string | null };

/** The API's largest page: what a page shows at once from one list. */
export const WHOLE_LIST = 200;

/** Everything a page shows at once from one list (up to the API's 200 a page), under one query key. */
export function wholeListQuery<T>(key: readonly unknown[], path: string) {
  return queryOptions({ queryKey: key, queryFn: () => apiFetch<Page<T>>(`${path}${path.includes("?") ? "&" : "?"}limit=${WHOLE_LIST}`) });
}
