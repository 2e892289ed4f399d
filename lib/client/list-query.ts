import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";

export type Page<T> = { items: T[]; nextCursor: string | null };

/** Everything a page shows at once from one list (up to the API's 200 a page), under one query key. */
export function wholeListQuery<T>(key: readonly unknown[], path: string) {
  return queryOptions({ queryKey: key, queryFn: () => apiFetch<Page<T>>(`${path}${path.includes("?") ? "&" : "?"}limit=200`) });
}
